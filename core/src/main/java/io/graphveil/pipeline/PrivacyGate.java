package io.graphveil.pipeline;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.GeneralizedTable;
import io.graphveil.attack.Exposure;
import io.graphveil.attack.PrivacyAudit;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Json;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The last check before anything is published (docs/THREAT-MODEL.md, "the gate"): the disclosure
 * attacks run in memory on the anonymized result, with the owner's mapping. When the gated
 * attackers ({@code qi}, {@code qi+degree tolerant}, {@code copy-pair}) expose persons, the gate
 * first repairs locally — the candidate rows that reveal a value an exposed person holds (the
 * exposed persons' own, and whoever else shows that value among their candidates) lose their
 * values beside the quasi-identifiers, as a shadow copy shows them — and checks again, up to {@link #ROUNDS}
 * times; repaired rows count against the suppression budget. It refuses when the budget cannot
 * cover the repairs or persons stay exposed (the caller refuses to publish, unless the owner
 * accepts the risk). The exact
 * attackers and {@code qi+neighbourhood} are reported, never gated: their exposures come from the
 * structure, which suppressing values cannot undo (README, "What it protects").
 */
public final class PrivacyGate {
    /** Repair rounds before the gate gives up. */
    public static final int ROUNDS = 5;

    /**
     * The gate's outcome. Immutable.
     *
     * @param result         the anonymization, repaired when the gate had to
     * @param audit          the final audit
     * @param repairedRows   rows the repairs blanked
     * @param repairedPersons persons whose rows the repairs blanked
     * @param passed         no gated attacker exposes anyone
     * @param modelBroken    the repairs stopped because the next one would break the privacy model
     * @param timeMs         the gate's own time
     */
    public record Outcome(AnonymizationResult result, PrivacyAudit.Result audit, int repairedRows, int repairedPersons,
                          int rounds, boolean passed, boolean modelBroken, long budget, long timeMs) {

        /** Figures for the owner's report. */
        public ObjectNode toJson() {
            ObjectNode o = Json.MAPPER.createObjectNode();
            o.put("passed", passed);
            o.put("rounds", rounds);
            o.put("repaired_persons", repairedPersons);
            o.put("repaired_rows", repairedRows);
            o.put("suppression_budget", budget);
            o.put("time_ms", timeMs);
            o.set("audit", audit.toJson());
            return o;
        }

        /** One line naming the worst gated attacker and the persons it exposes. */
        public String refusal() {
            Exposure worst = audit.worstGated();
            String exposure = worst == null ? "persons are exposed" : String.format(Locale.ROOT,
                    "the %s attacker exposes %d person%s (confidence above alpha in a private value they hold)",
                    worst.attacker(), worst.exposedCount(), worst.exposedCount() == 1 ? "" : "s");
            return exposure + (modelBroken ? " and blanking the values that reveal it would break the privacy model"
                    : ", more than the suppression budget of " + budget + " rows can repair");
        }
    }

    private PrivacyGate() {
    }

    /**
     * The rows the algorithm's suppression and the gate's repairs may blank together: the budget
     * {@code --suppression} gives, or, without it, the algorithm's own default (Sweeney's k
     * records for Datafly, none for the others) plus an allowance for the repairs of
     * {@code max(4k, ⌈2 % of the rows⌉)} rows, so that a default run is not refused over the few
     * persons a degree attacker singles out in a small class.
     *
     * @param algorithmLimit the algorithm's own budget in rows
     * @param suppression    the share {@code --suppression} gave, or null
     */
    public static long budget(long algorithmLimit, Double suppression, int k, int rows) {
        if (suppression != null) {
            return algorithmLimit;
        }
        return algorithmLimit + Math.max(4L * k, (long) Math.ceil(0.02 * rows));
    }

    /**
     * Runs the gate.
     *
     * @param original       the persons as they are (the attackers' background)
     * @param originalGraph  their friendships, or null for a table
     * @param graph          the published friendships (row {@code r} = node {@code r}), or null
     * @param personOf       each published row's person
     * @param policy         the schema whose private values are protected
     * @param budget         rows the algorithm's suppression and the repairs may blank together
     * @param model          the model the result satisfies: a repair that would break it (blanking
     *                       the sensitive values l-diversity counts) is not made
     */
    public static Outcome check(AnonymizationResult result, Table original, IndexedGraph originalGraph,
                                IndexedGraph graph, int[] personOf, Hierarchies hierarchies, Schema policy, double alpha,
                                long budget, PrivacyModel model, long seed) {
        long start = System.nanoTime();
        int used = result.suppressedByAlgorithmCount();
        boolean[] repaired = new boolean[result.table().rowCount()];
        List<Integer> persons = new ArrayList<>();
        int repairedRows = 0;
        int rounds = 0;
        boolean modelBroken = false;
        PrivacyAudit.Result audit;
        PrivacyAudit.Auditor auditor = new PrivacyAudit.Auditor(new PrivacyAudit.Input(original, originalGraph,
                result.table(), graph, hierarchies, policy, personOf, alpha, seed));
        while (true) {
            audit = auditor.audit(result.table(), PrivacyAudit.Effort.GATE, true);
            int[] exposed = audit.gatedExposed();
            if (exposed.length == 0 || rounds == ROUNDS) {
                break;
            }
            rounds++;
            boolean[] blank = new boolean[repaired.length];
            int added = 0;
            for (int r : audit.gatedRevealingRows()) {
                if (!repaired[r]) {
                    blank[r] = repaired[r] = true;
                    added++;
                }
            }
            if (added == 0 || used + repairedRows + added > budget) {
                break;
            }
            AnonymizationResult repairedResult = result.withTable(blank(result.table(), blank));
            if (breaks(model, repairedResult)) {
                modelBroken = true;
                break;
            }
            for (int r = 0; r < blank.length; r++) {
                if (blank[r]) {
                    persons.add(personOf[r]);
                }
            }
            repairedRows += added;
            result = repairedResult;
        }
        boolean passed = audit.gatedExposed().length == 0;
        PrivacyAudit.Result last = audit.with(auditor.audit(result.table(), PrivacyAudit.Effort.GATE_LINKAGE, false));
        return new Outcome(result, last, repairedRows, (int) persons.stream().distinct().count(), rounds, passed,
                modelBroken, budget, (System.nanoTime() - start) / 1_000_000);
    }

    /** Whether some class of {@code result}, or its suppressed rows, fails {@code model}. */
    private static boolean breaks(PrivacyModel model, AnonymizationResult result) {
        for (boolean ok : model.check(result.table(), result.classes()).satisfiedPerClass()) {
            if (!ok) {
                return true;
            }
        }
        return model.suppressedGroupFailure(result.table(), result.suppressed()) != null;
    }

    /**
     * {@code table} with every cell of {@code rows} beside the identifiers and quasi-identifiers
     * set to {@code *}: the pattern every shadow copy shows, so that a repaired row is one more row
     * of the most common pattern rather than a pattern of its own.
     */
    static Table blank(Table table, boolean[] rows) {
        return GeneralizedTable.blankRows(table, rows,
                role -> role != AttributeRole.IDENTIFIER && role != AttributeRole.QUASI_IDENTIFIER);
    }
}
