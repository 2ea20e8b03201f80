/**
 * Seeded generators: MovieLens-like attribute social networks and tables, and the synthetic disease
 * of the (w,l,k) experiment. Same seed, same bytes.
 */
package io.graphveil.generate;
