package io.graphveil.pipeline;

import io.graphveil.Networks;
import io.graphveil.Stopwatch;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.anonymize.catalog.Anonymizers;
import io.graphveil.io.Dataset;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Column;
import io.graphveil.model.Table;
import io.graphveil.anonymize.lattice.UtilityMetric;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A full-domain algorithm's classes must leave the decoy plan non-holders enough to hide each
 * class's holders (docs/DECISIONS.md, "Classes short of non-holders generalize"): a group of persons
 * who are mostly holders is not published as a class of its own, whose shadows would all be holders'.
 */
class ClassesShortOfNonHoldersTest {

    /** The women aged 45 or more made holders, all but one in five: a class of them could not be balanced. */
    private static Dataset holderHeavy(long seed) {
        Dataset d = Networks.movieLensLike(800, 0.05, 0.1, 6, seed);
        AttributeSocialNetwork g = d.network();
        Table t = g.table();
        int occupation = t.schema().indexOf("occupation");
        Attribute attribute = t.schema().attribute(occupation);
        Column column = t.column(occupation);
        String[] dictionary = new String[column.dictionarySize()];
        int privateCode = -1;
        for (int c = 0; c < dictionary.length; c++) {
            dictionary[c] = column.decode(c);
            if (privateCode < 0 && c != Column.MISSING_CODE && attribute.isPrivateValue(dictionary[c])) {
                privateCode = c;
            }
        }
        int[] codes = column.codes();
        int gender = t.schema().indexOf("gender");
        int age = t.schema().indexOf("age");
        int made = 0;
        for (int v = 0; v < codes.length; v++) {
            if (t.value(v, gender).equals("F") && t.value(v, age).compareTo("45") >= 0 && made++ % 5 != 0) {
                codes[v] = privateCode;
            }
        }
        assertTrue(made >= 10, "the generator draws enough women aged 45 or more: " + made);
        Table changed = t.withColumn(occupation, Column.fromCodes(codes, dictionary));
        return Dataset.ofGraph(AttributeSocialNetwork.of(changed, g.structure()), d.hierarchies());
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @CsvSource({"datafly, 1", "datafly, 2", "datafly, 3", "flash, 1", "l-incognito, 2"})
    void everyClassKeepsItsHoldersHidden(String algorithm, long seed) {
        Dataset d = holderHeavy(seed);
        AnonymizeOptions options = new AnonymizeOptions(5, 0.5, null, null, false, false, false, seed,
                GraphUtility.DEFAULT_EXACT_CLOSENESS_LIMIT, false);
        TableAnonymizer anonymizer = Anonymizers.byName(algorithm,
                new Anonymizers.Settings(false, UtilityMetric.LOSS, false));
        GraphPipeline.Outcome out = GraphPipeline.run(d, options, anonymizer, new Stopwatch());
        Map<String, Object> plan = out.split().plan();
        assertEquals(Map.of(), plan.get("strata_without_holder_status_protection"));
        assertEquals(true, plan.get("holder_status_protected"));
        assertEquals(0, out.shadowBalance().aboveAlpha(), "strata above alpha on the publication");
    }
}
