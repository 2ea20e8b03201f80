/**
 * Grouping rows into equivalence classes by equal keys, in primitive arrays: the one partition that
 * criteria, quality measures and algorithms all read.
 */
package io.graphveil.group;
