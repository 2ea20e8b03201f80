package io.graphveil.attack;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

/**
 * Every published class's rows grouped by published degree, with what each group reveals, and the
 * persons whose two rows are both published (their groups and the items both rows reveal), so that
 * the degree attackers judge candidate sets from aggregates instead of rows. A candidate set is a
 * union, over the classes covering a target, of the degree groups the attacker keeps
 * ({@link Attacker#keeps}); its distinct persons are the sum of the groups' rows less the persons
 * whose two rows both fall in the union, and likewise for each revealed item. Built from a
 * publication's rows ({@link ClassGroups}) or from aggregates computed elsewhere (the Spark
 * engine's group-bys, through {@link #builder}). Cost of an evaluation {@code O(groups · items per
 * group + pairs)} of the covering classes. Immutable.
 */
public final class DegreeGroups {
    private final int items;
    /** Per class, its groups' degrees ascending, their rows, the items they reveal and for each how many rows. */
    private final int[][] degree;
    private final int[][] size;
    private final int[][][] groupItems;
    private final int[][][] groupCounts;
    /** Per class, the pairs within it: the two rows' groups, how many persons, the items both reveal. */
    private final int[][] pairA;
    private final int[][] pairB;
    private final int[][] pairCount;
    private final int[][][] pairItems;
    /** Per class, the pairs whose first row is in it and second in another class. */
    private final Cross[][] cross;

    record Cross(int classA, int degreeA, int classB, int degreeB, int count, int[] items) {
    }

    DegreeGroups(int items, int[][] degree, int[][] size, int[][][] groupItems, int[][][] groupCounts, int[][] pairA,
                 int[][] pairB, int[][] pairCount, int[][][] pairItems, List<Cross> cross) {
        this.items = items;
        this.degree = degree;
        this.size = size;
        this.groupItems = groupItems;
        this.groupCounts = groupCounts;
        this.pairA = pairA;
        this.pairB = pairB;
        this.pairCount = pairCount;
        this.pairItems = pairItems;
        List<List<Cross>> byClass = new ArrayList<>();
        for (int c = 0; c < degree.length; c++) {
            byClass.add(new ArrayList<>());
        }
        for (Cross x : cross) {
            byClass.get(x.classA).add(x);
        }
        this.cross = byClass.stream().map(l -> l.toArray(new Cross[0])).toArray(Cross[][]::new);
    }

    /** Candidate persons, and for each item (ascending) the candidate persons with a candidate row revealing it. */
    public record Candidates(int persons, int[] items, int[] counts) {
        public Candidates {
            items = items.clone();
            counts = counts.clone();
        }

        @Override
        public int[] items() {
            return items.clone();
        }

        /** Whether item {@code items()[j]}'s revealing persons are more than {@code α} of the candidates: the attacker infers it. */
        public boolean inferred(int j, double alpha) {
            return counts[j] > alpha * persons + 1e-9;
        }

        /** The number of items some candidate reveals. */
        public int itemCount() {
            return items.length;
        }

        /** The {@code j}-th of them, ascending. */
        public int item(int j) {
            return items[j];
        }

        /** The candidate persons revealing the {@code j}-th item. */
        public int count(int j) {
            return counts[j];
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Candidates e && persons == e.persons && Arrays.equals(items, e.items)
                    && Arrays.equals(counts, e.counts);
        }

        @Override
        public int hashCode() {
            return 31 * persons + Arrays.hashCode(items);
        }

        @Override
        public String toString() {
            return persons + " persons, items " + Arrays.toString(items) + " " + Arrays.toString(counts);
        }
    }

    /** Aggregates to build from: {@code classes} classes, {@code items} items (holder status included). */
    public static Builder builder(int classes, int items) {
        return new Builder(classes, items);
    }

    /** Collects groups, their revealed items and pairs in any order. Not thread-safe. */
    public static final class Builder {
        private final int items;
        private final List<TreeMap<Integer, Integer>> groups = new ArrayList<>();
        private final List<TreeMap<Integer, TreeMap<Integer, Integer>>> revealed = new ArrayList<>();
        private final List<List<int[]>> pairs = new ArrayList<>();
        private final List<List<int[]>> pairItemLists = new ArrayList<>();
        private final List<Cross> cross = new ArrayList<>();

        private Builder(int classes, int items) {
            this.items = items;
            for (int c = 0; c < classes; c++) {
                groups.add(new TreeMap<>());
                revealed.add(new TreeMap<>());
                pairs.add(new ArrayList<>());
                pairItemLists.add(new ArrayList<>());
            }
        }

        /** Class {@code c} has {@code rows} rows of published degree {@code degree}. */
        public Builder group(int c, int degree, int rows) {
            groups.get(c).put(degree, rows);
            return this;
        }

        /** {@code rows} rows of class {@code c} and degree {@code degree} reveal {@code item}. */
        public Builder revealing(int c, int degree, int item, int rows) {
            revealed.get(c).computeIfAbsent(degree, k -> new TreeMap<>()).put(item, rows);
            return this;
        }

        /**
         * {@code persons} persons have a row of degree {@code degreeA} in class {@code classA} and
         * one of degree {@code degreeB} in class {@code classB}, both revealing {@code common} (ascending).
         */
        public Builder pair(int classA, int degreeA, int classB, int degreeB, int[] common, int persons) {
            if (classA == classB) {
                pairs.get(classA).add(new int[]{degreeA, degreeB, persons});
                pairItemLists.get(classA).add(common.clone());
            } else {
                cross.add(new Cross(classA, degreeA, classB, degreeB, persons, common.clone()));
            }
            return this;
        }

        public DegreeGroups build() {
            int classes = groups.size();
            int[][] degree = new int[classes][];
            int[][] size = new int[classes][];
            int[][][] gi = new int[classes][][];
            int[][][] gc = new int[classes][][];
            int[][] pa = new int[classes][];
            int[][] pb = new int[classes][];
            int[][] pc = new int[classes][];
            int[][][] pi = new int[classes][][];
            for (int c = 0; c < classes; c++) {
                TreeMap<Integer, Integer> g = groups.get(c);
                degree[c] = g.keySet().stream().mapToInt(Integer::intValue).toArray();
                size[c] = g.values().stream().mapToInt(Integer::intValue).toArray();
                gi[c] = new int[degree[c].length][];
                gc[c] = new int[degree[c].length][];
                for (int k = 0; k < degree[c].length; k++) {
                    TreeMap<Integer, Integer> r = revealed.get(c).getOrDefault(degree[c][k], new TreeMap<>());
                    gi[c][k] = r.keySet().stream().mapToInt(Integer::intValue).toArray();
                    gc[c][k] = r.values().stream().mapToInt(Integer::intValue).toArray();
                }
                List<int[]> p = pairs.get(c);
                pa[c] = new int[p.size()];
                pb[c] = new int[p.size()];
                pc[c] = new int[p.size()];
                for (int k = 0; k < p.size(); k++) {
                    pa[c][k] = Arrays.binarySearch(degree[c], p.get(k)[0]);
                    pb[c][k] = Arrays.binarySearch(degree[c], p.get(k)[1]);
                    pc[c][k] = p.get(k)[2];
                    if (pa[c][k] < 0 || pb[c][k] < 0) {
                        throw new IllegalArgumentException("a pair of class " + c + " names a degree it has no group of");
                    }
                }
                pi[c] = pairItemLists.get(c).toArray(new int[0][]);
            }
            return new DegreeGroups(items, degree, size, gi, gc, pa, pb, pc, pi, cross);
        }
    }

    /** The rows of class {@code c} of published degree {@code d} (0 when none). */
    int rowsOfDegree(int c, int d) {
        int g = Arrays.binarySearch(degree[c], d);
        return g < 0 ? 0 : size[c][g];
    }

    /** Which of class {@code c}'s groups {@code attacker} keeps for a target of known degree {@code d}. */
    boolean[] kept(Attacker attacker, int c, int d) {
        boolean[] out = new boolean[degree[c].length];
        for (int g = 0; g < out.length; g++) {
            int x = degree[c][g];
            out[g] = attacker.keeps(x, d, attacker == Attacker.COPY_PAIR && x <= d ? rowsOfDegree(c, d - x) : 0);
        }
        return out;
    }

    /**
     * The candidates {@code attacker} keeps for a target of known degree {@code d} covered by
     * {@code classes} (ascending).
     */
    public Candidates evaluate(Attacker attacker, int[] classes, int d) {
        int[] perItem = new int[items];
        long persons = 0;
        boolean[][] kept = new boolean[classes.length][];
        for (int i = 0; i < classes.length; i++) {
            int c = classes[i];
            kept[i] = kept(attacker, c, d);
            for (int g = 0; g < kept[i].length; g++) {
                if (!kept[i][g]) {
                    continue;
                }
                persons += size[c][g];
                int[] its = groupItems[c][g];
                int[] counts = groupCounts[c][g];
                for (int j = 0; j < its.length; j++) {
                    perItem[its[j]] += counts[j];
                }
            }
            for (int p = 0; p < pairA[c].length; p++) {
                if (kept[i][pairA[c][p]] && kept[i][pairB[c][p]]) {
                    persons -= pairCount[c][p];
                    for (int item : pairItems[c][p]) {
                        perItem[item] -= pairCount[c][p];
                    }
                }
            }
        }
        for (int i = 0; i < classes.length; i++) {
            for (Cross x : cross[classes[i]]) {
                int b = Arrays.binarySearch(classes, x.classB);
                if (b >= 0 && kept[i][Arrays.binarySearch(degree[x.classA], x.degreeA)]
                        && kept[b][Arrays.binarySearch(degree[x.classB], x.degreeB)]) {
                    persons -= x.count;
                    for (int item : x.items) {
                        perItem[item] -= x.count;
                    }
                }
            }
        }
        int touched = 0;
        for (int v : perItem) {
            touched += v > 0 ? 1 : 0;
        }
        int[] ids = new int[touched];
        int[] counts = new int[touched];
        for (int item = 0, k = 0; item < items; item++) {
            if (perItem[item] > 0) {
                ids[k] = item;
                counts[k++] = perItem[item];
            }
        }
        return new Candidates((int) persons, ids, counts);
    }

    /** The degrees of class {@code c}'s groups that {@code attacker} keeps for known degree {@code d}. */
    public int[] keptDegrees(Attacker attacker, int c, int d) {
        boolean[] kept = kept(attacker, c, d);
        int[] out = new int[kept.length];
        int k = 0;
        for (int g = 0; g < kept.length; g++) {
            if (kept[g]) {
                out[k++] = degree[c][g];
            }
        }
        return Arrays.copyOf(out, k);
    }
}
