package io.graphveil.anonymize;

import io.graphveil.group.Partition;
import io.graphveil.ModelNotMetException;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.model.Table;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a {@link TableAnonymizer} returns: the anonymized table (rows in the input's order), its
 * equivalence classes, and the algorithm's own report (levels, iterations, …) as ordered
 * name → value pairs. Immutable.
 *
 * <p>A row is <em>suppressed</em> when every quasi-identifier it publishes is {@code *}: that is
 * how the verifier (ALGORITHMS.md §6) sees it, whether the algorithm suppressed it on purpose or missing
 * values and generalization left nothing else. Suppressed rows belong to no class. The rows the
 * algorithm chose to suppress (the ones its budget limits) are counted apart.
 */
public final class AnonymizationResult {
    private final Table table;
    private final Partition classes;
    private final boolean[] suppressed;
    private final boolean[] chosen;
    private final Map<String, Object> details;

    /**
     * @param classes               the grouping by published keys; suppressed rows may still be in
     *                              it (they are taken out here)
     * @param suppressedByAlgorithm the rows the algorithm suppressed on purpose
     */
    public AnonymizationResult(Table table, Partition classes, boolean[] suppressedByAlgorithm,
                               Map<String, Object> details) {
        this.table = table;
        this.chosen = suppressedByAlgorithm.clone();
        this.suppressed = allQuasiIdentifiersMissing(table);
        for (int r = 0; r < suppressed.length; r++) {
            suppressed[r] |= chosen[r];
        }
        this.classes = classes.without(suppressed);
        this.details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    }

    private AnonymizationResult(AnonymizationResult result, Map<String, Object> details) {
        this.table = result.table;
        this.classes = result.classes;
        this.suppressed = result.suppressed;
        this.chosen = result.chosen;
        this.details = Collections.unmodifiableMap(details);
    }

    /**
     * This result with {@code more} added to its details, after the ones it has (a key already there
     * keeps its place and takes the new value).
     */
    public AnonymizationResult withDetails(Map<String, Object> more) {
        Map<String, Object> all = new LinkedHashMap<>(details);
        all.putAll(more);
        return new AnonymizationResult(this, all);
    }

    /**
     * This result with every non-identifier cell of the rows the algorithm suppressed set to
     * {@code *} (the safe rules' form of suppression; see {@link GeneralizedTable#blankRows}).
     */
    public AnonymizationResult withSuppressedRowsBlank() {
        boolean any = false;
        for (boolean c : chosen) {
            any |= c;
        }
        if (!any) {
            return this;
        }
        return new AnonymizationResult(GeneralizedTable.blankRows(table, chosen), classes, chosen, details);
    }

    /**
     * This result with {@code replacement} as its table: the same rows, classes and suppression,
     * other cells changed (the privacy gate's repairs blank values beside the quasi-identifiers).
     */
    public AnonymizationResult withTable(Table replacement) {
        if (replacement.rowCount() != table.rowCount()) {
            throw new IllegalArgumentException("a replacement table must keep the rows");
        }
        return new AnonymizationResult(replacement, classes, chosen, details);
    }

    /** Rows whose quasi-identifiers are all {@code *} (all of them when there is no quasi-identifier: none). */
    static boolean[] allQuasiIdentifiersMissing(Table table) {
        int[] qi = table.schema().indexesOf(io.graphveil.model.AttributeRole.QUASI_IDENTIFIER);
        boolean[] out = new boolean[table.rowCount()];
        if (qi.length == 0) {
            return out;
        }
        for (int r = 0; r < out.length; r++) {
            boolean all = true;
            for (int q : qi) {
                all &= table.code(r, q) == io.graphveil.model.Column.MISSING_CODE;
            }
            out[r] = all;
        }
        return out;
    }

    public Table table() {
        return table;
    }

    /**
     * This result, after checking it as the verifier will (ALGORITHMS.md §6): every class of the published
     * table satisfies {@code model}, and so do the suppressed rows judged together as one group
     * ({@link PrivacyModel#suppressedGroupFailure}). Judged on the published table, so that what
     * suppression blanked (sensitive values, and so the frequencies behind {@code w}) counts as the
     * verifier counts it. Every algorithm ends with this check: none may report success on an
     * output the verifier rejects.
     *
     * @throws ModelNotMetException when a class or the suppressed group fails
     */
    public AnonymizationResult requireSatisfies(PrivacyModel model) {
        // the suppressed rows are judged together only when every class passes
        int failing = model.check(table, classes).violatingClasses();
        model.requireMet(failing, failing > 0 ? null : model.suppressedGroupFailure(table, suppressed));
        return this;
    }

    public Partition classes() {
        return classes;
    }

    public boolean isSuppressed(int row) {
        return suppressed[row];
    }

    public boolean[] suppressed() {
        return suppressed.clone();
    }

    /** Rows published with every quasi-identifier {@code *} (what the verifier counts). */
    public int suppressedCount() {
        return count(suppressed);
    }

    /** Which rows the algorithm suppressed on purpose. */
    public boolean[] suppressedByAlgorithm() {
        return chosen.clone();
    }

    /** Rows the algorithm suppressed on purpose: at most its budget. */
    public int suppressedByAlgorithmCount() {
        return count(chosen);
    }

    private static int count(boolean[] flags) {
        int n = 0;
        for (boolean s : flags) {
            n += s ? 1 : 0;
        }
        return n;
    }

    public Map<String, Object> details() {
        return details;
    }
}
