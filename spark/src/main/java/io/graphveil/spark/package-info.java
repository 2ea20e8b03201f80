/**
 * The distributed engine (issue #16; docs/ARCHITECTURE.md, "Modules"): steps of the pipeline on
 * Apache Spark's Java Dataset API, computing what the single-machine engine computes — the same
 * keyed orders, the same bytes — from rows and edges that Spark holds in no fixed order. Today:
 * reading people and friendships from CSV or Parquet ({@link io.graphveil.spark.SparkInput}), the
 * publication — its pseudonyms, row and edge order and every public file
 * ({@link io.graphveil.spark.SparkPublication}) — and
 * the degree distribution and exact clustering by a degree-ordered join
 * ({@link io.graphveil.spark.SparkGraphMeasures}), the mean harmonic closeness and the mean
 * shortest-path length from sampled sources with their stated errors
 * ({@link io.graphveil.spark.SparkCloseness}), the closeness centralizations from the same searches
 * ({@link io.graphveil.spark.SparkCentralization}), the components ({@link io.graphveil.spark.SparkComponents}),
 * the table-quality measures from the split table's
 * distinct rows ({@link io.graphveil.spark.SparkQuality}), node splitting under the safe
 * rules ({@link io.graphveil.spark.SparkSplit}: the decoy plan from one group-by, the rounds in which
 * the split order can run ({@link io.graphveil.spark.SparkSplitRounds}), each round's splits by
 * joins and the single machine's own rule), the column risk of the columns published as they are
 * ({@link io.graphveil.spark.SparkColumnRisk}), Datafly ({@link io.graphveil.spark.SparkDatafly}; the
 * SENSITIVE histograms its criteria judge, {@link io.graphveil.spark.SensitiveCounts}, and the rows
 * per value and requirement level personalized w weighs, {@link io.graphveil.spark.WeightCounts}), and
 * the independent verifier as group-bys ({@link io.graphveil.spark.SparkVerifier}; its checks on the
 * classes' histograms, {@link io.graphveil.spark.SparkClassChecks}; w,
 * {@link io.graphveil.spark.SparkSensitivityCheck}), and the privacy
 * gate — its attackers and tells as group-bys ({@link io.graphveil.spark.SparkAudit},
 * {@link io.graphveil.spark.SparkTells}; the neighbourhood attackers on a sample,
 * {@link io.graphveil.spark.SparkNeighbourhood}; the copies' pair linkage,
 * {@link io.graphveil.spark.SparkPairLinkage}) and its repairs ({@link io.graphveil.spark.SparkGate},
 * each judged against the criteria it could break, {@link io.graphveil.spark.SparkRepairJudge}) — in
 * a session {@link io.graphveil.spark.SparkSessions} opens. {@link io.graphveil.spark.SparkGraphJob}
 * chains them into the main job under the safe rules with Datafly and any criterion on the
 * SENSITIVE attribute (the classes formed before the split included), and {@link io.graphveil.spark.SparkGraphRun} runs it for {@code anonymize
 * --engine spark}. The paper's splitting rules and the other anonymizers run on one machine only
 * (docs/DECISIONS.md, "The Spark engine", "anonymize on Spark").
 * Spark is a {@code provided} dependency: a cluster brings its own.
 */
package io.graphveil.spark;
