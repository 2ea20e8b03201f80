package io.graphveil.anonymize.lattice;

import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.SuppressionBudget;

import io.graphveil.anonymize.cluster.RandomTables;
import io.graphveil.criteria.DistinctLDiversity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.ClassAggregates;
import io.graphveil.criteria.Needs;
import io.graphveil.criteria.PrivacyCriterion;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IncognitoTest {
    /** The same criterion, declared not monotone: the search must check every node. */
    static PrivacyCriterion opaque(PrivacyCriterion c) {
        return new PrivacyCriterion() {
            public String name() {
                return c.name();
            }

            public String describe() {
                return c.describe();
            }

            public boolean isMonotone() {
                return false;
            }

            public Set<String> reads(Schema schema) {
                return c.reads(schema);
            }

            public Needs needs(Table table) {
                return c.needs(table);
            }

            public boolean[] judge(ClassAggregates classes) {
                return c.judge(classes);
            }

            public String why(ClassAggregates classes, int cls) {
                return c.why(classes, cls);
            }
        };
    }

    /** Subset and generalization pruning find exactly the minimal nodes an exhaustive search finds. */
    @ParameterizedTest
    @CsvSource({"2, 2, 0, 1", "4, 3, 0, 2", "5, 4, 2, 3", "3, 2, 10, 4"})
    void pruningLosesNothing(int k, int l, int budget, long seed) {
        Table t = RandomTables.table(250, 0.05, seed);
        Hierarchies h = RandomTables.hierarchies(t);
        SuppressionBudget b = budget == 0 ? SuppressionBudget.none() : SuppressionBudget.sweeney(budget);
        AnonymizationResult pruned = new Incognito().anonymize(t, h,
                PrivacyModel.of(new KAnonymity(k), new DistinctLDiversity(l)), b, 1);
        AnonymizationResult exhaustive = new Incognito().anonymize(t, h,
                PrivacyModel.of(opaque(new KAnonymity(k)), opaque(new DistinctLDiversity(l))),
                b, 1);
        assertEquals(false, exhaustive.details().get("pruned"));
        assertEquals(true, pruned.details().get("pruned"));
        assertEquals(exhaustive.details().get("qi_levels"), pruned.details().get("qi_levels"));
        assertEquals(exhaustive.details().get("minimal_nodes"), pruned.details().get("minimal_nodes"));
        assertEquals(exhaustive.table(), pruned.table());
        assertTrue((long) pruned.details().get("checks") <= (long) exhaustive.details().get("checks"));
        assertTrue(pruned.suppressedByAlgorithmCount() <= budget);
        RandomTables.assertSameGrouping(pruned);
    }
}
