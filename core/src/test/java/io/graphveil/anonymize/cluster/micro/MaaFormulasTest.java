package io.graphveil.anonymize.cluster.micro;

import io.graphveil.BadInputException;
import io.graphveil.Networks;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.anonymize.cluster.Clusters;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.hierarchy.MaskHierarchy;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Hand-computed values of SPEC 5's distances, centroids and measures. */
class MaaFormulasTest {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [
              {"name": "age", "role": "QUASI_IDENTIFIER", "type": "CONTINUOUS"},
              {"name": "sex", "role": "QUASI_IDENTIFIER", "type": "NOMINAL"},
              {"name": "size", "role": "QUASI_IDENTIFIER", "type": "ORDINAL", "order": ["S", "M", "L", "XL"],
               "gaps": [1, 3, 2]},
              {"name": "grade", "role": "QUASI_IDENTIFIER", "type": "ORDINAL", "order": ["a", "b", "c", "d", "e"]},
              {"name": "zip", "role": "QUASI_IDENTIFIER", "type": "SEMANTIC"},
              {"name": "disease", "role": "SENSITIVE"}
            ]}""");

    static Table table(String... rows) {
        return Table.ofRows(SCHEMA, java.util.Arrays.stream(rows).map(r -> r.split(",")).toList());
    }

    static Centroid centroid(Table t, int column) {
        return Centroid.of(t.schema().attribute(column), t.column(column), t, MicroTables.hierarchies(t));
    }

    static final Table T = table(
            "20,F,S,a,111,flu",
            "30,F,M,a,112,cold",
            "40,M,L,a,121,flu",
            "20,F,XL,e,211,hiv",
            "25,M,S,b,111,flu");

    @Test
    void continuousDistanceIsTheMinMaxNormalizedDifference() {
        Centroid age = centroid(T, 0);
        Column c = T.column(0);
        assertEquals(0.5, age.distance(c.encode("20"), c.encode("30")), 1e-12); // (30-20)/(40-20)
        assertEquals(0.25, age.distance(c.encode("30"), c.encode("25")), 1e-12);
        assertEquals(1.0, age.distance(c.encode("40"), c.encode("20")), 1e-12);
        assertEquals(1.0, age.distance(c.encode("40"), 0), 1e-12, "a missing value is at distance 1");
    }

    @Test
    void ordinalDistanceWeighsTheGaps() {
        Centroid size = centroid(T, 2);
        Column c = T.column(2);
        // gaps S-M 1, M-L 3, L-XL 2; total 6
        assertEquals(1 / 6.0, size.distance(c.encode("S"), c.encode("M")), 1e-12);
        assertEquals(4 / 6.0, size.distance(c.encode("S"), c.encode("L")), 1e-12);
        assertEquals(5 / 6.0, size.distance(c.encode("M"), c.encode("XL")), 1e-12);
        assertEquals(1.0, size.distance(c.encode("XL"), c.encode("S")), 1e-12);
    }

    @Test
    void nominalValuesAreAtDistanceOne() {
        Centroid sex = centroid(T, 1);
        Column c = T.column(1);
        // one-hot scaled by sqrt(0.5): (sqrt .5)^2 + (sqrt .5)^2 = 1
        assertEquals(1.0, sex.distance(c.encode("F"), c.encode("M")), 1e-12);
        assertEquals(0.0, sex.distance(c.encode("F"), c.encode("F")), 0);
        assertEquals(0.5, sex.pairIl(c.encode("F"), c.encode("M")), 1e-12, "each of two is 0.5 from their mean");
    }

    @Test
    void semanticDistanceOnAThreeLevelCodeTree() {
        // 3-digit codes: root * (level 1), 1** (2), 11* (3), 111 (4); W(1,2) = 0, W(2,3) = 1/2, W(3,4) = 1/3
        Hierarchy h = MaskHierarchy.build(List.of("111", "112", "121", "211"), 3);
        CodeTree tree = new CodeTree(h, 1, 0);
        int a = h.node("111");
        int b = h.node("112");
        int c = h.node("121");
        int d = h.node("211");
        // largest: two leaves under the root, 2 (1/2 + 1/3) = 5/3
        assertEquals(5 / 3.0, tree.largest(), 1e-12);
        assertEquals((2 / 3.0) / (5 / 3.0), tree.distance(a, b), 1e-12); // 2 * 1/3 over 5/3 = 0.4
        assertEquals(1.0, tree.distance(a, c), 1e-12); // LCA 1** at level 2: 2 (1/2 + 1/3) / (5/3)
        assertEquals(1.0, tree.distance(a, d), 1e-12, "W(1,2) = 0: the root's children are not told apart");
        assertEquals(0.0, tree.distance(a, a), 0);
        // with W(1,2) = 1: largest 2 (1 + 1/2 + 1/3) = 11/3
        CodeTree weighted = new CodeTree(h, 1, 1);
        assertEquals((2 / 3.0) / (11 / 3.0), weighted.distance(a, b), 1e-12);
        assertEquals((5 / 3.0) / (11 / 3.0), weighted.distance(a, c), 1e-12);
        assertEquals(1.0, weighted.distance(a, d), 1e-12);
        // beta = 2: W(2,3) = 1/4, W(3,4) = 1/9
        CodeTree steep = new CodeTree(h, 2, 0);
        assertEquals((2 / 9.0) / (2 * (1 / 4.0 + 1 / 9.0)), steep.distance(a, b), 1e-12);
        // the schema's SEMANTIC attribute without a hierarchy gets the same tree by prefix
        Centroid zip = centroid(T, 4);
        Column z = T.column(4);
        assertEquals(0.4, zip.distance(z.encode("111"), z.encode("112")), 1e-12);
        assertEquals(1.0, zip.distance(z.encode("111"), z.encode("211")), 1e-12);
    }

    @Test
    void gapsMustMatchTheOrder() {
        Schema wrong = Networks.schema("""
                {"attributes": [{"name": "size", "role": "QUASI_IDENTIFIER", "type": "ORDINAL",
                  "order": ["S", "M", "L"], "gaps": [1, 2, 3]}]}""");
        Table t = Table.ofRows(wrong, List.of(new String[]{"S"}, new String[]{"L"}));
        BadInputException e = assertThrows(BadInputException.class, () -> centroid(t, 0));
        assertTrue(e.getMessage().contains("gaps has 3 weights, its 3 ordered values need 2"), e.getMessage());
    }

    @Test
    void entropyCountsKnownSensitiveValuesOnly() {
        Table t = table("20,F,S,a,111,flu", "20,F,S,a,111,*", "20,F,S,a,111,cold", "20,F,S,a,111,cold");
        Column disease = t.column(5);
        ClusterCounts sensitive = ClusterCounts.ofCodes(disease.dictionarySize(), disease.codes());
        Clusters clusters = new Clusters(4, List.of(sensitive));
        int g = clusters.open(0);
        clusters.add(g, 1);
        assertEquals(0.0, sensitive.entropy(g), 0, "flu and a missing value: one value");
        assertEquals(1, sensitive.distinct(g));
        clusters.add(g, 2);
        assertEquals(1.0, sensitive.entropy(g), 1e-12);
        clusters.add(g, 3);
        // flu 1, cold 2 (the missing value aside): H(1/3, 2/3)
        assertEquals(0.9182958, sensitive.entropy(g), 1e-6);
        assertEquals(sensitive.entropy(g), sensitive.entropyWith(g, -1), 0, "a missing value adds nothing");
    }

    @Test
    void centroidsMeanModeConvexMedianMedoid() {
        Table t = table(
                "20,F,S,a,111,flu", "20,F,S,a,112,flu", "20,M,S,a,121,flu", "35,M,L,e,112,cold");
        Centroid age = centroid(t, 0);
        Centroid sex = centroid(t, 1);
        Centroid size = centroid(t, 2);
        Centroid grade = centroid(t, 3);
        Centroid zip = centroid(t, 4);
        Clusters all = new Clusters(4, List.of(age, sex, size, grade, zip));
        int g = all.open(0);
        all.add(g, 1);
        all.add(g, 2);
        all.add(g, 3);
        assertEquals("23.75", age.label(g), "the mean, two decimals more than the data");
        // normalized 0,0,0,1: mean 0.25, IL = 3*0.25 + 0.75
        assertEquals(1.5, age.il(g), 1e-12);
        assertEquals("F", sex.label(g), "the mode; ties to the least value");
        assertEquals(0.5 * (4 - 8 / 4.0), sex.il(g), 1e-12); // counts 2,2: 1/2 (n - sum n_v^2 / n) = 1
        // grade a,a,a,e: f' = 3,1,1,1,1 over a..e, total 7: the convex median is b (a plain median would be a)
        assertEquals("b", grade.label(g));
        assertEquals(3 * 0.25 + 0.75, grade.il(g), 1e-12);
        // size S,S,S,L: f' = 3,1,1 over S..L, total 5, half at S
        assertEquals("S", size.label(g));
        assertEquals(4 / 6.0, size.il(g), 1e-12);
        // zip 111,112,121,112: S(112) = 0.4 + 1 + 0 = 1.4 is the least
        assertEquals("112", zip.label(g));
        assertEquals(1.4, zip.il(g), 1e-12);
    }

    @Test
    void apfOnATinyTable() {
        // two quasi-identifiers: age 20,30,40,20 (normalized 0, .5, 1, 0) and sex F,F,M,F
        Table t = table("20,F,S,a,111,flu", "30,F,S,a,111,cold", "40,M,S,a,111,flu", "20,F,S,a,111,hiv");
        Centroid age = centroid(t, 0);
        Centroid sex = centroid(t, 1);
        Column disease = t.column(5);
        ClusterCounts sensitive = ClusterCounts.ofCodes(disease.dictionarySize(), disease.codes());
        Clusters clusters = new Clusters(4, List.of(age, sex, sensitive));
        int g = clusters.open(0);
        clusters.add(g, 1);
        // G = {20 F flu, 30 F cold}: mean .25, IL = .5; Ent = 1 bit
        double il = age.il(g) + sex.il(g);
        assertEquals(0.5, il, 1e-12);
        assertEquals(1.0, sensitive.entropy(g), 1e-12);
        // t = 20 F hiv: ages 0, .5, 0, mean 1/6, IL = 2/3; ILA = 1/6; Ent = log2 3; EA = log2 3 - 1
        double ila = age.ilWith(g, t.column(0).encode("20")) + sex.ilWith(g, t.column(1).encode("F")) - il;
        double ea = sensitive.entropyWith(g, disease.encode("hiv")) - 1;
        assertEquals(1 / 6.0, ila, 1e-12);
        assertEquals(Math.log(3) / Math.log(2) - 1, ea, 1e-12);
        assertEquals(6 * (Math.log(3) / Math.log(2) - 1), Apf.apf(ea, ila), 1e-9); // 3.5098
        // t = 40 M flu: ages 0, .5, 1, IL 1; sex F,F,M: 1/2 (3 - 5/3) = 2/3; ILA = 5/3 - 1/2 = 7/6;
        // Ent(flu, cold, flu) = H(2/3, 1/3) = 0.918296; EA = -0.081704; APF = -0.070032
        double ila2 = age.ilWith(g, t.column(0).encode("40")) + sex.ilWith(g, t.column(1).encode("M")) - il;
        double ea2 = sensitive.entropyWith(g, disease.encode("flu")) - 1;
        assertEquals(7 / 6.0, ila2, 1e-12);
        assertEquals(-0.0817042, ea2, 1e-6);
        assertEquals(-0.0817042 / (7 / 6.0), Apf.apf(ea2, ila2), 1e-6);
        assertTrue(Apf.score(ea, ila) < Apf.score(ea2, ila2), "the first candidate ranks first");
    }

    @Test
    void apfWithoutALossIncrease() {
        // ILA = 0: a candidate identical to the cluster
        assertEquals(Double.POSITIVE_INFINITY, Apf.apf(1, 0), "EA > 0 for free ranks above every finite APF");
        assertEquals(0.0, Apf.apf(0, 0), 0);
        assertEquals(Double.NEGATIVE_INFINITY, Apf.apf(-0.5, 0), "EA < 0 at no loss ranks below every finite APF");
        assertEquals(0.0, Apf.apf(1e-14, 0.3), 0, "rounding noise is no gain");
        assertEquals(Double.POSITIVE_INFINITY, Apf.apf(0.2, 1e-15), "rounding noise is no loss");
        assertTrue(Apf.score(1, 0) < Apf.score(1000, 1e-3), "above a finite APF");
        assertTrue(Apf.tieBreak(2) < Apf.tieBreak(1), "among unbounded ones the larger EA first");
        assertEquals(Apf.score(2, 0), Apf.score(1, 0));
        assertTrue(Apf.score(0, 0) < Apf.score(0, 0.5), "no gain: nothing lost first");
        assertTrue(Apf.score(-1, 2) > Apf.score(0, 0) && Apf.score(0, 0) > Apf.score(1, 2));
        assertTrue(Apf.score(-0.5, 0) > Apf.score(-1000, 1e-3), "below a finite APF");
    }

    @Test
    void candidatesThatGainNoEntropyRankByTheirLoss() {
        // Ranked by the ratio, a whole finished cluster that keeps the entropy (EA = 0) would beat
        // every record that costs a little of it, whatever the cluster's loss: merged again and
        // again, one class swallowed every record of Adult's binary salary.
        assertTrue(Apf.score(0, 500) > Apf.score(-0.08, 0.3), "the record with the small loss first");
        assertTrue(Apf.score(-0.08, 0.3) > Apf.score(0.01, 900), "any gain before no gain");
        assertTrue(Apf.score(-0.2, 1) > Apf.score(-0.2, 0.5), "no gain: the least loss first");
        assertEquals(Apf.score(0, 1), Apf.score(-0.5, 1), "same loss: the tie-break (larger EA) decides");
        assertTrue(Apf.lowestScore(0, 2) <= Apf.score(0, 3) && Apf.lowestScore(-1, 2) <= Apf.score(-1, 2)
                && Apf.lowestScore(1, 2) <= Apf.score(1, 2.5), "the bounds never exceed the scores they bound");
    }

    @Test
    void apfWhenTheLossShrinks() {
        // grade a,a,a,e: convex median b, IL = 3/4 + 3/4 = 1.5; one more a moves the median to a: IL = 1.
        // Sensitive flu 2, cold 1, gout 1 (1.5 bits): hiv raises the entropy, a third flu lowers it.
        Table t = table("20,F,S,a,111,flu", "20,F,S,a,111,cold", "20,F,S,a,111,gout", "20,F,S,e,111,flu",
                "20,F,S,a,111,hiv");
        Centroid grade = centroid(t, 3);
        Column disease = t.column(5);
        ClusterCounts sensitive = ClusterCounts.ofCodes(disease.dictionarySize(), disease.codes());
        Clusters clusters = new Clusters(t.rowCount(), List.of(grade, sensitive));
        int g = clusters.open(0);
        for (int r = 1; r < 4; r++) {
            clusters.add(g, r);
        }
        assertEquals(1.5, grade.il(g), 1e-12);
        double ila = grade.ilWith(g, t.column(3).encode("a")) - grade.il(g);
        assertEquals(-0.5, ila, 1e-12, "ILA < 0");
        double gain = sensitive.entropyWith(g, disease.encode("hiv")) - sensitive.entropy(g);
        double loss = sensitive.entropyWith(g, disease.encode("flu")) - sensitive.entropy(g);
        assertTrue(gain > 0 && loss < 0);
        assertEquals(Double.POSITIVE_INFINITY, Apf.apf(gain, ila), "a new value and less loss: the best");
        assertEquals(Double.NEGATIVE_INFINITY, Apf.apf(loss, ila), "not rewarded for the ratio of two negatives");
    }

    @Test
    void boundedAndExhaustiveSearchesChooseAlike() {
        for (long seed = 1; seed <= 4; seed++) {
            Table t = MicroTables.table(300, seed == 4 ? 0.1 : 0, seed);
            for (boolean sae : new boolean[]{true, false}) {
                MicroAggregation fast = sae ? new MaaSae() : new MaaMinil();
                MicroAggregation slow = sae ? new MaaSae(false) : new MaaMinil(false);
                AnonymizationResult a = fast.anonymize(t, MicroTables.hierarchies(t), MicroTables.model(5, 3),
                        SuppressionBudget.none(), seed);
                AnonymizationResult b = slow.anonymize(t, MicroTables.hierarchies(t), MicroTables.model(5, 3),
                        SuppressionBudget.none(), seed);
                assertEquals(b.table(), a.table(), fast.name() + " seed " + seed);
                assertEquals(b.details(), a.details());
            }
        }
    }
}
