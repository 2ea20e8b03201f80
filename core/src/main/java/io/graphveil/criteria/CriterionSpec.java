package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.verify.Claim;
import io.graphveil.verify.EntropyLCheck;
import io.graphveil.verify.SensitivityClaim;
import io.graphveil.verify.TClosenessCheck;

import java.util.Map;
import java.util.TreeMap;

/**
 * One criterion of a privacy model as the user states it: the option that states it, the rule its
 * value must meet (checked once, here, when it is made), the criterion a search uses, and the part
 * of the claim the independent verifier checks. A {@link ModelSpec} is a list of them. Adding a
 * criterion end to end: the criterion, its record here, its verifier check, and its command-line
 * option.
 *
 * <p>Persons or rows: in the graph pipeline (safe rules) k and α count distinct persons; the
 * criteria on the SENSITIVE attribute (l, entropy l, t, p, w) count the rows that carry a value,
 * and a split person's SENSITIVE value sits on its primary copy only (the shadow shows none), so
 * they count persons too.
 */
public sealed interface CriterionSpec {

    /** The command-line option that states this criterion. */
    String option();

    /** The option's value as the user would write it. */
    String value();

    /** The criterion a search uses. */
    PrivacyCriterion build(Context context);

    /** {@code claim} with this criterion's part added, for the verifier. */
    Claim claim(Claim claim, Context context);

    /**
     * What building a criterion may need.
     *
     * @param table       the table the criterion judges
     * @param hierarchies its hierarchies
     * @param personOf    the person of each row (graph pipeline), or null: rows are persons
     * @param valueRows   the rows that carry a person's values (graph pipeline), or null: all
     * @param published   the published schema, once there is one (the claim reads it), or null
     * @param alphaRows    α counts rows even though {@code personOf} is known (the paper's rules with
     *                     {@code --strict-persons}, where only k counts persons)
     * @param sensitive    the known SENSITIVE values of the rows carrying values, counted, when
     *                     {@code table} is not at hand (an engine that counts them itself), or null
     */
    record Context(Table table, Hierarchies hierarchies, int[] personOf, boolean[] valueRows, Schema published,
                   boolean alphaRows, Map<String, Integer> sensitive) {
        /** A plain table: every row a person. */
        public static Context of(Table table, Hierarchies hierarchies) {
            return new Context(table, hierarchies, null, null, null, false, null);
        }

        /**
         * No table at hand: the hierarchies and the SENSITIVE values counted elsewhere (or null);
         * {@code schema} (the policy, whose names, roles and hierarchies the published schema
         * keeps) stands for the published one.
         */
        public static Context counted(Schema schema, Hierarchies hierarchies, Map<String, Integer> sensitive) {
            return new Context(null, hierarchies, null, null, schema, false, sensitive);
        }

        /**
         * The same context on a graph's split table whose rows carrying a person's values an engine
         * marks itself (a distributed one, without the arrays): the claims on the SENSITIVE values
         * count persons, as {@link #valueRows} given would make them.
         */
        public Context overPersons() {
            return new Context(table, hierarchies, personOf, valueRows == null ? new boolean[0] : valueRows,
                    published, alphaRows, sensitive);
        }

        /** The same context with the published schema. */
        public Context published(Schema schema) {
            return new Context(table, hierarchies, personOf, valueRows, schema, alphaRows, sensitive);
        }

        /**
         * The known SENSITIVE values of the rows carrying values, counted: the distribution the
         * anonymization starts from; null when neither the table nor its counts are at hand.
         */
        public Map<String, Integer> sensitiveCounts() {
            if (table == null) {
                return sensitive;
            }
            int s = SensitiveValues.attribute(table.schema());
            Column column = table.column(s);
            Map<String, Integer> counts = new TreeMap<>();
            for (int r = 0; r < column.size(); r++) {
                if (column.code(r) != Column.MISSING_CODE && (valueRows == null || valueRows[r])) {
                    counts.merge(column.decode(column.code(r)), 1, Integer::sum);
                }
            }
            return counts;
        }
    }

    /** k-anonymity: every class holds at least k persons (rows when no person is known). */
    record K(int k) implements CriterionSpec {
        public K {
            if (k < 2) {
                throw new BadParameterException("--k must be at least 2, not " + k);
            }
        }

        @Override
        public String value() {
            return String.valueOf(k);
        }

        @Override
        public String option() {
            return "--k";
        }

        @Override
        public PrivacyCriterion build(Context c) {
            return c.personOf() != null ? new DistinctPersonsKAnonymity(k, c.personOf()) : new KAnonymity(k);
        }

        @Override
        public Claim claim(Claim claim, Context c) {
            return new Claim(k, claim.alpha(), claim.l(), claim.p(), claim.maxSuppressed(), claim.strictPersons(),
                    claim.sensitivity(), claim.checks());
        }
    }

    /** α-deassociation: in every class at most an α share of the persons show each private value. */
    record Alpha(double alpha) implements CriterionSpec {
        public Alpha {
            if (!(alpha > 0 && alpha <= 1)) {
                throw new BadParameterException("--alpha must be in (0,1], not " + alpha);
            }
        }

        @Override
        public String value() {
            return String.valueOf(alpha);
        }

        @Override
        public String option() {
            return "--alpha";
        }

        @Override
        public PrivacyCriterion build(Context c) {
            return new AlphaDeassociation(alpha, c.alphaRows() ? null : c.personOf());
        }

        @Override
        public Claim claim(Claim claim, Context c) {
            return new Claim(claim.k(), alpha, claim.l(), claim.p(), claim.maxSuppressed(), claim.strictPersons(),
                    claim.sensitivity(), claim.checks());
        }
    }

    /** Distinct l-diversity of the SENSITIVE attribute. */
    record DistinctL(int l) implements CriterionSpec {
        public DistinctL {
            if (l < 2) {
                throw new BadParameterException("--l must be at least 2, not " + l);
            }
        }

        @Override
        public String value() {
            return String.valueOf(l);
        }

        @Override
        public String option() {
            return "--l";
        }

        @Override
        public PrivacyCriterion build(Context c) {
            return new DistinctLDiversity(l);
        }

        @Override
        public Claim claim(Claim claim, Context c) {
            return new Claim(claim.k(), claim.alpha(), l, claim.p(), claim.maxSuppressed(), claim.strictPersons(),
                    claim.sensitivity(), claim.checks());
        }
    }

    /** Entropy l-diversity of the SENSITIVE attribute. */
    record EntropyL(double l) implements CriterionSpec {
        public EntropyL {
            if (!(l > 1) || Double.isInfinite(l)) {
                throw new BadParameterException("--entropy-l must be a number above 1, not " + l);
            }
        }

        @Override
        public String value() {
            return String.valueOf(l);
        }

        @Override
        public String option() {
            return "--entropy-l";
        }

        @Override
        public PrivacyCriterion build(Context c) {
            return new EntropyLDiversity(l);
        }

        @Override
        public Claim claim(Claim claim, Context c) {
            return claim.with(new EntropyLCheck(l));
        }
    }

    /**
     * t-closeness of the SENSITIVE attribute to its distribution in the table the search starts
     * from; the claim carries that distribution, since suppression blanks rows of the published one.
     */
    record T(double t) implements CriterionSpec {
        public T {
            if (!(t > 0 && t <= 1)) {
                throw new BadParameterException("--t must be in (0,1], not " + t);
            }
        }

        @Override
        public String value() {
            return String.valueOf(t);
        }

        @Override
        public String option() {
            return "--t";
        }

        @Override
        public PrivacyCriterion build(Context c) {
            return new TCloseness(t, c.sensitiveCounts());
        }

        /** Without the table the search started from (a claim read from files), the published one's distribution. */
        @Override
        public Claim claim(Claim claim, Context c) {
            return claim.with(new TClosenessCheck(t, c.sensitiveCounts()));
        }
    }

    /** p-sensitivity of the SENSITIVE attribute (p-sensitive k-anonymity: p at most k). */
    record P(int p) implements CriterionSpec {
        public P {
            if (p < 2) {
                throw new BadParameterException("--p must be at least 2, not " + p);
            }
        }

        @Override
        public String value() {
            return String.valueOf(p);
        }

        @Override
        public String option() {
            return "--p";
        }

        @Override
        public PrivacyCriterion build(Context c) {
            return new PSensitivity(p);
        }

        @Override
        public Claim claim(Claim claim, Context c) {
            return new Claim(claim.k(), claim.alpha(), claim.l(), p, claim.maxSuppressed(), claim.strictPersons(),
                    claim.sensitivity(), claim.checks());
        }
    }

    /** Personalized (w,l,k)-anonymity's w: the mean general sensitivity of every class is at most w. */
    record W(double w, SensitivityWeights weights) implements CriterionSpec {
        public W {
            if (!(w > 0 && w <= 1)) {
                throw new BadParameterException("--w must be in (0,1], not " + w);
            }
            if (weights == null) {
                weights = SensitivityWeights.defaults(0.5);
            }
        }

        @Override
        public String value() {
            return String.valueOf(w);
        }

        @Override
        public String option() {
            return "--w";
        }

        @Override
        public PrivacyCriterion build(Context c) {
            if (c.table() == null) {
                // an engine that counts the weights itself: the height from the schema's hierarchy
                if (c.published() == null || c.hierarchies() == null) {
                    throw new IllegalStateException("w without a table reads the schema and its hierarchies");
                }
                return new AverageSensitivity(w, weights,
                        AverageSensitivity.requirementHeight(c.published(), c.hierarchies()));
            }
            AverageSensitivity criterion = new AverageSensitivity(w, weights,
                    AverageSensitivity.requirementHeight(c.table(), c.hierarchies()));
            criterion.perRecord(c.table());
            return c.valueRows() == null ? criterion : criterion.countingOnly(c.valueRows());
        }

        @Override
        public Claim claim(Claim claim, Context c) {
            if (c.published() == null) {
                throw new IllegalStateException("w's claim reads the published schema");
            }
            // over persons where the criterion counts the rows carrying a person's values
            return claim.withSensitivity(new SensitivityClaim(w, weights.mu(),
                    weights.frequency() == SensitivityWeights.Frequency.RELATIVE, weights.levelWeights(),
                    weights.requirementWeights(), SensitivityClaim.requirementHeight(c.published()),
                    c.valueRows() != null));
        }
    }

    /** Whether {@code schema} has the one SENSITIVE attribute the criteria on it need. */
    static boolean hasSensitive(Schema schema) {
        return schema.indexesOf(AttributeRole.SENSITIVE).length == 1;
    }
}
