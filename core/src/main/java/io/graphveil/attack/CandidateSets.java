package io.graphveil.attack;

import io.graphveil.model.SortedSearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The attacks with one kind of {@link Knowledge}: for every original person, the published nodes
 * the knowledge makes candidates, scored into an {@link AttackResult}, once per matching. Published
 * nodes showing the same vector are one group, persons knowing the same vector are matched once;
 * when the knowledge bounds the first component, groups are sorted by it and only those that can
 * match are tested. The groups are built once and serve both matchings. Persons are processed in
 * parallel, each result written once, so the outcome does not depend on threads.
 */
final class CandidateSets {
    private final Knowledge knowledge;
    private final PrivateValues privateValues;
    private final boolean bounded;
    /** The groups, sorted by first component when {@link #bounded}. */
    private final Group[] groups;
    /** The index in {@link #groups} of each published node's group. */
    private final int[] groupOf;
    private final int[] firsts;
    private final int[][] known;
    private final Map<Key, List<Integer>> byKnown = new HashMap<>();
    /** The distinct known vectors, in order of their first person. */
    private final List<Key> order = new ArrayList<>();

    /** Nodes showing one vector. */
    private static final class Group {
        final int[] vector;
        final List<Integer> nodes = new ArrayList<>();
        int[] privateIds;
        int[] privateCounts;

        Group(int[] vector) {
            this.vector = vector;
        }
    }

    /**
     * Prepares the attacks with {@code knowledge}: the groups of published nodes and the persons
     * grouped by known vector, which do not depend on the matching, so both matchings share them.
     */
    CandidateSets(Knowledge knowledge, int persons, int nodes, PrivateValues privateValues) {
        this.knowledge = knowledge;
        this.privateValues = privateValues;
        this.bounded = knowledge.firstComponentBounds();
        this.groups = groups(knowledge, nodes, privateValues);
        if (bounded) {
            Arrays.sort(groups, (a, b) -> Integer.compare(a.vector[0], b.vector[0])); // stable: first-node order kept
        }
        this.groupOf = new int[nodes];
        this.firsts = new int[groups.length];
        for (int g = 0; g < groups.length; g++) {
            firsts[g] = bounded ? groups[g].vector[0] : 0;
            for (int v : groups[g].nodes) {
                groupOf[v] = g;
            }
        }
        this.known = new int[persons][];
        for (int p = 0; p < persons; p++) {
            known[p] = knowledge.known(p);
            Key key = new Key(known[p]);
            List<Integer> members = byKnown.get(key);
            if (members == null) {
                members = new ArrayList<>();
                byKnown.put(key, members);
                order.add(key);
            }
            members.add(p);
        }
    }

    /**
     * The attack with {@code matching}.
     *
     * @param personOfNode for each published node its person (the secret mapping), or null
     */
    AttackResult run(Knowledge.Matching matching, int[] personOfNode, double alpha) {
        int persons = known.length;
        int[] candidates = new int[persons];
        int[] single = new int[persons];
        boolean[] inferred = new boolean[persons];
        IntStream.range(0, order.size()).parallel().forEach(i -> {
            Key key = order.get(i);
            List<Integer> members = byKnown.get(key);
            int[] needed = needed(members, privateValues);
            long[] counts = new long[needed.length];
            long count = 0;
            int only = -1;
            int from = 0;
            int to = groups.length;
            if (bounded) {
                int k = key.vector[0];
                to = SortedSearch.firstAtLeast(firsts, k + 1);
                from = matching == Knowledge.Matching.EXACT ? SortedSearch.firstAtLeast(firsts, k) : 0;
            }
            for (int g = from; g < to; g++) {
                Group group = groups[g];
                if (!knowledge.matches(matching, key.vector, group.vector)) {
                    continue;
                }
                count += group.nodes.size();
                only = group.nodes.get(0);
                for (int j = 0; j < needed.length; j++) {
                    int at = Arrays.binarySearch(group.privateIds, needed[j]);
                    if (at >= 0) {
                        counts[j] += group.privateCounts[at];
                    }
                }
            }
            for (int p : members) {
                candidates[p] = (int) Math.min(Integer.MAX_VALUE, count);
                single[p] = count == 1 ? only : -1;
                for (int id : privateValues.held(p)) {
                    long c = counts[Arrays.binarySearch(needed, id)];
                    if (count > 0 && c / (double) count > alpha) {
                        inferred[p] = true;
                    }
                }
            }
        });
        return score(matching, candidates, single, inferred, personOfNode, alpha);
    }

    private static Group[] groups(Knowledge knowledge, int nodes, PrivateValues privateValues) {
        Map<Key, Group> byVector = new HashMap<>();
        List<Group> order = new ArrayList<>();
        for (int v = 0; v < nodes; v++) {
            Key key = new Key(knowledge.seen(v));
            Group g = byVector.get(key);
            if (g == null) {
                g = new Group(key.vector);
                byVector.put(key, g);
                order.add(g);
            }
            g.nodes.add(v);
        }
        for (Group g : order) {
            Map<Integer, Integer> tally = new java.util.TreeMap<>();
            for (int v : g.nodes) {
                for (int id : privateValues.shown(v)) {
                    tally.merge(id, 1, Integer::sum);
                }
            }
            g.privateIds = tally.keySet().stream().mapToInt(Integer::intValue).toArray();
            g.privateCounts = tally.values().stream().mapToInt(Integer::intValue).toArray();
        }
        return order.toArray(new Group[0]);
    }

    private static int[] needed(List<Integer> members, PrivateValues privateValues) {
        return members.stream().flatMapToInt(p -> Arrays.stream(privateValues.held(p))).distinct().sorted().toArray();
    }

    private AttackResult score(Knowledge.Matching matching, int[] candidates, int[] single, boolean[] inferred,
                               int[] personOfNode, double alpha) {
        int persons = candidates.length;
        long[] distribution = new long[AttackResult.BUCKET_TOPS.length];
        long sum = 0;
        int unique = 0;
        for (int p = 0; p < persons; p++) {
            distribution[AttackResult.bucket(candidates[p])]++;
            sum += candidates[p];
            unique += candidates[p] == 1 ? 1 : 0;
        }
        int[] sorted = candidates.clone();
        Arrays.sort(sorted);
        int reidentified = -1;
        int truthInSet = -1;
        if (personOfNode != null) {
            reidentified = 0;
            for (int p = 0; p < persons; p++) {
                if (single[p] >= 0 && personOfNode[single[p]] == p) {
                    reidentified++;
                }
            }
            boolean[] found = new boolean[persons];
            for (int v = 0; v < personOfNode.length; v++) {
                int p = personOfNode[v];
                if (!found[p] && knowledge.matches(matching, known[p], groups[groupOf[v]].vector)) {
                    found[p] = true;
                }
            }
            truthInSet = 0;
            for (boolean f : found) {
                truthInSet += f ? 1 : 0;
            }
        }
        int inferredCount = 0; // only a holder is ever inferred
        for (boolean i : inferred) {
            inferredCount += i ? 1 : 0;
        }
        return new AttackResult(knowledge.key(), matching, candidates, distribution,
                persons == 0 ? 0 : sum / (double) persons, persons == 0 ? 0 : sorted[(persons - 1) / 2], unique,
                reidentified, truthInSet, privateValues.holders(), inferredCount, alpha);
    }

    /** An int vector as a hash key. */
    private record Key(int[] vector) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(vector, k.vector);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(vector);
        }
    }
}
