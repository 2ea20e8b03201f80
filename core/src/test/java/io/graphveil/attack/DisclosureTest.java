package io.graphveil.attack;

import io.graphveil.Networks;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DisclosureTest {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "q", "role": "QUASI_IDENTIFIER"},
              {"name": "job", "role": "PRIVACY", "private": ["judge", "nurse"]}
            ]}""");

    /**
     * Property test: on random publications (rows of a few classes, random degrees, some persons with
     * two rows in one class or in two), a class's aggregate evaluation from its degree groups equals the
     * row-by-row one for every attacker and degree.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void degreeGroupsAgreeWithRows(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int persons = 40 + random.nextInt(40);
        List<String[]> rows = new ArrayList<>();
        List<Integer> personOf = new ArrayList<>();
        String[] jobs = {"judge", "nurse", "cook", "clerk", "*"};
        for (int p = 0; p < persons; p++) {
            String q = "Q" + random.nextInt(3);
            String job = jobs[random.nextInt(jobs.length)];
            rows.add(new String[]{"r" + rows.size(), q, job});
            personOf.add(p);
            if (random.nextInt(3) == 0) {
                rows.add(new String[]{"r" + rows.size(), random.nextInt(4) == 0 ? "Q" + random.nextInt(3) : q,
                        random.nextBoolean() ? "*" : job});
                personOf.add(p);
            }
        }
        int n = rows.size();
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < 3 * n; i++) {
            int a = random.nextInt(n);
            int b = random.nextInt(n);
            if (a != b) {
                edges.add(new int[]{a, b});
            }
        }
        var published = Networks.of(SCHEMA, rows.toArray(new String[0][]), edges.toArray(new int[0][]));
        Table table = published.table();
        IndexedGraph graph = published.structure();
        int[] person = personOf.stream().mapToInt(Integer::intValue).toArray();
        Rows r = new Rows(table, graph, person);
        int[][] held = new int[persons][];
        for (int p = 0; p < persons; p++) {
            held[p] = random.nextInt(3) == 0 ? new int[]{random.nextInt(2), 2} : new int[0];
        }
        Tells tells = Tells.of(r, held, 3, 0.3);
        ClassGroups groups = new ClassGroups(r, tells);
        Disclosure d = new Disclosure(r, null, tells, groups, held, new String[]{"a", "b", "holder status"},
                new int[persons], graph, 0.3, seed, 100);
        for (Disclosure.Attacker attacker : List.of(Disclosure.Attacker.QI, Disclosure.Attacker.DEGREE_EXACT,
                Disclosure.Attacker.DEGREE_TOLERANT, Disclosure.Attacker.COPY_PAIR)) {
            for (int c = 0; c < r.classCount(); c++) {
                for (int degree = 0; degree < 14; degree++) {
                    assertEquals(d.evaluateRows(attacker, new int[]{c}, degree, null),
                            d.evaluateGroups(attacker, c, degree), attacker + " class " + c + " degree " + degree);
                }
            }
        }
    }
}
