package io.graphveil.criteria;

import io.graphveil.group.Partition;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.Set;

/**
 * A privacy criterion judged on each equivalence class of a table (as ARX's privacy criteria):
 * it knows nothing of the algorithm that searches for a partition, and any algorithm accepts any
 * criterion. It judges per-class aggregates it declares ({@link #needs}), not rows, so that the
 * same criterion runs on a grouping rolled up from a finer one and on a distributed group-by. The
 * suppressed rows (every quasi-identifier {@code *}) form no class; they are judged together, as
 * one group, by {@link #acceptsSuppressedGroup}.
 */
public interface PrivacyCriterion {

    /** The model's name in ALGORITHMS.md's vocabulary, e.g. {@code k-anonymity}. */
    String name();

    /** The criterion with its parameters, e.g. {@code 5-anonymity}. */
    String describe();

    /**
     * Whether the criterion is monotone under generalization without suppression: when every
     * class of a partition satisfies it, every coarser partition (classes merged) does too.
     * Searches may prune only with monotone criteria.
     */
    boolean isMonotone();

    /**
     * Whether the criterion stays monotone when a search may also suppress the records of failing
     * classes (ARX's "monotonic with suppression"): a class that contains a satisfying class
     * satisfies, so that as classes merge the records in failing classes can only become fewer.
     * False unless a criterion says otherwise: pruning on a false claim would lose the optimum.
     */
    default boolean isMonotoneWithSuppression() {
        return false;
    }

    /** Attributes besides the quasi-identifiers whose values the criterion reads. */
    Set<String> reads(Schema schema);

    /**
     * The per-class aggregates the criterion judges ({@link ClassAggregates}), declared before any
     * class is judged so that one pass (or one distributed group-by) computes what every criterion
     * of a model needs.
     */
    Needs needs(Table table);

    /** For each class the aggregates describe, whether it satisfies the criterion. */
    boolean[] judge(ClassAggregates classes);

    /** Why class {@code cls} fails, in one line (called only for failing classes). */
    String why(ClassAggregates classes, int cls);

    /**
     * Whether the suppressed rows — every quasi-identifier {@code *}, whoever chose so — judged
     * together as one group (the only class of {@code group}), satisfy the criterion (ALGORITHMS.md §6 as the
     * verifier reads it). They are no equivalence class, so a size criterion (k) does not apply to
     * them; by default the group is judged like a class.
     */
    default boolean acceptsSuppressedGroup(ClassAggregates group) {
        return judge(group)[0];
    }

    /** For each class of {@code classes} (a partition of {@code table}'s rows), whether it satisfies the criterion. */
    default boolean[] check(Table table, Partition classes) {
        return judge(ClassAggregates.of(table, classes, needs(table)));
    }

    /** {@link #why(ClassAggregates, int)} for a partition of {@code table}'s rows. */
    default String why(Table table, Partition classes, int cls) {
        return why(ClassAggregates.of(table, classes, needs(table)), cls);
    }
}
