/**
 * Full-domain generalization by lattice search: Flash (optimal under a chosen utility metric, with
 * pruning) and L-Incognito, and the utility metrics they evaluate on lattice nodes.
 */
package io.graphveil.anonymize.lattice;
