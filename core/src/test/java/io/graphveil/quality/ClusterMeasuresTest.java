package io.graphveil.quality;

import io.graphveil.Networks;
import io.graphveil.group.Partition;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Hand-computed ILoss, ILossRate, VMR, RMR, NCP, GCP, L and RL. */
class ClusterMeasuresTest {
    static final Schema S = Networks.schema("""
            {"attributes": [
              {"name": "age", "role": "QUASI_IDENTIFIER", "type": "CONTINUOUS"},
              {"name": "job", "role": "QUASI_IDENTIFIER", "type": "NOMINAL"},
              {"name": "note", "role": "NON_PRIVACY"}
            ]}""");

    static Hierarchies hierarchies() {
        Hierarchy.Builder age = new Hierarchy.Builder(null);
        for (String[] row : new String[][]{{"26", "[20,30)", "*"}, {"35", "[30,40)", "*"}, {"48", "[40,50)", "*"}}) {
            age.add(row, 0);
        }
        Hierarchy.Builder job = new Hierarchy.Builder(null);
        for (String[] row : new String[][]{{"cook", "kitchen", "*"}, {"chef", "kitchen", "*"}, {"clerk", "office", "*"},
                {"boss", "office", "*"}}) {
            job.add(row, 0);
        }
        return Hierarchies.empty().with("age", age.build()).with("job", job.build());
    }

    static QualityInput input(String[][] before, String[][] after, int[] classOf, int classes) {
        return new QualityInput(Table.ofRows(S, List.of(before)), Table.ofRows(S, List.of(after)), hierarchies(),
                Partition.of(classOf, classes), 2);
    }

    static final String[][] BEFORE = {{"26", "cook", "a"}, {"48", "chef", "b"}, {"35", "*", "c"}, {"*", "clerk", "d"}};

    @Test
    void informationLossFollowsSpecTwo() {
        QualityInput in = input(BEFORE, new String[][]{
                {"[20,30)", "kitchen", "a"}, // 11/23 (SPEC 2's test vector) + 2/4
                {"48", "*", "b"},            // 0 + 1
                {"[30~48]", "*", "c"},       // (48-30+1)/23 + 0 (already missing)
                {"*", "{boss|clerk|cook}", "d"}}, // 0 + 3/4
                new int[]{0, 0, 1, 1}, 2);
        double expected = 11 / 23.0 + 0.5 + 1 + 19 / 23.0 + 0.75;
        assertEquals(expected, InformationLoss.total().evaluate(in), 1e-12);
        assertEquals(expected / 8, InformationLoss.rate().evaluate(in), 1e-12, "no record deleted");
        assertEquals(2 / 8.0, MissingRate.values().evaluate(in), 1e-12, "VMR: 2 of 8 cells");
        assertEquals(2 / 4.0, MissingRate.records().evaluate(in), 1e-12, "RMR: 2 of 4 records");
    }

    @Test
    void aSuppressedRecordPaysPerKnownCellAndADeletedOneNrOverN() {
        QualityInput in = input(BEFORE, new String[][]{
                {"26", "cook", "a"}, {"48", "chef", "b"}, {"35", "*", "c"}, {"*", "*", "d"}},
                new int[]{0, 0, 0, -1}, 1);
        assertEquals(1, InformationLoss.total().evaluate(in), "the suppressed record's one known cell");
        assertEquals(1 / 8.0, InformationLoss.rate().evaluate(in), 1e-12, "published tables delete nothing");
        assertEquals(1 / 8.0 + 2 / 4.0, InformationLoss.rate(1, 4, 2, 2), 1e-12, "ILoss/(n·m) + n_r/n");
    }

    @Test
    void certaintyPenalty() {
        QualityInput in = input(BEFORE, new String[][]{
                {"[26~35]", "kitchen", "a"}, // 9/22 + 2/4
                {"48", "chef", "b"},         // 0
                {"[26~35]", "*", "c"},       // 9/22 + 0
                {"*", "*", "d"}},            // 0 + 1
                new int[]{0, 1, 0, -1}, 2);
        double ncp = 9 / 22.0 + 0.5 + 9 / 22.0 + 1;
        assertEquals(ncp, CertaintyPenalty.total().evaluate(in), 1e-12);
        assertEquals(ncp / 8, CertaintyPenalty.global().evaluate(in), 1e-12);
    }

    @Test
    void lossAndRelativeLossOnIntervalsSetsAndLabels() {
        QualityInput in = input(BEFORE, new String[][]{
                {"[26~35]", "{chef|cook}", "a"}, // 10 + 2
                {"48", "kitchen", "b"},          // 0 + 2 (a label covers its leaves)
                {"[26~35]", "*", "c"},           // 10 + 0 (already missing)
                {"*", "*", "d"}},                // 0 + 3 (the data's 3 jobs)
                new int[]{0, 1, 0, -1}, 2);
        assertEquals(10 + 2 + 2 + 10 + 3, ClusteringLoss.total().evaluate(in), 1e-12);
        // one class: every known age to [26,48] (23), every known job to all 3 jobs
        double oneClass = 3 * 23 + 3 * 3;
        assertEquals(27 / oneClass, ClusteringLoss.relative().evaluate(in), 1e-12);
    }
}
