package io.graphveil.experiment;

import io.graphveil.ModelNotMetException;
import io.graphveil.Progress;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.io.Dataset;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.OwnerOnly;
import io.graphveil.Stopwatch;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.pipeline.AnonymizeOptions;
import io.graphveil.pipeline.GraphPipeline;
import io.graphveil.pipeline.GraphPublisher;
import io.graphveil.pipeline.Policy;
import io.graphveil.publish.GraphFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The utility experiment of ALGORITHMS.md §0: the main job at each private ratio (that share of each PRIVACY
 * attribute's domain declared private), with the graph's clustering and closeness before and after.
 * Every run's output is published into a scratch folder and read back by the verifier; a run the
 * verifier or the privacy gate rejects is a row saying so, not a failure of the experiment.
 */
public final class UtilityExperiment {
    /** The CSV header, in {@link Row#cells} order. */
    public static final List<String> COLUMNS = List.of("rules", "private_ratio", "holders", "holder_share", "splits",
            "isolated_copies", "nodes_before", "nodes_after", "average_clustering_before",
            "average_clustering_after", "average_clustering_deg2_before", "average_clustering_deg2_after",
            "transitivity_before", "transitivity_after", "closeness_centralization_before",
            "closeness_centralization_after", "harmonic_closeness_centralization_before",
            "harmonic_closeness_centralization_after", "closeness_error_bound_before",
            "closeness_error_bound_after", "closeness_scope_after", "gate_passed", "verified");

    /**
     * One private ratio's run.
     *
     * @param rules {@code safe} (the defaults) or {@code paper} ({@code --paper-rules})
     */
    public record Row(String rules, double privateRatio, int holders, double holderShare, int splits,
                      int isolatedCopies, int nodesBefore, int nodesAfter, GraphUtility before, GraphUtility after,
                      boolean gatePassed, boolean verified) {
        /** The values in {@link #COLUMNS} order. */
        public List<Object> cells() {
            return List.of(rules, privateRatio, holders, holderShare, splits, isolatedCopies, nodesBefore, nodesAfter,
                    before.clustering().average(), after.clustering().average(), before.clustering().averageDegree2(),
                    after.clustering().averageDegree2(), before.clustering().transitivity(),
                    after.clustering().transitivity(), before.closeness().value(), after.closeness().value(),
                    before.closeness().harmonicCentralization(), after.closeness().harmonicCentralization(),
                    before.closeness().errorBound(), after.closeness().errorBound(),
                    after.closeness().scope().name().toLowerCase(Locale.ROOT), gatePassed, verified);
        }
    }

    /**
     * The paper's small setting: the subgraph induced on the first {@code size} nodes of a
     * breadth-first search from a start chosen with the seed (the start's component; the search
     * takes neighbours in index order). Fewer nodes when the component is smaller.
     */
    public static Dataset ball(Dataset dataset, int size, long seed) {
        io.graphveil.model.IndexedGraph g = dataset.network().structure();
        int n = g.nodeCount();
        int start = new java.util.SplittableRandom(seed).nextInt(n);
        int[] order = new int[Math.min(size, n)];
        int[] local = new int[n];
        java.util.Arrays.fill(local, -1);
        int taken = 0;
        order[taken] = start;
        local[start] = taken++;
        for (int head = 0; head < taken && taken < order.length; head++) {
            int u = order[head];
            for (int i = 0; i < g.degree(u) && taken < order.length; i++) {
                int v = g.neighbor(u, i);
                if (local[v] < 0) {
                    local[v] = taken;
                    order[taken++] = v;
                }
            }
        }
        int[] nodes = java.util.Arrays.copyOf(order, taken);
        io.graphveil.model.IndexedGraph sub = io.graphveil.model.IndexedGraph.induced(g, nodes, taken);
        io.graphveil.model.Table table = dataset.network().table().select(nodes);
        return Dataset.ofGraph(io.graphveil.model.AttributeSocialNetwork.of(table, sub),
                dataset.hierarchies());
    }

    private UtilityExperiment() {
    }

    /**
     * Runs the job at each ratio on {@code dataset} (a graph), k and α as given.
     *
     * @param paperRules the papers' literal rules instead of the safe defaults
     */
    public static List<Row> run(Dataset dataset, List<Double> ratios, int k, double alpha,
                                TableAnonymizer anonymizer, long seed, boolean paperRules) throws IOException {
        AnonymizeOptions base = new AnonymizeOptions(k, alpha, null, null, false, false, false, seed,
                GraphUtility.DEFAULT_EXACT_CLOSENESS_LIMIT, paperRules);
        GraphPipeline.checkParameters(base);
        // the policy changes no edge: the original graph is measured once for every ratio
        GraphUtility before = GraphPipeline.measure(dataset.network(), base);
        List<Row> rows = new ArrayList<>();
        Progress progress = Progress.start("utility experiment", ratios.size());
        Path scratch = Files.createTempDirectory("graphveil-utility-");
        try {
            for (double r : ratios) {
                Stopwatch run = new Stopwatch();
                Dataset policy = Policy.apply(dataset, null, true, true, r, seed).dataset();
                AnonymizeOptions options = new AnonymizeOptions(k, alpha, null, r, false, false, false, seed,
                        GraphUtility.DEFAULT_EXACT_CLOSENESS_LIMIT, paperRules);
                GraphPipeline.Outcome o = GraphPipeline.run(policy, options, anonymizer, before, run);
                Path dir = OwnerOnly.createDirectories(scratch.resolve(String.format(Locale.ROOT, "r%.3f", r)));
                boolean verified;
                try {
                    verified = GraphPublisher.publish(o, options, GraphFiles.defaults(), null, dir, run).verdict()
                            .passed();
                } catch (ModelNotMetException rejected) {
                    verified = false;
                }
                int nodes = policy.network().nodeCount();
                rows.add(new Row(paperRules ? "paper" : "safe", r, o.split().holders(), o.split().holders() / (double) nodes, o.split().splits(),
                        o.split().isolatedCopies(), o.before().nodes(), o.after().nodes(), o.before(), o.after(),
                        o.gate().passed(), verified));
                progress.update(rows.size());
            }
        } finally {
            OutputFolder.deleteRecursively(scratch);
        }
        progress.finish();
        return rows;
    }
}
