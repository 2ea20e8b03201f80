package io.graphveil.experiment;

import io.graphveil.ModelNotMetException;
import io.graphveil.Progress;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.io.Dataset;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.OwnerOnly;
import io.graphveil.io.RunReport;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.pipeline.AnonymizeOptions;
import io.graphveil.pipeline.GraphPipeline;
import io.graphveil.pipeline.GraphPublisher;
import io.graphveil.pipeline.Policy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The utility experiment of SPEC 0: the main job at each private ratio (that share of each PRIVACY
 * attribute's domain declared private), with the graph's clustering and closeness before and after.
 * Every run's output is published into a scratch folder and read back by the verifier; a run the
 * verifier or the privacy gate rejects is a row saying so, not a failure of the experiment.
 */
public final class UtilityExperiment {
    /** The CSV header, in {@link Row#cells} order. */
    public static final List<String> COLUMNS = List.of("private_ratio", "holders", "holder_share", "splits",
            "isolated_copies", "nodes_before", "nodes_after", "average_clustering_before",
            "average_clustering_after", "transitivity_before", "transitivity_after",
            "closeness_centralization_before", "closeness_centralization_after", "closeness_error_bound_before",
            "closeness_error_bound_after", "closeness_scope_after", "gate_passed", "verified");

    /** One private ratio's run. */
    public record Row(double privateRatio, int holders, double holderShare, int splits, int isolatedCopies,
                      int nodesBefore, int nodesAfter, GraphUtility before, GraphUtility after, boolean gatePassed,
                      boolean verified) {
        /** The values in {@link #COLUMNS} order. */
        public List<Object> cells() {
            return List.of(privateRatio, holders, holderShare, splits, isolatedCopies, nodesBefore, nodesAfter,
                    before.clustering().average(), after.clustering().average(), before.clustering().transitivity(),
                    after.clustering().transitivity(), before.closeness().value(), after.closeness().value(),
                    before.closeness().errorBound(), after.closeness().errorBound(),
                    after.closeness().scope().name().toLowerCase(Locale.ROOT), gatePassed, verified);
        }
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
                RunReport run = new RunReport("anonymize");
                Dataset policy = Policy.apply(dataset, null, true, true, r, seed, run);
                AnonymizeOptions options = new AnonymizeOptions(k, alpha, null, r, false, false, false, seed,
                        GraphUtility.DEFAULT_EXACT_CLOSENESS_LIMIT, paperRules);
                GraphPipeline.Outcome o = GraphPipeline.run(policy, options, anonymizer, before, run);
                Path dir = OwnerOnly.createDirectories(scratch.resolve(String.format(Locale.ROOT, "r%.3f", r)));
                boolean verified;
                try {
                    verified = GraphPublisher.publish(o, options, false, null, dir, run).passed();
                } catch (ModelNotMetException rejected) {
                    verified = false;
                }
                int nodes = policy.network().nodeCount();
                rows.add(new Row(r, o.split().holders(), o.split().holders() / (double) nodes, o.split().splits(),
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
