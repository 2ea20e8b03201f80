package io.graphveil.pipeline;

/**
 * Parameters of the main job (SPEC 1), as {@code graphveil anonymize} takes them.
 *
 * @param suppression         share of records that may be suppressed; null for Sweeney's k records
 * @param privateRatio        the ratio {@link Policy#apply} was given (null: the schema's sets), checked by
 *                            {@link GraphPipeline#checkParameters}
 * @param strictPersons       an equivalence class needs k distinct original persons
 * @param balanced            the splitter's balanced option
 * @param recomputePriorities re-rank the split queue after each split
 * @param exactClosenessLimit largest graph whose closeness is computed exactly
 * @param l                   distinct l-diversity of the SENSITIVE attribute, or null
 * @param w                   mean general sensitivity of personalized (w,l,k)-anonymity, or null
 * @param weights             the weight formulas of {@code w} (null: SPEC 4's defaults with μ = 0.5)
 * @param p                   p-sensitivity of the SENSITIVE attribute (MAA-SAE, MAA-MINIL, GPKC), or null
 * @param paperRules          the paper's literal rules (split holders only, deal values alternately,
 *                            count records, suppress private values only) instead of the safe defaults
 */
public record AnonymizeOptions(int k, double alpha, Double suppression, Double privateRatio, boolean strictPersons,
                               boolean balanced, boolean recomputePriorities, long seed, int exactClosenessLimit,
                               Integer l, Double w, io.graphveil.criteria.SensitivityWeights weights, Integer p,
                               boolean paperRules) {
    public AnonymizeOptions {
        if (weights == null) {
            weights = io.graphveil.criteria.SensitivityWeights.defaults(0.5);
        }
    }

    /** Options of the (α,k) job alone. */
    public AnonymizeOptions(int k, double alpha, Double suppression, Double privateRatio, boolean strictPersons,
                            boolean balanced, boolean recomputePriorities, long seed, int exactClosenessLimit,
                            boolean paperRules) {
        this(k, alpha, suppression, privateRatio, strictPersons, balanced, recomputePriorities, seed,
                exactClosenessLimit, null, null, null, null, paperRules);
    }

    /** Whether classes are counted in distinct persons: always, except under the paper's rules without strict mode. */
    public boolean countsPersons() {
        return !paperRules || strictPersons;
    }
}
