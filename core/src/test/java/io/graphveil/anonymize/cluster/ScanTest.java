package io.graphveil.anonymize.cluster;

import io.graphveil.Networks;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScanTest {
    static final Schema S = Networks.schema("""
            {"attributes": [{"name": "x", "role": "QUASI_IDENTIFIER"}, {"name": "y", "role": "QUASI_IDENTIFIER"}]}""");

    static Table table(int n, int distinct, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(new String[]{String.valueOf(random.nextInt(distinct)), String.valueOf(random.nextInt(distinct))});
        }
        return Table.ofRows(S, rows);
    }

    @Test
    void profilesCollapseIdenticalRecords() {
        Table t = Table.ofRows(S, List.of(new String[]{"a", "b"}, new String[]{"a", "c"}, new String[]{"a", "b"}));
        Profiles p = Profiles.of(t, new int[]{0, 1});
        assertEquals(2, p.profileCount());
        assertEquals(p.profileOf(0), p.profileOf(2));
        assertEquals(0, p.member(p.start(p.profileOf(2))), "a profile's records ascend");
        RecordPool pool = new RecordPool(p);
        assertEquals(0, pool.lowestRecord(p.profileOf(2)));
        pool.remove(0);
        assertEquals(2, pool.lowestRecord(p.profileOf(2)));
        pool.remove(2);
        assertEquals(1, pool.activeCount(), "a profile without records leaves the scan");
        assertThrows(IllegalStateException.class, () -> pool.remove(2));
        assertEquals(1, pool.randomRecord(new SplittableRandom(1)));
    }

    /** Parallel chunks or not, the winner is the least score, then the lowest record index. */
    @ParameterizedTest
    @ValueSource(ints = {50, 5000, 40000})
    void theWinnerIsTheLowestIndexAmongTheBest(int n) {
        Table t = table(n, 120, n);
        Profiles p = Profiles.of(t, new int[]{0, 1});
        RecordPool pool = new RecordPool(p);
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < n / 3; i++) {
            int r = pool.randomRecord(random);
            pool.remove(r);
        }
        // few distinct scores: many ties
        ProfileScore score = q -> (p.code(q, 0) * 7 + p.code(q, 1)) % 5;
        Scan.Best best = Scan.nearestRecord(pool, score);
        int expected = -1;
        for (int r = 0; r < n; r++) {
            if (pool.contains(r) && (expected < 0 || score.score(p.profileOf(r)) < score.score(p.profileOf(expected)))) {
                expected = r;
            }
        }
        assertEquals(expected, best.index());
        assertEquals(0, best.score());
        // a tie-break score decides before the index
        Scan.Best broken = Scan.nearestRecord(pool, score, q -> -p.code(q, 0), null);
        int want = -1;
        for (int r = 0; r < n; r++) {
            if (!pool.contains(r) || score.score(p.profileOf(r)) != 0) {
                continue;
            }
            if (want < 0 || p.recordCode(r, 0) > p.recordCode(want, 0)) {
                want = r;
            }
        }
        assertEquals(want, broken.index());
        Scan.Best none = Scan.nearestRecord(pool, score, null, q -> false);
        assertFalse(none.found());
    }

    @Test
    void nearestClusterTiesGoToTheLowestIdAndNaNLoses() {
        int[] ids = {9, 4, 7, 2};
        assertEquals(4, Scan.nearest(ids, 4, c -> c == 2 ? Double.NaN : 1, null).index());
        assertEquals(7, Scan.nearest(ids, 4, c -> c, c -> c > 4).index());
        assertTrue(Scan.nearest(ids, 0, c -> c, null).index() < 0);
    }

    /** Branch and bound finds what the full scan finds, when it is within the bound. */
    @ParameterizedTest
    @ValueSource(ints = {10, 3000})
    void boundedScanAgreesWithTheFullScan(int count) {
        SplittableRandom random = new SplittableRandom(count);
        int[] ids = new int[count];
        double[][] terms = new double[count][4];
        for (int i = 0; i < count; i++) {
            ids[i] = count - i;
            for (int j = 0; j < 4; j++) {
                terms[i][j] = random.nextInt(6);
            }
        }
        int[] index = new int[count + 1];
        for (int i = 0; i < count; i++) {
            index[ids[i]] = i;
        }
        Scan.BoundedScore bounded = (c, bound) -> {
            double s = 0;
            for (int j = 0; j < 4 && s <= bound; j++) {
                s += terms[index[c]][j];
            }
            return s;
        };
        Scan.Best full = Scan.nearest(ids, count, c -> bounded.score(c, Double.POSITIVE_INFINITY), null);
        assertEquals(full, Scan.nearestWithin(ids, count, bounded, Double.POSITIVE_INFINITY));
        assertEquals(full, Scan.nearestWithin(ids, count, bounded, full.score()));
        assertFalse(Scan.nearestWithin(ids, count, bounded, full.score() - 0.5).found(), "none within the bound");
    }

    @Test
    void clustersTellTheirListenersAndMerge() {
        Table t = table(6, 3, 1);
        List<String> log = new ArrayList<>();
        Clusters c = new Clusters(6, List.of(new Clusters.Listener() {
            public void open(int cluster, int record) {
                log.add("open " + cluster + " " + record);
            }

            public void add(int cluster, int record) {
                log.add("add " + cluster + " " + record);
            }

            public void merge(int into, int from) {
                log.add("merge " + into + " " + from);
            }
        }));
        int a = c.open(3);
        c.add(a, 1);
        int b = c.open(0);
        c.merge(b, a);
        assertEquals(List.of("open 0 3", "add 0 1", "open 1 0", "merge 1 0"), log);
        assertEquals(3, c.size(b));
        assertFalse(c.isAlive(a));
        assertEquals(b, c.clusterOf(3));
        assertThrows(IllegalStateException.class, () -> c.add(b, 3), "a record joins one cluster");
        assertEquals(1, c.partition(null).classCount());
        assertEquals(-1, c.partition(null).classOf(5));
        assertEquals(t.rowCount(), c.recordCount());
    }
}
