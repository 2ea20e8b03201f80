package io.graphveil.anonymize.cluster;

import java.util.concurrent.ForkJoinPool;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;
import java.util.stream.IntStream;

/**
 * The nearest-record and nearest-cluster searches of every clustering algorithm: an argmin over
 * the remaining records (by profile) or over clusters, run in parallel chunks on the common
 * fork-join pool when there are enough candidates. The winner does not depend on the chunking:
 * candidates are ordered by score, then by an optional tie-break score, then by the lowest index
 * (ALGORITHMS.md §2 and 3: "ties go to the lowest input index"); NaN counts as +∞.
 */
public final class Scan {
    /** Below this many candidates a scan runs on the calling thread only. */
    static final int PARALLEL_THRESHOLD = 2048;

    private Scan() {
    }

    /** The winner of a scan: its index (record or cluster), −1 when no candidate was eligible, and its score. */
    public record Best(int index, double score, double tieBreak) {
        /** No candidate. */
        public static final Best NONE = new Best(-1, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY);

        public boolean found() {
            return index >= 0;
        }

        /** Whether this winner ranks strictly before {@code other} by score, then tie-break (indexes aside). */
        public boolean ranksBefore(Best other) {
            int c = Double.compare(score, other.score);
            return c < 0 || c == 0 && Double.compare(tieBreak, other.tieBreak) < 0;
        }

        boolean beats(Best other) {
            if (index < 0) {
                return false;
            }
            if (other.index < 0) {
                return true;
            }
            int c = Double.compare(score, other.score);
            if (c == 0) {
                c = Double.compare(tieBreak, other.tieBreak);
            }
            return c < 0 || c == 0 && index < other.index;
        }
    }

    /**
     * The remaining record with the least {@code score} of its profile among the profiles
     * {@code eligible} accepts (null: all); ties by {@code tieBreak} (null: none), then lowest
     * record index.
     */
    public static Best nearestRecord(RecordPool pool, ProfileScore score, ProfileScore tieBreak, IntPredicate eligible) {
        int count = pool.activeCount();
        return search(count, from -> {
            int to = Math.min(count, from + chunk(count));
            Best best = Best.NONE;
            for (int i = from; i < to; i++) {
                int p = pool.activeProfile(i);
                if (eligible != null && !eligible.test(p)) {
                    continue;
                }
                double s = clean(score.score(p));
                if (best.index >= 0 && s > best.score) {
                    continue;
                }
                Best candidate = new Best(pool.lowestRecord(p), s, tieBreak == null ? 0 : clean(tieBreak.score(p)));
                if (candidate.beats(best)) {
                    best = candidate;
                }
            }
            return best;
        });
    }

    /** As {@link #nearestRecord(RecordPool, ProfileScore, ProfileScore, IntPredicate)} without tie-break or filter. */
    public static Best nearestRecord(RecordPool pool, ProfileScore score) {
        return nearestRecord(pool, score, null, null);
    }

    /**
     * Among {@code candidates[0..count)} (cluster ids or any ints) those {@code eligible} accepts
     * (null: all), the one with the least {@code score}; ties to the lowest id.
     */
    public static Best nearest(int[] candidates, int count, IntToDoubleFunction score, IntPredicate eligible) {
        return nearest(candidates, count, score, null, eligible);
    }

    /**
     * As {@link #nearest(int[], int, IntToDoubleFunction, IntPredicate)}, ties by {@code tieBreak}
     * (null: none) before the lowest id.
     */
    public static Best nearest(int[] candidates, int count, IntToDoubleFunction score, IntToDoubleFunction tieBreak,
                               IntPredicate eligible) {
        return search(count, from -> {
            int to = Math.min(count, from + chunk(count));
            Best best = Best.NONE;
            for (int i = from; i < to; i++) {
                int c = candidates[i];
                if (eligible != null && !eligible.test(c)) {
                    continue;
                }
                double s = clean(score.applyAsDouble(c));
                if (best.index >= 0 && s > best.score) {
                    continue;
                }
                Best candidate = new Best(c, s, tieBreak == null ? 0 : clean(tieBreak.applyAsDouble(c)));
                if (candidate.beats(best)) {
                    best = candidate;
                }
            }
            return best;
        });
    }

    /** A score that may stop early: exact when at most {@code bound}, otherwise any value above it. */
    @FunctionalInterface
    public interface BoundedScore {
        double score(int candidate, double bound);
    }

    /**
     * Among {@code candidates[0..count)} the one with the least score, provided it is at most
     * {@code bound} (otherwise none is found); ties to the lowest id. Candidates are scored with
     * the best score so far as their bound (branch and bound), so most stop early; the winner is
     * the same as a full scan's.
     */
    public static Best nearestWithin(int[] candidates, int count, BoundedScore score, double bound) {
        return search(count, from -> {
            int to = Math.min(count, from + chunk(count));
            Best best = Best.NONE;
            for (int i = from; i < to; i++) {
                int c = candidates[i];
                double limit = best.index >= 0 ? Math.min(bound, best.score) : bound;
                double s = clean(score.score(c, limit));
                if (s > limit) {
                    continue;
                }
                Best candidate = new Best(c, s, 0);
                if (candidate.beats(best)) {
                    best = candidate;
                }
            }
            return best;
        });
    }

    private interface Chunk {
        Best run(int from);
    }

    private static int parts() {
        return Math.max(1, ForkJoinPool.getCommonPoolParallelism() + 1) * 4;
    }

    private static int chunk(int count) {
        return count < PARALLEL_THRESHOLD ? Math.max(count, 1) : (count + parts() - 1) / parts();
    }

    private static Best search(int count, Chunk chunk) {
        if (count < PARALLEL_THRESHOLD) {
            return chunk.run(0);
        }
        int size = chunk(count);
        int chunks = (count + size - 1) / size;
        Best[] results = IntStream.range(0, chunks).parallel().mapToObj(i -> chunk.run(i * size))
                .toArray(Best[]::new);
        Best best = Best.NONE;
        for (Best b : results) {
            if (b.beats(best)) {
                best = b;
            }
        }
        return best;
    }

    private static double clean(double s) {
        return Double.isNaN(s) ? Double.POSITIVE_INFINITY : s;
    }
}
