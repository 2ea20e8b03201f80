package io.graphveil.split;

import io.graphveil.Networks;
import io.graphveil.io.Dataset;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Table;
import io.graphveil.model.Values;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The safe split rules (docs/THREAT-MODEL.md, "Safe defaults"). */
class SafeRulesTest {

    private static SplitResult split(Dataset d, double alpha, long seed) {
        return new NodeSplitter(NodeSplitter.Options.safe(alpha)).split(d.network(), d.hierarchies(), seed, null);
    }

    /** Property test over seeds and α: who is split, what each copy shows, that no copy is isolated. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void holdersAndDecoysAreSplitAlikeAndNoCopyIsIsolated(long seed) {
        Dataset d = Networks.movieLensLike(400, 0.05, 0.2, 4, seed);
        AttributeSocialNetwork g = d.network();
        int occupation = g.schema().indexOf("occupation");
        double alpha = seed % 2 == 0 ? 0.5 : 0.3;
        SplitResult r = split(d, alpha, seed);
        Table out = r.network().table();
        int holders = 0;
        int splitHolders = 0;
        for (int i = 0; i < r.splits(); i++) {
            int person = r.splitOriginal(i);
            assertTrue(g.structure().degree(person) >= 2, "only persons with two friends or more are split");
            boolean holder = g.schema().attribute(occupation).isPrivateValue(g.table().value(person, occupation));
            splitHolders += holder ? 1 : 0;
            int a = r.splitOriginal(i);
            int b = r.secondCopy(i);
            int shadow = r.isShadow(a) ? a : b;
            int primary = shadow == a ? b : a;
            assertTrue(r.isShadow(a) ^ r.isShadow(b), "one shadow per split person");
            for (int c = 0; c < out.columnCount(); c++) {
                var role = out.schema().attribute(c).role();
                if (role == io.graphveil.model.AttributeRole.QUASI_IDENTIFIER) {
                    assertEquals(g.table().value(person, c), out.value(shadow, c));
                    assertEquals(g.table().value(person, c), out.value(primary, c));
                } else if (role != io.graphveil.model.AttributeRole.IDENTIFIER) {
                    assertEquals(Values.MISSING, out.value(shadow, c), "a shadow shows nothing beside the QIs");
                    assertEquals(g.table().value(person, c), out.value(primary, c), "the primary shows it all");
                }
            }
            assertTrue(r.network().structure().degree(a) >= 1 && r.network().structure().degree(b) >= 1,
                    "both copies keep a friend");
        }
        for (int v = 0; v < g.nodeCount(); v++) {
            boolean holder = g.schema().attribute(occupation).isPrivateValue(g.table().value(v, occupation));
            holders += holder && g.structure().degree(v) >= 2 ? 1 : 0;
        }
        assertEquals(holders, splitHolders, "every holder with two friends or more is split");
        // The shadows all show the same pattern; with the natively all-missing rows they carry it with,
        // holders are at most alpha * 0.9 of its carriers.
        int carriers = r.splits();
        for (int v = 0; v < g.nodeCount(); v++) {
            if (g.table().column(occupation).isMissing(v) && !isSplit(r, v)) {
                carriers++;
            }
        }
        if ((Boolean) r.plan().get("holder_status_protected")) {
            assertTrue(splitHolders <= alpha * 0.9 * carriers + 1e-9, splitHolders + " holders of " + carriers);
        } else {
            // holders are too common to hide: every eligible non-holder is a decoy
            int eligible = 0;
            for (int v = 0; v < g.nodeCount(); v++) {
                eligible += g.structure().degree(v) >= 2 && !g.table().column(occupation).isMissing(v) ? 1 : 0;
            }
            assertEquals(eligible, r.splits(), "everyone with two friends and a value is split");
        }
        assertEquals(0, r.isolatedCopies());
    }

    /**
     * Given the persons' published classes (here their gender and age), holders are at most
     * alpha * 0.9 of the shadow carriers of every class that has non-holders enough, and elsewhere every
     * eligible non-holder of the class is a decoy; balanced over the whole table only, some class's
     * shadows are mostly holders' (the leak the per-class plan closes).
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void holdersAreBalancedWithinEachPublishedClass(long seed) {
        Dataset d = Networks.movieLensLike(600, 0.05, 0.2, 4, seed);
        AttributeSocialNetwork g = d.network();
        Table t = g.table();
        int occupation = g.schema().indexOf("occupation");
        int gender = g.schema().indexOf("gender");
        int age = g.schema().indexOf("age");
        Map<String, Integer> ids = new TreeMap<>();
        int[] classOf = new int[g.nodeCount()];
        for (int v = 0; v < classOf.length; v++) {
            classOf[v] = ids.computeIfAbsent(t.value(v, gender) + "," + t.value(v, age), k -> ids.size());
        }
        String[] labels = new String[ids.size()];
        ids.forEach((label, id) -> labels[id] = label);
        double alpha = 0.5;
        SplitResult within = new NodeSplitter(NodeSplitter.Options.safe(alpha).within(new PersonClasses(classOf, labels)))
                .split(g, d.hierarchies(), seed, null);
        SplitResult whole = split(d, alpha, seed);
        int[][] withinCounts = countsByClass(g, occupation, classOf, labels.length, within);
        int[][] wholeCounts = countsByClass(g, occupation, classOf, labels.length, whole);
        int above = 0;
        int unsplit = 0;
        for (int c = 0; c < labels.length; c++) {
            // holders split, carriers, eligible non-holders left unsplit, holders left whole
            int[] w = withinCounts[c];
            if (w[2] > 0) {
                assertTrue(w[0] <= alpha * 0.9 * w[1] + 1e-9, labels[c] + ": " + w[0] + " holders of " + w[1]);
                // the gate may blank the rows of the holders left whole: they then show the shadow pattern
                assertTrue(w[0] + w[3] <= alpha * 0.9 * (w[1] + w[3]) + 1e-9,
                        labels[c] + ": " + (w[0] + w[3]) + " holders of " + (w[1] + w[3]) + " with those left whole");
            }
            unsplit += w[3];
            above += wholeCounts[c][0] > alpha * 0.9 * wholeCounts[c][1] + 1e-9 ? 1 : 0;
        }
        assertEquals("published classes", within.plan().get("strata_within"));
        assertTrue(above > 0, "over the whole table only, some class's shadows are mostly holders'");
        assertTrue(unsplit > 0, "some holders have fewer than two friends");
    }

    /** Per class: holders split, shadow carriers (split persons and natively missing rows), eligible non-holders unsplit. */
    private static int[][] countsByClass(AttributeSocialNetwork g, int occupation, int[] classOf, int classes,
                                         SplitResult r) {
        boolean[] split = new boolean[g.nodeCount()];
        for (int i = 0; i < r.splits(); i++) {
            split[r.splitOriginal(i)] = true;
        }
        int[][] out = new int[classes][4];
        for (int v = 0; v < g.nodeCount(); v++) {
            int[] c = out[classOf[v]];
            boolean missing = g.table().column(occupation).isMissing(v);
            boolean holder = g.schema().attribute(occupation).isPrivateValue(g.table().value(v, occupation));
            c[3] += holder && !split[v] ? 1 : 0;
            if (split[v] || missing) {
                c[1]++;
                c[0] += split[v] && holder ? 1 : 0;
            } else if (!holder && g.structure().degree(v) >= 2) {
                c[2]++;
            }
        }
        return out;
    }

    private static boolean isSplit(SplitResult r, int person) {
        for (int i = 0; i < r.splits(); i++) {
            if (r.splitOriginal(i) == person) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theOutcomeDoesNotDependOnTheOrderOfTheInputRows() {
        // The same persons and friendships, read in reverse order: each person is split (or not) the
        // same way, with the same values on each copy and the same friends per copy.
        Dataset d = Networks.movieLensLike(300, 0, 0.2, 4, 9);
        AttributeSocialNetwork g = d.network();
        int n = g.nodeCount();
        String[][] rows = new String[n][];
        for (int v = 0; v < n; v++) {
            rows[v] = g.table().row(n - 1 - v);
        }
        List<int[]> edges = new java.util.ArrayList<>();
        g.structure().forEachEdge((u, v) -> edges.add(new int[]{n - 1 - v, n - 1 - u}));
        AttributeSocialNetwork reversed = Networks.of(g.schema(), rows, edges.toArray(new int[0][]));
        Dataset r = Dataset.ofGraph(reversed, d.hierarchies());
        assertEquals(describe(split(d, 0.5, 4)), describe(split(r, 0.5, 4)));
    }

    /** Each split person's copies as (values, sorted friend ids), by person id. */
    private static Map<String, Set<String>> describe(SplitResult r) {
        AttributeSocialNetwork s = r.network();
        Map<String, Set<String>> out = new TreeMap<>();
        for (int i = 0; i < r.splits(); i++) {
            Set<String> copies = new java.util.TreeSet<>();
            for (int copy : new int[]{r.splitOriginal(i), r.secondCopy(i)}) {
                java.util.List<String> friends = new java.util.ArrayList<>();
                for (int j = 0; j < s.structure().degree(copy); j++) {
                    friends.add(s.id(s.structure().neighbor(copy, j)).replaceAll("#[12]$", "#c"));
                }
                java.util.Collections.sort(friends);
                copies.add(String.join(",", s.table().row(copy)).replaceAll("^[^,]*#[12]", "") + friends);
            }
            out.put(s.id(r.splitOriginal(i)).replaceAll("#[12]$", ""), copies);
        }
        return out;
    }

    @Test
    void personsWithFewerThanTwoFriendsAreNeverSplit() {
        AttributeSocialNetwork net = Networks.of(NodeSplitterTest.SCHEMA, new String[][]{
                {"v", "Q", "lawyer", "none", "*", "x"}, {"u", "Q", "*", "none", "*", "x"},
                {"w", "Q", "judge", "none", "*", "x"}, {"z", "Q", "*", "none", "*", "x"}},
                new int[][]{{0, 1}, {2, 3}, {2, 1}});
        SplitResult r = new NodeSplitter(NodeSplitter.Options.safe(0.5)).split(net, NodeSplitterTest.hierarchies(), 1,
                null);
        Map<String, Integer> splits = new HashMap<>();
        for (int i = 0; i < r.splits(); i++) {
            splits.merge(net.id(r.splitOriginal(i)), 1, Integer::sum);
        }
        assertFalse(splits.containsKey("v"), "v has one friend: left whole");
        assertTrue(splits.containsKey("w"), "w holds a private value and has two friends");
    }
}
