package io.graphveil.verify;

import java.util.List;

/**
 * One claimed criterion the verifier checks class by class with its own code: the extension point
 * through which a criterion added to the model brings its independent check (k, α, l, p and w are
 * checked by {@link Verifier} itself).
 */
public interface ClassCheck {
    /** The claim in words, e.g. {@code entropy 3-diversity}. */
    String describe();

    /**
     * What is wrong with one equivalence class, or with the suppressed rows judged together.
     *
     * @param rows            the rows of the class
     * @param where           the class in words, for the violation
     * @param suppressedGroup whether these are the suppressed rows (every quasi-identifier {@code *})
     * @return the violations, none when the class passes
     */
    List<Violation> check(PublishedTable table, List<Integer> rows, String where, boolean suppressedGroup);
}
