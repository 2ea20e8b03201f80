package io.graphveil.pipeline;

import io.graphveil.criteria.CriterionSpec;
import io.graphveil.criteria.ModelSpec;

/**
 * Parameters of the main job (ALGORITHMS.md §1), as {@code graphveil anonymize} takes them.
 *
 * @param model               the privacy model: k, α (required here) and any further criteria
 * @param suppression         share of records that may be suppressed; null for Sweeney's k records
 * @param privateRatio        the ratio {@link Policy#apply} was given (null: the schema's sets), checked by
 *                            {@link GraphPipeline#checkParameters}
 * @param strictPersons       an equivalence class needs k distinct original persons
 * @param balanced            the splitter's balanced option
 * @param recomputePriorities re-rank the split queue after each split
 * @param exactClosenessLimit largest graph whose closeness is computed exactly
 * @param paperRules          the paper's literal rules (split holders only, deal values alternately,
 *                            count records, suppress private values only) instead of the safe defaults
 */
public record AnonymizeOptions(ModelSpec model, Double suppression, Double privateRatio, boolean strictPersons,
                               boolean balanced, boolean recomputePriorities, long seed, int exactClosenessLimit,
                               boolean paperRules) {

    /** Options of the (α,k) job alone. */
    public AnonymizeOptions(int k, double alpha, Double suppression, Double privateRatio, boolean strictPersons,
                            boolean balanced, boolean recomputePriorities, long seed, int exactClosenessLimit,
                            boolean paperRules) {
        this(ModelSpec.of(k, new CriterionSpec.Alpha(alpha)), suppression, privateRatio, strictPersons, balanced,
                recomputePriorities, seed, exactClosenessLimit, paperRules);
    }

    public int k() {
        return model.k();
    }

    /** α; the graph job always has one ({@link GraphPipeline#checkParameters}). */
    public Double alpha() {
        return model.alpha();
    }

    /** Whether classes are counted in distinct persons: always, except under the paper's rules without strict mode. */
    public boolean countsPersons() {
        return !paperRules || strictPersons;
    }
}
