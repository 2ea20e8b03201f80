package io.graphveil.attack;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.io.Json;
import io.graphveil.model.Column;
import io.graphveil.model.Hash64;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;

import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * How well an attacker pairs the two copies of a split person (docs/THREAT-MODEL.md, linkage),
 * scored with the mapping. Two linkers, each reading the publication only:
 * <ul>
 *   <li><b>value</b>: every row names one partner in its class, among the rows whose cells beside
 *       the quasi-identifiers are compatible with its own (equal, or one of them {@code *}, or one
 *       covering the other), preferring the most complementary (most columns where exactly one of
 *       the two is {@code *}); among ties the row of the smallest {@link #tieKey}. Its precision
 *       is compared with chance, the mean over the rows that name a partner of
 *       {@code 1 / candidate partners}: for a row showing nothing beside the quasi-identifiers (a
 *       shadow), the class's rows showing something (a shadow's partner shows its person's
 *       values), for any other row every other row of its class.</li>
 *   <li><b>structure</b>: copies share no friend and are not friends, but their friends often are
 *       (they split the person's triangles). Pairs of one class without common friend or edge are
 *       ranked by the density of edges between their neighbourhoods, {@code bridges / (deg a ·
 *       deg b)}, each pair examined from the end of the smaller {@link RowKeys#hash} (ties by the
 *       pairs' ends, the same way); precision among the top 50 and the top {@code N} (the number
 *       of true pairs).</li>
 * </ul>
 * Cost: value, {@code O(class rows)} per predicting row, over at most a given number of them
 * (those of the smallest {@link #predictorKey}); structure, {@code O(Σ_a Σ_{x∈N(a)} Σ_{y∈N(x)} deg y)}
 * within a given number of steps (predictors by ascending {@link #orderKey}; the report says when
 * it stopped), plus {@code O(n log 1024)} per thousand predictors to find them. Every draw and
 * order is a function of the seed and the rows' ids ({@link RowKeys}), not of the rows' numbering
 * or an order of processing, so an engine that numbers the rows otherwise and holds them in no
 * order (the Spark engine's {@code SparkPairLinkage}) measures the same figures; the predicting
 * rows' chances are summed in ascending key.
 *
 * @param pairs               true pairs (split persons) in the publication
 * @param valuePredictions    rows that named a partner
 * @param valueCorrect        of those, the partner was right
 * @param valueChance         mean chance precision of the predicting rows
 * @param valueSampled        whether the predictors were a sample
 * @param structureTop50      right pairs among the 50 best-ranked
 * @param structureTopN       right pairs among the {@code pairs} best-ranked
 * @param structureRanked     pairs ranked at all
 * @param structureComplete   whether every row was processed within the budget
 */
public record PairLinkage(int pairs, int valuePredictions, int valueCorrect, double valueChance, boolean valueSampled,
                          int structureTop50, int structureTopN, int structureRanked, boolean structureComplete) {
    private static final long VALUE_SALT = 0x5A17L;
    private static final long TIE_SALT = 0x71E5L;
    private static final long ORDER_SALT = 0x57AL;
    /** The structural linker finds its predictors this many at a time. */
    private static final int BATCH = 1024;

    /**
     * The figures from the linkers' counts.
     *
     * @param chanceSum the predicting rows' chance precisions, summed in ascending {@link #predictorKey}
     */
    public static PairLinkage of(int pairs, int predictions, int correct, double chanceSum, boolean sampled,
                                 int top50, int topN, int ranked, boolean complete) {
        return new PairLinkage(pairs, predictions, correct, predictions == 0 ? Double.NaN : chanceSum / predictions,
                sampled, top50, topN, ranked, complete);
    }

    /** The hash of a row's id, by which the structural linker orders a pair's ends (then by the id). */
    public static long idHash(String id) {
        return RowKeys.hash(id);
    }

    /** A row's key among the value linker's predictors (the smallest, ties by id, predict). */
    public static long predictorKey(long seed, String id) {
        return RowKeys.key(salted(seed, VALUE_SALT), idHash(id));
    }

    private static long salted(long seed, long salt) {
        return Hash64.combine(seed, salt);
    }

    /** A row's key in the structural linker's order (ascending, ties by id), from its id's {@link #idHash}. */
    public static long orderKey(long seed, long idHash) {
        return RowKeys.key(salted(seed, ORDER_SALT), idHash);
    }

    /** The key by which the value linker chooses among a predictor's equal partners (the smallest, ties by id). */
    public static long tieKey(long seed, String predictor, String other) {
        return Hash64.combine(Hash64.combine(Hash64.combine(seed, TIE_SALT), RowKeys.hash(predictor)),
                RowKeys.hash(other));
    }

    /** The structural linker's score of a pair: {@code bridges / (deg a · deg b)}. */
    public static double score(int bridges, int degreeA, int degreeB) {
        return bridges / ((double) degreeA * degreeB);
    }

    /**
     * Whether two different known values of one column can be one person's: one covers the other
     * in its hierarchy, or, without one, either is a range or a set label that may hold the other.
     */
    public static boolean compatible(String u, String v, Hierarchy h) {
        if (h == null && u.indexOf('[') < 0 && u.indexOf('{') < 0) {
            return false;
        }
        return ValueCover.covers(u, v, h) || ValueCover.covers(v, u, h);
    }

    /**
     * −1 when two rows, given by their cells beside the quasi-identifiers ({@code *} for missing),
     * cannot be one person's; otherwise the columns where exactly one is {@code *}.
     */
    public static int complementarity(String[] a, String[] b, Hierarchy[] h) {
        int score = 0;
        for (int j = 0; j < a.length; j++) {
            boolean mx = a[j].equals(Values.MISSING);
            boolean my = b[j].equals(Values.MISSING);
            if (mx != my) {
                score++;
            } else if (!mx && !a[j].equals(b[j]) && !compatible(a[j], b[j], h[j])) {
                return -1;
            }
        }
        return score;
    }

    public double valuePrecision() {
        return valuePredictions == 0 ? Double.NaN : valueCorrect / (double) valuePredictions;
    }

    /** Pairs found by the value linker (either row naming the other), over all pairs. */
    public double valueRecall() {
        return pairs == 0 ? Double.NaN : Math.min(1, valueCorrect / 2.0 / pairs);
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("true_pairs", pairs);
        ObjectNode v = o.putObject("value");
        v.put("predictions", valuePredictions);
        v.put("correct", valueCorrect);
        put(v, "precision", valuePrecision());
        put(v, "chance_precision", valueChance);
        put(v, "recall", valueRecall());
        v.put("sampled", valueSampled);
        ObjectNode s = o.putObject("structure");
        s.put("ranked_pairs", structureRanked);
        s.put("correct_in_top_50", structureTop50);
        put(s, "precision_top_50", structureRanked == 0 ? Double.NaN : structureTop50 / (double) Math.min(50, structureRanked));
        s.put("correct_in_top_n", structureTopN);
        put(s, "precision_top_n", pairs == 0 || structureRanked == 0 ? Double.NaN
                : structureTopN / (double) Math.min(pairs, structureRanked));
        put(s, "recall_top_n", pairs == 0 ? Double.NaN : structureTopN / (double) pairs);
        s.put("complete", structureComplete);
        return o;
    }

    private static void put(ObjectNode o, String key, double x) {
        if (Double.isNaN(x)) {
            o.putNull(key);
        } else {
            o.put(key, x);
        }
    }

    /**
     * @param valuePredictors the value linker's predicting rows at most (a seeded sample beyond)
     * @param structureSteps  the structural linker's steps at most (it stops there and says so)
     */
    static PairLinkage measure(Rows rows, Hierarchies hierarchies, long seed, int valuePredictors, long structureSteps) {
        int pairs = 0;
        for (int r = 0; r < rows.rowCount(); r++) {
            pairs += rows.partner[r] > r ? 1 : 0;
        }
        RowKeys ids = RowKeys.of(rows.table);
        double[] value = value(rows, ids, hierarchies, seed, valuePredictors);
        int[] structure = rows.graph == null ? new int[]{0, 0, 0, 1}
                : structure(rows, ids, pairs, seed, structureSteps);
        return of(pairs, (int) value[0], (int) value[1], value[2], value[3] == 1, structure[0], structure[1],
                structure[2], structure[3] == 1);
    }

    /** {predictions, correct, Σ chance, sampled (1 or 0)}. */
    private static double[] value(Rows rows, RowKeys ids, Hierarchies hierarchies, long seed, int maxPredictors) {
        Schema schema = rows.table.schema();
        int[] cells = schema.indexesBesideQuasiIdentifiers();
        Hierarchy[] h = new Hierarchy[cells.length];
        for (int j = 0; j < cells.length; j++) {
            h[j] = hierarchies.get(schema.attribute(cells[j]).name()).orElse(null);
        }
        int n = rows.rowCount();
        int[] predictors = ids.smallest(salted(seed, VALUE_SALT), Math.min(n, maxPredictors), -1);
        long predictions = 0;
        long correct = 0;
        double chance = 0;
        for (int r : predictors) {
            int[] members = rows.members[rows.classOf[r]];
            if (members.length < 2) {
                continue;
            }
            int top = -1;
            int guess = -1;
            long guessKey = 0;
            for (int other : members) {
                if (other == r) {
                    continue;
                }
                int score = complementarity(rows, cells, h, r, other);
                if (score < 0 || score < top) {
                    continue;
                }
                long key = tieKey(seed, ids.id(r), ids.id(other));
                if (score > top || key < guessKey || key == guessKey && ids.id(other).compareTo(ids.id(guess)) < 0) {
                    top = score;
                    guess = other;
                    guessKey = key;
                }
            }
            if (guess < 0) {
                continue;
            }
            predictions++;
            correct += rows.personOf[guess] == rows.personOf[r] ? 1 : 0;
            int showing = 0;
            for (int other : members) {
                showing += other != r && !blank(rows, cells, other) ? 1 : 0;
            }
            chance += 1.0 / (blank(rows, cells, r) && showing > 0 ? showing : members.length - 1);
        }
        return new double[]{predictions, correct, chance, n > maxPredictors ? 1 : 0};
    }

    /** Whether row {@code r} shows nothing beside the quasi-identifiers (a shadow, or a blanked row). */
    private static boolean blank(Rows rows, int[] cells, int r) {
        for (int a : cells) {
            if (rows.table.code(r, a) != Column.MISSING_CODE) {
                return false;
            }
        }
        return true;
    }

    /** −1 when the rows cannot be one person's; otherwise the columns where exactly one is {@code *}. */
    private static int complementarity(Rows rows, int[] cells, Hierarchy[] h, int a, int b) {
        int score = 0;
        for (int j = 0; j < cells.length; j++) {
            int x = rows.table.code(a, cells[j]);
            int y = rows.table.code(b, cells[j]);
            boolean mx = x == Column.MISSING_CODE;
            boolean my = y == Column.MISSING_CODE;
            if (mx != my) {
                score++;
            } else if (!mx && x != y
                    && !compatible(rows.table.value(a, cells[j]), rows.table.value(b, cells[j]), h[j])) {
                return -1;
            }
        }
        return score;
    }

    /** {top 50 right, top N right, ranked, complete}. */
    private static int[] structure(Rows rows, RowKeys ids, int pairs, long seed, long maxSteps) {
        IndexedGraph g = rows.graph;
        int n = rows.rowCount();
        long order = salted(seed, ORDER_SALT);
        int keep = Math.max(50, pairs);
        java.util.Comparator<double[]> ranking = ranking(ids);
        // the best pairs, the worst on top: {score, a, b}
        PriorityQueue<double[]> heap = new PriorityQueue<>(ranking.reversed());
        int[] bridges = new int[n];
        int[] touched = new int[n];
        boolean[] neighbour = new boolean[n];
        long steps = 0;
        boolean complete = true;
        int ranked = 0;
        int last = -1;
        walk:
        while (true) {
            int[] batch = ids.smallest(order, BATCH, last);
            if (batch.length == 0) {
                break;
            }
            last = batch[batch.length - 1];
            for (int a : batch) {
                if (steps > maxSteps) {
                    complete = false;
                    break walk;
                }
                int da = g.degree(a);
                if (da == 0) {
                    continue;
                }
                for (int i = 0; i < da; i++) {
                    neighbour[g.neighbor(a, i)] = true;
                }
                int t = 0;
                for (int i = 0; i < da; i++) {
                    int x = g.neighbor(a, i);
                    for (int j = 0; j < g.degree(x); j++) {
                        int y = g.neighbor(x, j);
                        if (y == a || neighbour[y]) {
                            continue;
                        }
                        int dy = g.degree(y);
                        steps += dy;
                        for (int k = 0; k < dy; k++) {
                            int b = g.neighbor(y, k);
                            if (neighbour[b] || rows.classOf[b] != rows.classOf[a] || !ids.before(a, b)) {
                                continue;
                            }
                            if (bridges[b]++ == 0) {
                                touched[t++] = b;
                            }
                        }
                    }
                }
                for (int i = 0; i < t; i++) {
                    int b = touched[i];
                    steps += g.degree(b);
                    if (!commonNeighbour(g, neighbour, b)) {
                        double[] pair = {score(bridges[b], da, g.degree(b)), a, b};
                        ranked++;
                        if (heap.size() < keep) {
                            heap.add(pair);
                        } else if (ranking.compare(pair, heap.peek()) < 0) {
                            heap.poll();
                            heap.add(pair);
                        }
                    }
                    bridges[b] = 0;
                }
                for (int i = 0; i < da; i++) {
                    neighbour[g.neighbor(a, i)] = false;
                }
            }
            if (batch.length < BATCH) {
                break;
            }
        }
        double[][] best = heap.toArray(new double[0][]);
        Arrays.sort(best, ranking);
        int top50 = 0;
        int topN = 0;
        for (int i = 0; i < best.length; i++) {
            boolean right = rows.personOf[(int) best[i][1]] == rows.personOf[(int) best[i][2]];
            top50 += right && i < 50 ? 1 : 0;
            topN += right && i < pairs ? 1 : 0;
        }
        return new int[]{top50, topN, ranked, complete ? 1 : 0};
    }

    /** The structural linker's ranking, by score, descending, then by the ends ({@link RowKeys#compare}). */
    private static java.util.Comparator<double[]> ranking(RowKeys ids) {
        return (x, y) -> {
            int c = Double.compare(y[0], x[0]);
            if (c != 0) {
                return c;
            }
            c = ids.compare((int) x[1], (int) y[1]);
            return c != 0 ? c : ids.compare((int) x[2], (int) y[2]);
        };
    }

    private static boolean commonNeighbour(IndexedGraph g, boolean[] neighbourOfA, int b) {
        for (int i = 0; i < g.degree(b); i++) {
            if (neighbourOfA[g.neighbor(b, i)]) {
                return true;
            }
        }
        return false;
    }
}
