package io.graphveil.attack;

import io.graphveil.model.IndexedGraph;
import io.graphveil.model.SortedSearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The disclosure attackers of docs/THREAT-MODEL.md, against every person at once. For a target
 * {@code t} an attacker takes the candidate rows its knowledge allows — the rows of the classes
 * covering {@code t}'s quasi-identifiers ({@link CoverIndex}), then:
 * <ul>
 *   <li>{@code qi}: all of them;</li>
 *   <li>{@code qi+degree exact}: those whose published degree equals {@code t}'s;</li>
 *   <li>{@code qi+degree tolerant}: those whose published degree is at most {@code t}'s (splitting
 *       only lowers degrees);</li>
 *   <li>{@code copy-pair}: those of degree {@code t}'s, and those with another row of the same class
 *       such that the two degrees sum to {@code t}'s (the two copies of a split person);</li>
 *   <li>{@code qi+neighbourhood exact / tolerant}: those whose 1-neighbourhood degree sequence
 *       (descending) equals {@code t}'s, or is dominated by it entry by entry.</li>
 * </ul>
 * {@code conf(t, i)} is the share of the distinct candidate persons with a candidate row revealing
 * item {@code i} ({@link Tells}); {@code t} is exposed in {@code i} when it holds {@code i} and
 * {@code conf > α}. Candidate sets are evaluated once per distinct (classes, knowledge) and
 * shared by the persons who know the same; a person's two rows are counted once through the
 * mapping. The degree attackers judge a candidate set from the covering classes' degree groups
 * ({@link DegreeGroups}, which the Spark engine builds from its group-bys); cost per distinct
 * evaluation {@code O(groups + pairs)} of those classes, then the exposed persons' candidate rows to
 * find what a repair blanks. The neighbourhood attackers compare sequences row by row
 * ({@code O(Σ candidate rows)}) and attack a seeded sample of persons ({@link TargetSample}) when there are more than a
 * given number. One instance per thread: it keeps scratch state.
 */
final class Disclosure {

    private final Rows rows;
    private final CoverIndex cover;
    private final Tells tells;
    private final int[][] held;
    private final int items;
    private final String[] itemNames;
    private final int[] knownDegree;
    private final IndexedGraph knownGraph;
    private final double alpha;
    private final long seed;
    private final String[] personIds;
    private final int neighbourhoodSample;
    private final ClassGroups groups;
    /** Rows of each class sorted by degree, and those degrees (shared with {@link #groups}). */
    private final int[][] byDegree;
    private final int[][] degrees;
    private int[][] publishedSequence;
    private final int[] rowMark;
    private int mark;
    /** Scratch of {@link #evaluate}: the rows chosen, the count per item and the items counted. */
    private final IntList chosen = new IntList();
    private final int[] perItem;
    private final int[] touchedItems;

    /**
     * @param held        the items each person holds (holder status, the last item, included)
     * @param knownDegree each person's degree in the original, or null for a table
     * @param knownGraph  the original graph (neighbourhood sequences), or null
     * @param personIds   each person's id, which the neighbourhood attackers' sample is drawn by ({@link TargetSample})
     */
    Disclosure(Rows rows, CoverIndex cover, Tells tells, ClassGroups groups, int[][] held, String[] itemNames,
               int[] knownDegree, IndexedGraph knownGraph, double alpha, long seed, String[] personIds,
               int neighbourhoodSample) {
        this.rows = rows;
        this.cover = cover;
        this.tells = tells;
        this.held = held;
        this.itemNames = itemNames.clone();
        this.items = itemNames.length;
        this.knownDegree = knownDegree;
        this.knownGraph = knownGraph;
        this.alpha = alpha;
        this.seed = seed;
        this.personIds = personIds;
        this.neighbourhoodSample = neighbourhoodSample;
        this.groups = groups;
        this.byDegree = groups.sorted;
        this.degrees = groups.degrees;
        this.rowMark = new int[rows.rowCount()];
        this.perItem = new int[items];
        this.touchedItems = new int[items];
    }

    /** A growable list of ints. */
    static final class IntList {
        private int[] a = new int[64];
        private int size;

        void add(int x) {
            if (size == a.length) {
                a = Arrays.copyOf(a, 2 * size);
            }
            a[size++] = x;
        }

        int get(int i) {
            return a[i];
        }

        int size() {
            return size;
        }

        void clear() {
            size = 0;
        }
    }

    /** The exposure under {@code attacker} of every person (a sample for the neighbourhood attackers). */
    Exposure run(Attacker attacker) {
        int persons = held.length;
        int[] targets = targets(attacker, persons);
        ExposureTally tally = new ExposureTally(items);
        List<Integer> exposedPersons = new ArrayList<>();
        Map<int[], Map<Long, DegreeGroups.Candidates>> cache = new IdentityHashMap<>();
        java.util.TreeSet<Integer> revealing = new java.util.TreeSet<>();
        for (int t : targets) {
            int[] classes = cover.classesOf(t);
            int d = knownDegree == null ? 0 : knownDegree[t];
            DegreeGroups.Candidates e;
            if (attacker.usesNeighbourhood()) {
                e = evaluate(attacker, classes, d, knownSequence(t));
            } else {
                long key = attacker.usesGraph() ? d : -1;
                e = cache.computeIfAbsent(classes, k -> new HashMap<>())
                        .computeIfAbsent(key, k -> evaluate(attacker, classes, d, null));
            }
            int[] exposedItems = tally.add(e, 1, held[t], null, alpha);
            if (exposedItems.length > 0) {
                exposedPersons.add(t);
                if (attacker.gated) {
                    IntList rowsOfT = new IntList();
                    for (int c : classes) {
                        collect(attacker, c, d, null, rowsOfT);
                    }
                    for (int i = 0; i < rowsOfT.size(); i++) {
                        int r = rowsOfT.get(i);
                        for (int item : exposedItems) {
                            if (Arrays.binarySearch(tells.reveals(r), item) >= 0) {
                                revealing.add(r);
                                break;
                            }
                        }
                    }
                }
            }
        }
        return tally.exposure(attacker, itemNames, exposedPersons.stream().mapToInt(Integer::intValue).sorted()
                .toArray(), targets.length < persons, revealing.stream().mapToInt(Integer::intValue).toArray());
    }

    private int[] targets(Attacker attacker, int persons) {
        if (!attacker.usesNeighbourhood() || persons <= neighbourhoodSample) {
            return io.graphveil.model.Permutations.identity(persons);
        }
        return TargetSample.of(personIds, neighbourhoodSample, seed);
    }

    private DegreeGroups.Candidates evaluate(Attacker attacker, int[] classes, int d, int[] sequence) {
        return attacker.usesNeighbourhood() ? evaluateRows(attacker, classes, d, sequence)
                : groups.aggregates.evaluate(attacker, classes, d);
    }

    /** {@link #evaluate} row by row: any candidate classes, any attacker. */
    DegreeGroups.Candidates evaluateRows(Attacker attacker, int[] classes, int d, int[] sequence) {
        chosen.clear();
        for (int c : classes) {
            collect(attacker, c, d, sequence, chosen);
        }
        mark++;
        int n = chosen.size();
        for (int i = 0; i < n; i++) {
            rowMark[chosen.get(i)] = mark;
        }
        int persons = 0;
        int touched = 0;
        for (int i = 0; i < n; i++) {
            int r = chosen.get(i);
            int other = rows.partner[r];
            boolean otherIn = other >= 0 && rowMark[other] == mark;
            if (!otherIn || other > r) {
                persons++;
            }
            for (int item : tells.reveals(r)) {
                if (otherIn && other < r && Arrays.binarySearch(tells.reveals(other), item) >= 0) {
                    continue;
                }
                if (perItem[item]++ == 0) {
                    touchedItems[touched++] = item;
                }
            }
        }
        int[] itemIds = Arrays.copyOf(touchedItems, touched);
        Arrays.sort(itemIds);
        int[] counts = new int[touched];
        for (int j = 0; j < touched; j++) {
            counts[j] = perItem[itemIds[j]];
            perItem[itemIds[j]] = 0;
        }
        return new DegreeGroups.Candidates(persons, itemIds, counts);
    }

    private void collect(Attacker attacker, int c, int d, int[] sequence, IntList out) {
        int[] sorted = byDegree[c];
        int[] deg = degrees[c];
        switch (attacker) {
            case QI -> {
                for (int r : sorted) {
                    out.add(r);
                }
            }
            case DEGREE_EXACT -> {
                for (int i = SortedSearch.firstAtLeast(deg, d); i < deg.length && deg[i] == d; i++) {
                    out.add(sorted[i]);
                }
            }
            case DEGREE_TOLERANT -> {
                for (int i = 0; i < deg.length && deg[i] <= d; i++) {
                    out.add(sorted[i]);
                }
            }
            case COPY_PAIR -> {
                for (int i = 0; i < deg.length && deg[i] <= d; ) {
                    int x = deg[i];
                    int end = i;
                    while (end < deg.length && deg[end] == x) {
                        end++;
                    }
                    if (attacker.keeps(x, d, count(deg, d - x))) {
                        for (int k = i; k < end; k++) {
                            out.add(sorted[k]);
                        }
                    }
                    i = end;
                }
            }
            case NEIGHBOURHOOD_EXACT -> {
                for (int i = SortedSearch.firstAtLeast(deg, d); i < deg.length && deg[i] == d; i++) {
                    if (Arrays.equals(publishedSequence(sorted[i]), sequence)) {
                        out.add(sorted[i]);
                    }
                }
            }
            case NEIGHBOURHOOD_TOLERANT -> {
                for (int i = 0; i < deg.length && deg[i] <= d; i++) {
                    if (dominated(publishedSequence(sorted[i]), sequence)) {
                        out.add(sorted[i]);
                    }
                }
            }
        }
    }

    private static int count(int[] sortedDegrees, int y) {
        if (y < 0) {
            return 0;
        }
        int from = SortedSearch.firstAtLeast(sortedDegrees, y);
        int to = SortedSearch.firstAtLeast(sortedDegrees, y + 1);
        return to - from;
    }

    /** Whether a published sequence (descending) can come from the known one by splitting: entry by entry no larger. */
    private static boolean dominated(int[] published, int[] known) {
        if (published.length > known.length) {
            return false;
        }
        for (int i = 0; i < published.length; i++) {
            if (published[i] > known[i]) {
                return false;
            }
        }
        return true;
    }

    private int[] publishedSequence(int r) {
        if (publishedSequence == null) {
            publishedSequence = new int[rows.rowCount()][];
        }
        if (publishedSequence[r] == null) {
            publishedSequence[r] = sequence(rows.graph, r);
        }
        return publishedSequence[r];
    }

    private int[] knownSequence(int p) {
        return sequence(knownGraph, p);
    }

    /** The degrees of {@code v}'s neighbours, descending. */
    private static int[] sequence(IndexedGraph g, int v) {
        int[] s = new int[g.degree(v)];
        for (int i = 0; i < s.length; i++) {
            s[i] = -g.degree(g.neighbor(v, i));
        }
        Arrays.sort(s);
        for (int i = 0; i < s.length; i++) {
            s[i] = -s[i];
        }
        return s;
    }
}
