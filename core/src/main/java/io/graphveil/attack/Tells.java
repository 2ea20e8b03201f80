package io.graphveil.attack;

import io.graphveil.model.Schema;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which published details give private values away (docs/THREAT-MODEL.md, "tells"). A row shows
 * <em>tokens</em>: each cell of a column published beside the quasi-identifiers ({@code job=19},
 * {@code job=*}, a label), its pattern of missing values over those columns, whether it is
 * suppressed (every quasi-identifier {@code *}), and, in a graph, degree 0. A token <em>reveals</em>
 * item {@code i} (a private value, or holder status) when the holders of {@code i} are more than
 * an α share of the distinct persons carrying it across the whole publication: an attacker who
 * learns that much about the publication reads the token as the value. A row reveals the items of
 * its tokens; a row showing a private value reveals it, since only its holders carry that token.
 * Cost {@code O(rows · tokens per row · items held)}. Immutable.
 */
final class Tells {
    /** One revealing token: what it is, the item it reveals, the persons carrying it, their holder share. */
    record Tell(String token, int item, int persons, double share) {
    }

    private final int[][] reveals;
    private final List<Tell> tells;

    private Tells(int[][] reveals, List<Tell> tells) {
        this.reveals = reveals;
        this.tells = List.copyOf(tells);
    }

    /**
     * @param held  the items each person holds, ascending (item {@code items − 1} is holder status
     *              when the caller includes it)
     * @param items the number of items
     */
    static Tells of(Rows rows, int[][] held, int items, double alpha) {
        Schema schema = rows.table.schema();
        int[] dealt = schema.indexesBesideQuasiIdentifiers();
        int n = rows.rowCount();
        Map<String, Integer> ids = new LinkedHashMap<>();
        int[][] tokenOfCode = new int[dealt.length][];
        for (int j = 0; j < dealt.length; j++) {
            var column = rows.table.column(dealt[j]);
            tokenOfCode[j] = new int[column.dictionarySize()];
            for (int code = 0; code < tokenOfCode[j].length; code++) {
                tokenOfCode[j][code] = id(ids, schema.attribute(dealt[j]).name() + "=" + column.decode(code));
            }
        }
        TupleIds patterns = TupleIds.of(n, dealt.length,
                (r, j) -> rows.table.code(r, dealt[j]) == io.graphveil.model.Column.MISSING_CODE ? 1 : 0);
        int[] patternToken = new int[patterns.count];
        Arrays.fill(patternToken, -1);
        int[][] tokens = new int[n][];
        int[] scratch = new int[dealt.length + 3];
        for (int r = 0; r < n; r++) {
            int k = 0;
            for (int j = 0; j < dealt.length; j++) {
                scratch[k++] = tokenOfCode[j][rows.table.code(r, dealt[j])];
            }
            int pattern = patternToken[patterns.idOf[r]];
            if (pattern < 0) {
                StringBuilder name = new StringBuilder("missing:");
                for (int j = 0; j < dealt.length; j++) {
                    if (rows.table.code(r, dealt[j]) == io.graphveil.model.Column.MISSING_CODE) {
                        name.append(schema.attribute(dealt[j]).name()).append(',');
                    }
                }
                pattern = id(ids, name.toString());
                patternToken[patterns.idOf[r]] = pattern;
            }
            scratch[k++] = pattern;
            if (rows.suppressed(r)) {
                scratch[k++] = id(ids, "suppressed");
            }
            if (rows.graph != null && rows.degree[r] == 0) {
                scratch[k++] = id(ids, "degree=0");
            }
            tokens[r] = Arrays.copyOf(scratch, k);
        }
        int t = ids.size();
        int[] persons = new int[t];
        Map<Long, Integer> holders = new HashMap<>();
        for (int r = 0; r < n; r++) {
            int p = rows.personOf[r];
            int other = rows.partner[r];
            for (int token : tokens[r]) {
                if (other >= 0 && other < r && contains(tokens[other], token)) {
                    continue; // the person is counted once, at its first row carrying the token
                }
                persons[token]++;
                for (int item : held[p]) {
                    holders.merge((long) token * items + item, 1, Integer::sum);
                }
            }
        }
        List<String> names = new ArrayList<>(ids.keySet());
        boolean[][] revealing = new boolean[t][];
        List<Tell> tells = new ArrayList<>();
        holders.forEach((key, count) -> {
            int token = (int) (key / items);
            int item = (int) (key % items);
            if (count > alpha * persons[token] + 1e-9) {
                if (revealing[token] == null) {
                    revealing[token] = new boolean[items];
                }
                revealing[token][item] = true;
                tells.add(new Tell(names.get(token), item, persons[token], count / (double) persons[token]));
            }
        });
        // by name, then item: an order the distributed engine reaches too, whatever the rows' order
        tells.sort(java.util.Comparator.comparing(Tell::token).thenComparingInt(Tell::item));
        int[][] reveals = new int[n][];
        int[] found = new int[items];
        int[] stamp = new int[items];
        for (int r = 0; r < n; r++) {
            int k = 0;
            for (int token : tokens[r]) {
                if (revealing[token] != null) {
                    for (int item = 0; item < items; item++) {
                        if (revealing[token][item] && stamp[item] != r + 1) {
                            stamp[item] = r + 1;
                            found[k++] = item;
                        }
                    }
                }
            }
            reveals[r] = Arrays.copyOf(found, k);
            Arrays.sort(reveals[r]);
        }
        return new Tells(reveals, tells);
    }

    private static int id(Map<String, Integer> ids, String token) {
        Integer id = ids.get(token);
        if (id == null) {
            id = ids.size();
            ids.put(token, id);
        }
        return id;
    }

    private static boolean contains(int[] a, int x) {
        for (int y : a) {
            if (y == x) {
                return true;
            }
        }
        return false;
    }

    /** The items row {@code r} reveals, ascending. */
    int[] reveals(int r) {
        return reveals[r];
    }

    /** Every revealing token, in order of first appearance. */
    List<Tell> tells() {
        return tells;
    }
}
