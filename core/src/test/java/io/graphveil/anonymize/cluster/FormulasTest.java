package io.graphveil.anonymize.cluster;

import io.graphveil.quality.Loss;
import io.graphveil.Networks;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Hand-computed values of every distance formula of SPEC 2 and 3. */
class FormulasTest {
    /** Three leaves: a and b under "ab", c under "cc"; shares 0.5, 0.3, 0.2 (a missing value does not count). */
    static Hierarchy threeLeaves() {
        Hierarchy.Builder b = new Hierarchy.Builder(null);
        b.add(new String[]{"a", "ab", "*"}, 0);
        b.add(new String[]{"b", "ab", "*"}, 0);
        b.add(new String[]{"c", "cc", "*"}, 0);
        return b.build();
    }

    static final Column COLUMN = Column.of("a", "a", "a", "a", "a", "b", "b", "b", "c", "c", "*");
    static final Hierarchy H = threeLeaves();
    static final CodedHierarchy CODED = new CodedHierarchy("x", COLUMN, H);

    @Test
    void kaimInformationAndGeneralizationRateOnAThreeLeafHierarchy() {
        Hierarchy h = H;
        Column column = COLUMN;
        CodedHierarchy coded = CODED;
        KaimInformation info = new KaimInformation(coded, column, KaimInformation.Rate.EXTENDED);
        int a = h.node("a");
        int b = h.node("b");
        int c = h.node("c");
        int ab = h.node("ab");
        int cc = h.node("cc");
        int root = h.root();
        // Info(ab) = -(0.5 ln 0.5 + 0.3 ln 0.3) = 0.346574 + 0.361192
        assertEquals(0.707766, info.info(ab), 1e-6);
        assertEquals(0.321888, info.info(cc), 1e-6); // -0.2 ln 0.2
        assertEquals(1.029653, info.info(root), 1e-6); // the attribute's entropy, the maximum
        assertEquals(0, info.info(a));
        assertEquals(0.346574, info.c(a), 1e-6); // |0.5 ln 0.5|
        assertEquals(0.178515, info.c(ab), 1e-6); // |0.8 ln 0.8|
        assertEquals(0, info.c(root), 0);
        // A leaf: eq. 9, Info(y) / |p ln p|.
        assertEquals(0.707766 / 0.346574, info.rate(a, ab), 1e-5); // 2.0422
        assertEquals(1.029653 / 0.361192, info.rate(b, root), 1e-5); // 2.8507
        assertEquals(1.0, info.rate(c, cc), 1e-12, "a single leaf's parent: -p ln p over |p ln p|");
        // An inner node: (Info(y) - Info(x)) / (Info(x) + c(x)).
        assertEquals((1.029653 - 0.707766) / (0.707766 + 0.178515), info.rate(ab, root), 1e-5); // 0.3632
        assertEquals(0, info.rate(ab, ab), "GR(x,x) = 0");
        assertEquals(0, info.rate(root, root), "a missing value generalizes to nothing new");
        KaimInformation literal = new KaimInformation(coded, column, KaimInformation.Rate.LITERAL);
        assertEquals(info.rate(a, ab), literal.rate(a, ab), 1e-12, "the two agree on leaves");
        // eq. 9 as printed: Info(v*) / (Info(v) + c(v))
        assertEquals(1.029653 / (0.707766 + 0.178515), literal.rate(ab, root), 1e-5); // 1.1618
        assertEquals(0.707766 / (0.707766 + 0.178515), literal.rate(ab, ab), 1e-5,
                "the literal eq. 9 charges GR(x,x) > 0");
        KaimInformation entropy = new KaimInformation(coded, column, KaimInformation.Rate.ENTROPY);
        // (Info(y) - Info(x)) / (Info(x) + H(A)), H(A) = Info(root)
        assertEquals(0.707766 / 1.029653, entropy.rate(a, ab), 1e-5);
        assertEquals((1.029653 - 0.707766) / (0.707766 + 1.029653), entropy.rate(ab, root), 1e-5);
    }

    @Test
    void kaimRecordAndGroupDistances() {
        Hierarchy h = H;
        Column column = COLUMN;
        CodedHierarchy coded = CODED;
        KaimInformation info = new KaimInformation(coded, column, KaimInformation.Rate.EXTENDED);
        HierarchyRepresentative centre = new HierarchyRepresentative(coded, column);
        KaimCost cost = new KaimCost(centre, info);
        Clusters clusters = new Clusters(column.size(), List.of(centre));
        int g = clusters.open(0); // a
        clusters.add(g, 5); // b: centre ab
        assertEquals("ab", centre.label(g));
        double grAab = 0.707766 / 0.346574;
        double grBab = 0.707766 / 0.361192;
        double grCroot = 1.029653 / 0.321888;
        double grAbRoot = (1.029653 - 0.707766) / (0.707766 + 0.178515);
        // D(t,G) = GR(t,t*) + |G|·GR(g,t*)
        assertEquals(grAab, cost.cost(g, 2, column.encode("a")), 1e-4, "under the centre: only the record climbs");
        assertEquals(grCroot + 2 * grAbRoot, cost.cost(g, 2, column.encode("c")), 1e-4);
        assertEquals(2 * grAbRoot, cost.cost(g, 2, Column.MISSING_CODE), 1e-4, "a missing record only widens g");
        // D(t1,t2) = GR(t1,t*) + GR(t2,t*)
        double[] row = new double[cost.codeCount()];
        cost.fillRowForValue(column.encode("a"), row);
        assertEquals(grAab + grBab, row[column.encode("b")], 1e-4);
        double[] groupRow = new double[cost.codeCount()];
        cost.fillRow(g, 2, groupRow);
        assertEquals(cost.cost(g, 2, column.encode("c")), groupRow[column.encode("c")], 1e-12, "rows and direct agree");
        int other = clusters.open(8); // c
        assertEquals(2 * grAbRoot + grCroot, cost.between(g, 2, other, 1), 1e-4, "|G|·GR(g,t*) + |H|·GR(h,t*)");
    }

    static final Schema LINE = Networks.schema("""
            {"attributes": [
              {"name": "age", "role": "QUASI_IDENTIFIER", "type": "CONTINUOUS"},
              {"name": "colour", "role": "QUASI_IDENTIFIER", "type": "NOMINAL"}
            ]}""");

    @Test
    void lossOnIntervalsAndSets() {
        // SPEC 3: an original point value joining [a*,b*] loses b*-a*+1; a value joining a set of s loses s.
        assertEquals(6, Loss.ordered(25, 25, 25, 30));
        assertEquals(0, Loss.ordered(25, 30, 25, 30), "unchanged");
        assertEquals(16 / 6.0, Loss.ordered(25, 30, 25, 40), 1e-12, "[25,30] to [25,40]");
        assertEquals(3, Loss.unordered(1, 3));
        assertEquals(1.5, Loss.unordered(2, 3));
        assertEquals(0, Loss.unordered(2, 2));
        Table t = Table.ofRows(LINE, List.of(new String[]{"25", "red"}, new String[]{"30", "blue"},
                new String[]{"40", "green"}, new String[]{"*", "*"}));
        IntervalRepresentative age = new IntervalRepresentative(OrderedValues.of(LINE.attribute(0), t.column(0)),
                t.column(0));
        SetRepresentative colour = new SetRepresentative(t.column(1));
        Clusters clusters = new Clusters(4, List.of(age, colour));
        int g = clusters.open(0);
        clusters.add(g, 1);
        assertEquals("[25~30]", age.label(g));
        assertEquals("{blue|red}", colour.label(g));
        LossCost.Ordered ageCost = new LossCost.Ordered(age);
        LossCost.Unordered colourCost = new LossCost.Unordered(colour, t.column(1).dictionarySize());
        // DS(t,G) = L(t,t*) + |G|·L(tg,t*): 40 joining [25,30] makes [25,40]
        assertEquals(16 + 2 * 16 / 6.0, ageCost.cost(g, 2, t.column(0).encode("40")), 1e-12);
        assertEquals(6, ageCost.cost(g, 2, t.column(0).encode("25")), "inside the interval: only the record's own loss");
        // green joining {blue, red}: L(green, {3}) = 3, L({2}, {3}) = 1.5
        assertEquals(3 + 2 * 1.5, colourCost.cost(g, 2, t.column(1).encode("green")), 1e-12);
        // a missing value joining: t* is the whole domain (3 colours, ages 25..40)
        assertEquals(2 * 1.5, colourCost.cost(g, 2, Column.MISSING_CODE), 1e-12);
        assertEquals(2 * 16 / 6.0, ageCost.cost(g, 2, Column.MISSING_CODE), 1e-12);
        // DS(t1,t2) = L(t1,t*) + L(t2,t*): 25 and 40 → 16 + 16; red and green → 2 + 2
        double[] row = new double[ageCost.codeCount()];
        ageCost.fillRowForValue(t.column(0).encode("25"), row);
        assertEquals(32, row[t.column(0).encode("40")], 1e-12);
        double[] crow = new double[colourCost.codeCount()];
        colourCost.fillRowForValue(t.column(1).encode("red"), crow);
        assertEquals(4, crow[t.column(1).encode("green")], 1e-12);
        // DS(G,H) = |G|·L(tg,t*) + |H|·L(th,t*)
        int h = clusters.open(2);
        assertEquals(2 * 16 / 6.0 + 16, ageCost.between(g, 2, h, 1), 1e-12);
        assertEquals(2 * 1.5 + 3, colourCost.between(g, 2, h, 1), 1e-12);
        clusters.add(h, 3);
        assertEquals("*", age.label(h), "a missing member makes the whole domain");
        assertEquals("*", colour.label(h));
    }

    @Test
    void ncpOfNumericAndCategoricalClusters() {
        Column column = COLUMN;
        CodedHierarchy coded = CODED;
        HierarchyRepresentative node = new HierarchyRepresentative(coded, column);
        NcpHierarchyCost cost = new NcpHierarchyCost(node);
        Clusters clusters = new Clusters(column.size(), List.of(node));
        int g = clusters.open(0); // a: NCP 0
        // IL increase = (|c|+1)·NCP(c ∪ r) − |c|·NCP(c): a joins b under ab (2 of 3 leaves)
        assertEquals(2 * 2 / 3.0, cost.cost(g, 1, column.encode("b")), 1e-12);
        assertEquals(2 * 1.0, cost.cost(g, 1, column.encode("c")), 1e-12);
        clusters.add(g, 5);
        assertEquals(3 * 1.0 - 2 * 2 / 3.0, cost.cost(g, 2, column.encode("c")), 1e-12);

        Table t = Table.ofRows(LINE, List.of(new String[]{"20", "red"}, new String[]{"30", "red"},
                new String[]{"60", "red"}));
        IntervalRepresentative age = new IntervalRepresentative(OrderedValues.of(LINE.attribute(0), t.column(0)),
                t.column(0));
        NcpIntervalCost ageCost = new NcpIntervalCost(age);
        Clusters c2 = new Clusters(3, List.of(age));
        int k = c2.open(0);
        // [20,30] over the range 20..60: 10/40 per record, 2 records
        assertEquals(2 * 0.25, ageCost.cost(k, 1, t.column(0).encode("30")), 1e-12);
        assertEquals(2 * 1.0, ageCost.cost(k, 1, Column.MISSING_CODE), 1e-12, "a missing value: the whole range");
    }
}
