/**
 * Importers of public datasets into GraphVeil's dataset folders: MovieLens users (with Last.fm or
 * generated friendships), SNAP ego-Facebook, UCI Adult, and any CSV node table with an edge list.
 */
package io.graphveil.io.importer;
