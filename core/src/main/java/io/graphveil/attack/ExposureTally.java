package io.graphveil.attack;

import java.util.Arrays;

/**
 * One attacker's figures ({@link Exposure}) added up target by target, or over groups of targets
 * the attacker cannot tell apart (the same candidates): holders of each item, holders exposed
 * (confidence above α in an item they hold), false positives, targets with no candidate, and the
 * mean number of candidate persons. The single-machine attackers add one target at a time, the
 * Spark engine's a group of alike targets with how many of them hold each item. Not thread-safe.
 */
public final class ExposureTally {
    private final long[] holders;
    private final long[] exposed;
    private final long[] falsePositives;
    private long targets;
    private long noCandidate;
    private long candidateSum;

    /** @param items the number of items, holder status last */
    public ExposureTally(int items) {
        holders = new long[items];
        exposed = new long[items];
        falsePositives = new long[items];
    }

    /**
     * Adds {@code n} targets with the candidates {@code e}.
     *
     * @param heldItems  the items some of them hold, ascending
     * @param heldCounts how many of them hold each of {@code heldItems}, or null when all {@code n} do
     * @return the items, holder status aside, that some of them are exposed in, ascending
     */
    public int[] add(DegreeGroups.Candidates e, long n, int[] heldItems, long[] heldCounts, double alpha) {
        targets += n;
        noCandidate += e.persons() == 0 ? n : 0;
        candidateSum += e.persons() * n;
        for (int i = 0; i < heldItems.length; i++) {
            holders[heldItems[i]] += heldCounts == null ? n : heldCounts[i];
        }
        int[] out = new int[e.itemCount()];
        int k = 0;
        for (int j = 0; j < e.itemCount(); j++) {
            if (!e.inferred(j, alpha)) {
                continue;
            }
            int item = e.item(j);
            int at = Arrays.binarySearch(heldItems, item);
            long holding = at < 0 ? 0 : heldCounts == null ? n : heldCounts[at];
            exposed[item] += holding;
            falsePositives[item] += n - holding;
            if (item < holders.length - 1 && holding > 0) {
                out[k++] = item;
            }
        }
        return Arrays.copyOf(out, k);
    }

    /**
     * The exposure these targets add up to.
     *
     * @param exposedPersons the persons exposed in some private value, ascending
     * @param sampled        whether fewer than all persons were attacked
     * @param revealingRows  the rows a repair must blank, ascending
     */
    public Exposure exposure(Attacker attacker, String[] itemNames, int[] exposedPersons, boolean sampled,
                             int[] revealingRows) {
        return new Exposure(attacker.key(), attacker.gated(), itemNames, ints(holders), ints(exposed),
                ints(falsePositives), exposedPersons, Math.toIntExact(targets), sampled, Math.toIntExact(noCandidate),
                targets == 0 ? 0 : candidateSum / (double) targets, revealingRows);
    }

    private static int[] ints(long[] a) {
        return Arrays.stream(a).mapToInt(Math::toIntExact).toArray();
    }
}
