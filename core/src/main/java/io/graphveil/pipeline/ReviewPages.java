package io.graphveil.pipeline;

import io.graphveil.Stopwatch;
import io.graphveil.attack.PrivacyAudit;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Table;
import io.graphveil.render.Pictures;
import io.graphveil.review.ReviewInput;
import io.graphveil.review.ReviewPage;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes a run's {@code review.html} into the owner's folder ({@link ReviewPage}): the run's result,
 * the gate's audit as "after" and, as "before", the same attackers on the original published as it
 * is (the gate's effort). A graph run's page is prepared beside the publishing ({@link OwnerViews}).
 */
public final class ReviewPages {

    private ReviewPages() {
    }

    /**
     * The disclosure attackers on the original published as it is, with the gate's effort: the
     * page's "before".
     *
     * @param original      one row per person
     * @param originalGraph the friendships, or null for a table
     * @param policy        the policy applied (schema and hierarchies)
     * @param alpha         the model's α, or null
     * @param seed          the run's seed
     * @return the audit
     */
    static PrivacyAudit.Result auditBefore(Table original, IndexedGraph originalGraph,
                                           io.graphveil.io.Dataset policy, Double alpha, long seed) {
        return PrivacyAudit.run(new PrivacyAudit.Input(original, originalGraph, original, originalGraph,
                policy.hierarchies(), policy.schema(), null, alpha == null ? TablePipeline.FIGURES_ALPHA : alpha, seed),
                PrivacyAudit.Effort.GATE);
    }

    /**
     * The review of a graph run.
     *
     * @param o       the run
     * @param result  its verified result
     * @param before  the attackers on the original ({@link #auditBefore})
     * @param drawing the before/after drawing, or null (no pictures)
     * @param charts  the charts drawn so far
     * @param file    the page
     * @param clock   times the stage ({@code review})
     * @throws IOException when writing fails
     */
    static void graph(GraphPipeline.Outcome o, RunResult result, PrivacyAudit.Result before,
                      Pictures.BeforeAfter drawing, ReviewPage.Charts charts, Path file, Stopwatch clock)
            throws IOException {
        clock.start("review");
        ReviewPage.write(graphInput(o, result, before, drawing), charts, file);
        clock.stop("review");
    }

    /**
     * What a graph run's page shows; without a result (null), the parts the verdict does not change,
     * enough to draw the charts early.
     */
    static ReviewInput graphInput(GraphPipeline.Outcome o, RunResult result, PrivacyAudit.Result before,
                                  Pictures.BeforeAfter drawing) {
        AttributeSocialNetwork original = o.policy().network();
        return input(original.schema().name(), result, original.table(), o.published().table(), o.split().persons(),
                original.structure(), o.published().structure(), before, o.gate().audit(), o.before(), o.after(),
                drawing);
    }

    /** A page's input; without a result (null), only what the verdict does not change. */
    private static ReviewInput input(String name, RunResult result, Table original, Table published, int[] personOf,
                                     IndexedGraph originalGraph, IndexedGraph publishedGraph,
                                     PrivacyAudit.Result before, PrivacyAudit.Result after, GraphUtility utilityBefore,
                                     GraphUtility utilityAfter, Pictures.BeforeAfter drawing) {
        return new ReviewInput(name, result == null ? "" : result.model(), result == null ? null : result.algorithm(),
                result != null && result.verdict().passed(), result == null ? "" : verdict(result),
                result == null ? null : gate(result), result == null ? List.of() : figures(result), original,
                published, personOf, originalGraph, publishedGraph, before, after, utilityBefore, utilityAfter,
                drawing);
    }

    /**
     * Starts preparing a table run's page — the attackers' "before" and the charts, which the
     * verdict does not change — on its own thread, so that it overlaps publishing and verifying.
     *
     * @param o     the run
     * @param alpha the model's α, or null
     * @param seed  the run's seed
     * @return the page being prepared; {@link TablePage#finish} writes it
     */
    public static TablePage table(TablePipeline.Outcome o, Double alpha, long seed) {
        return new TablePage(o, alpha, seed);
    }

    /** A table run's page being prepared (one row per person). */
    public static final class TablePage {
        private final TablePipeline.Outcome outcome;
        private final ReviewPage.Charts charts = new ReviewPage.Charts();
        private final java.util.concurrent.CompletableFuture<PrivacyAudit.Result> before;

        private TablePage(TablePipeline.Outcome o, Double alpha, long seed) {
            this.outcome = o;
            this.before = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                PrivacyAudit.Result audit = auditBefore(o.policy().table(), null, o.policy(), alpha, seed);
                charts.draw(input(null, audit));
                return audit;
            }, work -> {
                Thread t = new Thread(work, "graphveil-review");
                t.setDaemon(true);
                t.start();
            });
        }

        private ReviewInput input(RunResult result, PrivacyAudit.Result audit) {
            return ReviewPages.input(outcome.policy().schema().name(), result, outcome.policy().table(),
                    outcome.result().table(), null, null, null, audit, outcome.gate().audit(), null, null, null);
        }

        /**
         * Writes the page once the publication is verified.
         *
         * @param result the verified result
         * @param file   the page
         * @param clock  times the stage ({@code review})
         * @throws IOException when writing fails
         */
        public void finish(RunResult result, Path file, Stopwatch clock) throws IOException {
            clock.start("review");
            ReviewPage.write(input(result, OwnerViews.join(before)), charts, file);
            clock.stop("review");
        }
    }

    private static String verdict(RunResult r) {
        return String.format(Locale.ROOT, "%s (%d violations)", r.verdict().model(), r.verdict().violations().size());
    }

    private static String gate(RunResult r) {
        PrivacyGate.Outcome g = r.gate();
        if (g == null) {
            return null;
        }
        String state = !r.gated() ? "figures only (no α to gate on)" : g.passed() ? "passed" : "refused";
        return String.format(Locale.ROOT, "%s after %d repair round%s (%d persons, %d rows blanked)", state,
                g.rounds(), g.rounds() == 1 ? "" : "s", g.repairedPersons(), g.repairedRows());
    }

    private static List<String[]> figures(RunResult r) {
        List<String[]> out = new ArrayList<>();
        RunResult.Sizes s = r.sizes();
        if (r.isGraph()) {
            out.add(new String[]{"graph", String.format(Locale.ROOT, "%,d nodes, %,d edges → %,d nodes, %,d edges",
                    s.nodesIn(), s.edgesIn(), s.nodesOut(), s.edgesOut())});
            out.add(new String[]{"split persons", String.format(Locale.ROOT, "%,d (%,d copies without a friend)",
                    s.splits(), s.isolatedCopies())});
        }
        out.add(new String[]{"published rows", String.format(Locale.ROOT, "%,d in %,d classes, %,d suppressed",
                s.rows(), s.classes(), s.suppressed())});
        r.quality().forEach((key, value) -> {
            if (value != null) {
                out.add(new String[]{key, String.format(Locale.ROOT, "%.4f", value)});
            }
        });
        r.attributes().forEach(a -> out.add(new String[]{"attribute " + a.attribute(), a.describe()}));
        return out;
    }
}
