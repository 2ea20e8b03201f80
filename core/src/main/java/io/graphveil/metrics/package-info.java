/**
 * Graph utility measures on primitive adjacency arrays: degree distribution, clustering and
 * transitivity, closeness (exact or sampled with an error bound), betweenness, path lengths,
 * components, and the before/after comparison.
 */
package io.graphveil.metrics;
