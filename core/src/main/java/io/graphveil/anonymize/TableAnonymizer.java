package io.graphveil.anonymize;

import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Table;
import io.graphveil.quality.QualityMetric;

import java.util.List;

/**
 * A table anonymization algorithm: table + privacy criteria + suppression budget + seed →
 * anonymized table, equivalence classes and report. The quasi-identifiers are the table schema's
 * QUASI_IDENTIFIER attributes. An implementation accepts any criteria (ARX's separation of
 * criteria and search) and fails with {@link io.graphveil.ModelNotMetException} rather than
 * return a table that does not satisfy them.
 */
public interface TableAnonymizer {

    /** The algorithm's name as the CLI spells it, e.g. {@code datafly}. */
    String name();

    AnonymizationResult anonymize(Table table, Hierarchies hierarchies, PrivacyModel model, SuppressionBudget budget,
                                  long seed);

    /**
     * The suppression budget when the user sets none ({@code --suppression}): Sweeney's {@code k}
     * records (ALGORITHMS.md §1.5), unless the method's section of ALGORITHMS.md says otherwise.
     */
    default SuppressionBudget defaultBudget(int k) {
        return SuppressionBudget.sweeney(k);
    }

    /**
     * Whether the algorithm recodes locally (clusters), so that it can repair a class failing a
     * criterion on its own by merging it with its nearest, rather than generalize or suppress every
     * class alike: criteria that judge classes one by one and are not monotone (the degree
     * attackers' {@link io.graphveil.criteria.DegreeDisclosure}) are handed only to such algorithms;
     * for the others the privacy gate repairs the few rows concerned.
     */
    default boolean recodesLocally() {
        return false;
    }

    /**
     * The anonymization with the classes given instead of searched: row {@code r} starts in class
     * {@code classOf[r]}; classes that fail the model are merged with their nearest until none
     * does, then each is recoded. For an algorithm that {@link #recodesLocally}: the graph job
     * keeps a first run's clusters when it splits again within them.
     *
     * @throws UnsupportedOperationException for an algorithm that does not recode locally
     */
    default AnonymizationResult anonymizeWithin(Table table, Hierarchies hierarchies, PrivacyModel model,
                                                int[] classOf) {
        throw new UnsupportedOperationException(name() + " does not recode locally");
    }

    /**
     * The measures of the method's own paper (ALGORITHMS.md §7: {@code metrics} holds "the measures of the
     * method"), reported after the common ones every result gets
     * ({@link io.graphveil.quality.StandardQuality}); none by default.
     */
    default List<QualityMetric> metrics() {
        return List.of();
    }

    /**
     * Whether published values are the hierarchy's labels, intervals or sets (true), which the common
     * loss measures read, or values computed from a class (centroids), which they cannot.
     */
    default boolean publishesLabels() {
        return true;
    }
}
