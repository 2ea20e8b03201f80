/**
 * The data model: schemas (attributes, roles, types, how each hierarchy is obtained),
 * dictionary-encoded tables, the attribute social network (a table plus an {@link
 * io.graphveil.model.IndexedGraph} in primitive arrays), generalized values and the keyed hashes
 * that make per-node decisions reproducible. Everything here is immutable once built and depends on
 * no other GraphVeil package but the root.
 */
package io.graphveil.model;
