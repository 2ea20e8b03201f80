package io.graphveil.anonymize;

import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Table;

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
}
