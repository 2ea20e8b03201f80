package io.graphveil.anonymize.lattice;

import io.graphveil.group.Partition;
import io.graphveil.criteria.PrivacyModel;

/**
 * What checking one lattice node found: its equivalence classes (every row grouped on its
 * generalized quasi-identifiers, the class of rows generalized to {@code *} everywhere included),
 * which classes fail the privacy model, and whether the node is anonymous: the records in
 * failing classes fit the suppression budget. {@link #monotoneHolds()} is the same judgement for
 * the model's monotone criteria only, the property the search may prune on. Immutable.
 */
public final class NodeCheck {
    private final int node;
    private final Partition classes;
    private final PrivacyModel.Verdict verdict;
    private final boolean anonymous;
    private final boolean monotoneHolds;
    private final int starClass;

    NodeCheck(int node, Partition classes, PrivacyModel.Verdict verdict, boolean anonymous, boolean monotoneHolds,
              int starClass) {
        this.node = node;
        this.classes = classes;
        this.verdict = verdict;
        this.anonymous = anonymous;
        this.monotoneHolds = monotoneHolds;
        this.starClass = starClass;
    }

    public int node() {
        return node;
    }

    /** Every row's class at this node (no row left out). */
    public Partition classes() {
        return classes;
    }

    /** Whether class {@code c} fails the privacy model. */
    public boolean failing(int c) {
        return verdict.failing(c);
    }

    /** Records in classes that fail the model: the ones an anonymous node suppresses. */
    public long violatingRecords() {
        return verdict.violatingRecords();
    }

    /** Whether the model holds once the records of failing classes are suppressed within the budget. */
    public boolean anonymous() {
        return anonymous;
    }

    /** Whether the model's monotone criteria hold within the budget (true when it has none). */
    public boolean monotoneHolds() {
        return monotoneHolds;
    }

    /** The class of rows whose quasi-identifiers are all {@code *} at this node, or −1. */
    public int starClass() {
        return starClass;
    }

    /**
     * Whether class {@code c} is published suppressed: its records fail the model (and are suppressed
     * by the algorithm) or every quasi-identifier is {@code *} (suppressed by generalization, as
     * {@link io.graphveil.anonymize.AnonymizationResult} and the verifier see it).
     */
    public boolean suppressedClass(int c) {
        return verdict.failing(c) || c == starClass;
    }

    /** Rows the algorithm suppresses at this node (the records of failing classes). */
    public boolean[] suppressedRows() {
        return verdict.violatingRows();
    }
}
