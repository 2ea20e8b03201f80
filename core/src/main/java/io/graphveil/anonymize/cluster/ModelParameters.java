package io.graphveil.anonymize.cluster;

import io.graphveil.BadParameterException;
import io.graphveil.criteria.DistinctLDiversity;
import io.graphveil.criteria.DistinctPersonsKAnonymity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PSensitivity;
import io.graphveil.criteria.PrivacyCriterion;
import io.graphveil.criteria.PrivacyModel;

import java.util.OptionalInt;
import java.util.function.ToIntFunction;

/**
 * The parameters a clustering algorithm sizes its clusters by, read from the privacy model it is
 * given: the largest {@code k} of its k-anonymity criteria, {@code l} of distinct l-diversity,
 * {@code p} of p-sensitivity. Other criteria the algorithm does not aim at are met afterwards by
 * {@link ModelRepair}.
 */
public final class ModelParameters {
    private ModelParameters() {
    }

    /** The largest k of the model's k-anonymity criteria (records or distinct persons), if any. */
    public static OptionalInt k(PrivacyModel model) {
        return present(Math.max(largest(model, KAnonymity.class, KAnonymity::k),
                largest(model, DistinctPersonsKAnonymity.class, DistinctPersonsKAnonymity::k)));
    }

    /** The largest {@code parameter} of the model's criteria of {@code type}, −1 when it has none. */
    private static <C extends PrivacyCriterion> int largest(PrivacyModel model, Class<C> type,
                                                            ToIntFunction<C> parameter) {
        int largest = -1;
        for (PrivacyCriterion c : model.criteria()) {
            if (type.isInstance(c)) {
                largest = Math.max(largest, parameter.applyAsInt(type.cast(c)));
            }
        }
        return largest;
    }

    private static OptionalInt present(int parameter) {
        return parameter < 0 ? OptionalInt.empty() : OptionalInt.of(parameter);
    }

    /** The k of the model, or a usage error naming {@code algorithm} when it has none. */
    public static int requireK(PrivacyModel model, String algorithm) {
        return k(model).orElseThrow(() -> new BadParameterException(algorithm + " needs k-anonymity (--k)"));
    }

    /** The largest l of the model's distinct l-diversity criteria, if any. */
    public static OptionalInt l(PrivacyModel model) {
        return present(largest(model, DistinctLDiversity.class, DistinctLDiversity::l));
    }

    /** The table's one SENSITIVE attribute (its column), or a usage error naming {@code algorithm}. */
    public static int sensitiveColumn(io.graphveil.model.Table table, String algorithm) {
        int[] s = table.schema().indexesOf(io.graphveil.model.AttributeRole.SENSITIVE);
        if (s.length != 1) {
            throw new BadParameterException(algorithm + " needs exactly one SENSITIVE attribute, the schema has "
                    + s.length + " (choose one with --sensitive)");
        }
        return s[0];
    }

    /**
     * A model error unless the table's SENSITIVE attribute holds at least {@code threshold}
     * distinct known values ({@code name}: "l" or "p", for the message).
     */
    public static void requireDistinctSensitive(io.graphveil.model.Table table, PrivacyModel model, int threshold,
                                                String name, String algorithm) {
        int s = sensitiveColumn(table, algorithm);
        int distinct = table.column(s).distinctKnown();
        if (distinct < threshold) {
            throw new io.graphveil.ModelNotMetException("cannot meet " + model.describe() + ": the table holds only "
                    + distinct + " distinct values of '" + table.schema().attribute(s).name() + "', fewer than "
                    + name + " = " + threshold);
        }
    }

    /** The largest p of the model's p-sensitivity criteria, if any. */
    public static OptionalInt p(PrivacyModel model) {
        return present(largest(model, PSensitivity.class, PSensitivity::p));
    }
}
