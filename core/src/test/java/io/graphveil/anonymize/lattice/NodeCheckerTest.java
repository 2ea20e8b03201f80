package io.graphveil.anonymize.lattice;

import io.graphveil.anonymize.HierarchicalColumn;
import io.graphveil.group.Partition;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.io.Dataset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

class NodeCheckerTest {
    /**
     * Whatever order nodes are checked in (so whichever kept grouping a node is generalized from),
     * its classes are those of grouping every row on its generalized values directly.
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4})
    void rolledUpClassesEqualDirectGrouping(long seed) {
        Dataset data = LatticeFixtures.table(seed, 400, true);
        NodeChecker checker = new NodeChecker(data.table(), data.hierarchies(), PrivacyModel.of(new KAnonymity(3)),
                SuppressionBudget.none());
        Lattice lattice = checker.lattice();
        int[] order = new int[lattice.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        for (int node : order) {
            int[][] keys = new int[lattice.dimensions()][];
            for (int j = 0; j < keys.length; j++) {
                keys[j] = checker.column(j).nodesAt(lattice.level(node, j));
            }
            Partition direct = Partition.byKeys(keys, data.table().rowCount());
            NodeCheck check = checker.check(node);
            assertSameClasses(direct, check.classes());
            int star = -1;
            for (int c = 0; c < direct.classCount(); c++) {
                int r = direct.member(direct.start(c));
                boolean all = true;
                for (int j = 0; j < keys.length; j++) {
                    HierarchicalColumn column = checker.column(j);
                    all &= keys[j][r] == column.hierarchy().root();
                }
                star = all ? c : star;
            }
            assertEquals(star < 0 ? -1 : check.classes().classOf(direct.member(direct.start(star))), check.starClass());
            long small = 0;
            for (int c = 0; c < direct.classCount(); c++) {
                small += direct.size(c) < 3 ? direct.size(c) : 0;
            }
            assertEquals(small, check.violatingRecords());
            assertEquals(small == 0, check.anonymous());
        }
    }

    static void assertSameClasses(Partition expected, Partition actual) {
        assertEquals(expected.classCount(), actual.classCount());
        int[] map = new int[expected.classCount()];
        java.util.Arrays.fill(map, -1);
        for (int r = 0; r < expected.rowCount(); r++) {
            int e = expected.classOf(r);
            if (map[e] < 0) {
                map[e] = actual.classOf(r);
            }
            assertEquals(map[e], actual.classOf(r), "row " + r);
        }
    }
}
