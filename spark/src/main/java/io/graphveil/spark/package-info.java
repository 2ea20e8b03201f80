/**
 * The distributed engine (issue #16; docs/ARCHITECTURE.md, "Modules"): steps of the pipeline on
 * Apache Spark's Java Dataset API, computing what the single-machine engine computes — the same
 * keyed orders, the same bytes — from rows and edges that Spark holds in no fixed order. Today:
 * reading people and friendships from CSV or Parquet ({@link io.graphveil.spark.SparkInput}), the
 * publication — its pseudonyms, row and edge order and every public file
 * ({@link io.graphveil.spark.SparkPublication}) — and
 * the degree distribution and exact clustering by a degree-ordered join
 * ({@link io.graphveil.spark.SparkGraphMeasures}), the mean harmonic closeness from sampled sources
 * with its stated error ({@link io.graphveil.spark.SparkCloseness}), and the rounds in which a split order can run
 * ({@link io.graphveil.spark.SparkSplitRounds}), and the independent verifier as group-bys
 * ({@link io.graphveil.spark.SparkVerifier}) in a session {@link io.graphveil.spark.SparkSessions}
 * opens. The splits themselves, the other anonymizers and the privacy gate run on one machine only
 * (docs/DECISIONS.md, "The Spark engine"). Spark is a {@code provided} dependency: a cluster brings
 * its own.
 */
package io.graphveil.spark;
