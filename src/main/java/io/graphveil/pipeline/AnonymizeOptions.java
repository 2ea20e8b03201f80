package io.graphveil.pipeline;

/**
 * Parameters of the main job (SPEC 1), as {@code graphveil anonymize} takes them.
 *
 * @param suppression         share of records that may be suppressed; null for Sweeney's k records
 * @param privateRatio        replace each private-value set by ⌈r·|dom|⌉ seeded values; null keeps the schema's
 * @param strictPersons       an equivalence class needs k distinct original persons
 * @param balanced            the splitter's balanced option
 * @param recomputePriorities re-rank the split queue after each split
 * @param privateFirst        Datafly generalizes the PRIVACY attribute first when only α fails
 * @param exactClosenessLimit largest graph whose closeness is computed exactly
 */
public record AnonymizeOptions(int k, double alpha, Double suppression, Double privateRatio, boolean strictPersons,
                               boolean balanced, boolean recomputePriorities, boolean privateFirst, long seed,
                               int exactClosenessLimit) {
}
