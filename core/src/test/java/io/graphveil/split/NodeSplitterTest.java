package io.graphveil.split;

import io.graphveil.BadInputException;
import io.graphveil.Networks;
import io.graphveil.Progress;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.io.Dataset;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NodeSplitterTest {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "q", "role": "QUASI_IDENTIFIER"},
              {"name": "job", "role": "PRIVACY", "private": ["lawyer", "judge"]},
              {"name": "faith", "role": "PRIVACY", "private": ["zen"], "nullable": false},
              {"name": "hobby", "role": "NON_PRIVACY"},
              {"name": "club", "role": "NON_PRIVACY", "nullable": false}
            ]}""");

    static Hierarchies hierarchies() {
        Hierarchy.Builder faith = new Hierarchy.Builder(null);
        faith.add(new String[]{"zen", "buddhist", "religious", "*"}, 1);
        faith.add(new String[]{"none", "none", "none", "*"}, 2);
        Hierarchy.Builder job = new Hierarchy.Builder(null);
        job.add(new String[]{"lawyer", "law", "*"}, 1);
        job.add(new String[]{"judge", "law", "*"}, 2);
        job.add(new String[]{"clerk", "office", "*"}, 3);
        return Hierarchies.empty().with("faith", faith.build()).with("job", job.build());
    }

    static SplitResult split(AttributeSocialNetwork net, boolean balanced, long seed) {
        return new NodeSplitter(new NodeSplitter.Options(balanced, false)).split(net, hierarchies(), seed,
                Progress.silent());
    }

    @Test
    void dealsPrivateValuesThenTheRestInOneAlternation() {
        AttributeSocialNetwork net = Networks.of(SCHEMA, new String[][]{
                {"v", "Q", "lawyer", "zen", "chess", "rotary"},
                {"u", "R", "clerk", "none", "*", "*"}}, new int[][]{{0, 1}});
        for (long seed = 0; seed < 20; seed++) {
            SplitResult r = split(net, false, seed);
            AttributeSocialNetwork s = r.network();
            assertEquals(3, s.nodeCount());
            assertEquals(1, r.splits());
            String[] a = s.table().row(0);
            String[] b = s.table().row(r.secondCopy(0));
            assertEquals("Q", a[1]);
            assertEquals("Q", b[1], "both copies inherit the quasi-identifiers");
            // Two private values: each copy gets one. The one without 'zen' gets its nearest non-private
            // ancestor (faith is not nullable); the one without 'lawyer' gets '*'.
            assertTrue(a[2].equals("lawyer") ^ b[2].equals("lawyer"), "lawyer on exactly one copy");
            assertEquals(a[2].equals("lawyer") ? b[2] : a[2], Values.MISSING);
            assertTrue(a[3].equals("zen") ^ b[3].equals("zen"), "zen on exactly one copy");
            assertEquals("buddhist", a[3].equals("zen") ? b[3] : a[3]);
            assertFalse(a[2].equals("lawyer") && a[3].equals("zen"), "the private values are shared out");
            // The alternation goes on with the other attributes: the third item goes to the first copy.
            assertTrue(a[4].equals("chess") ^ b[4].equals("chess"), "a nullable value goes to one copy");
            assertEquals("rotary", a[5]);
            assertEquals("rotary", b[5], "a non-nullable non-private value stays on both copies");
            assertTrue(s.id(0).startsWith("v") && s.id(r.secondCopy(0)).startsWith("v") && !s.id(0).equals("v"));
        }
    }

    @Test
    void ruleASendsANeighbourToTheCopyItSharesValuesWith() {
        // v holds 'lawyer' (private) and the hobby 'chess'; they end up on different copies. u shares
        // 'chess', so it must join the copy holding it, whatever the seed.
        AttributeSocialNetwork net = Networks.of(SCHEMA, new String[][]{
                {"v", "Q", "lawyer", "*", "chess", "*"},
                {"u", "Q", "*", "*", "chess", "*"},
                {"w", "Q", "*", "*", "*", "*"}}, new int[][]{{0, 1}, {0, 2}});
        for (long seed = 0; seed < 20; seed++) {
            SplitResult r = split(net, false, seed);
            int second = r.secondCopy(0);
            int chess = r.network().table().value(0, 4).equals("chess") ? 0 : second;
            int other = chess == 0 ? second : 0;
            assertTrue(r.network().structure().hasEdge(1, chess), "u joins the copy it shares 'chess' with");
            assertFalse(r.network().structure().hasEdge(1, other));
            assertTrue(r.network().table().value(other, 2).equals("lawyer"));
        }
    }

    @Test
    void paperRuleIsolatesTheCopyWithThePrivateValueAndBalancedDoesNot() {
        // v holds a private value; its four friends hold nothing and do not know each other.
        String[][] rows = {
                {"v", "Q", "judge", "none", "*", "*"},
                {"a", "Q", "*", "*", "*", "*"}, {"b", "Q", "*", "*", "*", "*"},
                {"c", "Q", "*", "*", "*", "*"}, {"d", "Q", "*", "*", "*", "*"}};
        int[][] edges = {{0, 1}, {0, 2}, {0, 3}, {0, 4}};
        AttributeSocialNetwork net = Networks.of(SCHEMA, rows, edges);
        SplitResult paper = split(net, false, 3);
        int holder = paper.network().table().value(0, 2).equals("judge") ? 0 : paper.secondCopy(0);
        assertEquals(0, paper.network().structure().degree(holder), "rule c sends every friend to the other copy");
        assertEquals(1, paper.isolatedCopies());
        SplitResult balanced = split(net, true, 3);
        assertEquals(2, balanced.network().structure().degree(0));
        assertEquals(2, balanced.network().structure().degree(balanced.secondCopy(0)));
        assertEquals(0, balanced.isolatedCopies());
    }

    @Test
    void sensitiveValuesStayOnBothCopies() {
        Schema schema = Networks.schema("""
                {"attributes": [{"name": "id", "role": "IDENTIFIER"}, {"name": "job", "role": "PRIVACY",
                  "private": ["lawyer"]}, {"name": "disease", "role": "SENSITIVE"}]}""");
        AttributeSocialNetwork net = Networks.of(schema, new String[][]{{"v", "lawyer", "flu"}}, new int[][]{});
        SplitResult r = new NodeSplitter(NodeSplitter.Options.paper()).split(net, Hierarchies.empty(), 1, null);
        assertEquals("flu", r.network().table().value(0, 2));
        assertEquals("flu", r.network().table().value(r.secondCopy(0), 2));
    }

    @Test
    void aNonNullablePrivacyAttributeNeedsAHierarchy() {
        AttributeSocialNetwork net = Networks.of(SCHEMA, new String[][]{{"v", "Q", "*", "zen", "*", "*"}},
                new int[][]{});
        BadInputException e = assertThrows(BadInputException.class, () -> new NodeSplitter(NodeSplitter.Options
                .paper()).split(net, Hierarchies.empty(), 1, Progress.silent()));
        assertTrue(e.getMessage().contains("'faith'"), e.getMessage());
    }

    @Test
    void sameSeedSameSplit() {
        Dataset d = Networks.movieLensLike(300, 0.05, 0.3, 6, 11);
        SplitResult a = new NodeSplitter(NodeSplitter.Options.paper()).split(d.network(), d.hierarchies(), 5, null);
        SplitResult b = new NodeSplitter(NodeSplitter.Options.paper()).split(d.network(), d.hierarchies(), 5, null);
        assertEquals(a.network(), b.network());
    }

    /** The invariants of issue #3 on random graphs, private shares and options. */
    @ParameterizedTest(name = "seed {0}, n {1}, private {2}, balanced {3}, recompute {4}")
    @CsvSource({"1, 200, 0.1, false, false", "2, 500, 0.3, false, true", "3, 300, 0.5, true, false",
            "4, 800, 0.2, true, true", "5, 150, 1.0, false, false", "6, 400, 0.0, false, false"})
    void invariantsOnRandomGraphs(long seed, int n, double ratio, boolean balanced, boolean recompute) {
        Dataset d = Networks.movieLensLike(n, 0.1, ratio, 8, seed);
        AttributeSocialNetwork net = d.network();
        Schema schema = net.schema();
        Attribute occupation = schema.attribute("occupation");
        int occ = schema.indexOf("occupation");
        int holders = 0;
        for (int v = 0; v < n; v++) {
            holders += occupation.isPrivateValue(net.table().value(v, occ)) ? 1 : 0;
        }
        SplitResult r = new NodeSplitter(new NodeSplitter.Options(balanced, recompute)).split(net, d.hierarchies(),
                seed, Progress.silent());
        AttributeSocialNetwork s = r.network();
        assertEquals(n + holders, s.nodeCount(), "node count = n + number of targets");
        assertEquals(holders, r.splits());
        assertEquals(net.edgeCount(), s.edgeCount(), "edge count unchanged");

        // Every former friendship survives as exactly one edge between the two persons' nodes.
        Map<Long, Integer> personEdges = new HashMap<>();
        s.structure().forEachEdge((a, b) -> {
            int pa = r.personOf(a);
            int pb = r.personOf(b);
            personEdges.merge(key(pa, pb), 1, Integer::sum);
        });
        Set<Long> original = new HashSet<>();
        net.structure().forEachEdge((a, b) -> original.add(key(a, b)));
        assertEquals(original, personEdges.keySet());
        assertTrue(personEdges.values().stream().allMatch(c -> c == 1), "each former neighbour links to one copy");

        int[] qi = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        for (int i = 0; i < r.splits(); i++) {
            int v = r.splitOriginal(i);
            int c1 = v;
            int c2 = r.secondCopy(i);
            assertEquals(v, r.personOf(c2));
            for (int q : qi) {
                assertEquals(net.table().value(v, q), s.table().value(c1, q), "QIs of copy 1");
                assertEquals(net.table().value(v, q), s.table().value(c2, q), "QIs of copy 2");
            }
            String before = net.table().value(v, occ);
            String x = s.table().value(c1, occ);
            String y = s.table().value(c2, occ);
            assertTrue(occupation.isPrivateValue(before));
            assertFalse(x.equals(before) && y.equals(before), "no private value duplicated");
            assertTrue(x.equals(before) || y.equals(before), "the private value is kept on one copy");
        }
        List<Integer> degreesOfCopies = new ArrayList<>();
        for (int i = 0; i < r.splits(); i++) {
            degreesOfCopies.add(s.structure().degree(r.splitOriginal(i)));
            degreesOfCopies.add(s.structure().degree(r.secondCopy(i)));
        }
        assertEquals(degreesOfCopies.stream().filter(x -> x == 0).count(), r.isolatedCopies());
    }

    private static long key(int a, int b) {
        return ((long) Math.min(a, b) << 32) | Math.max(a, b);
    }
}
