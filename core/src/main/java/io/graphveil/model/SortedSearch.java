package io.graphveil.model;

/**
 * The first position of a value in an ascending sequence, by galloping (Bentley and Yao 1976, "An
 * almost optimal algorithm for unbounded searching"): steps of 1, 2, 4, … from the start, then a
 * binary search of the last step. {@code O(log p)} for the answer's distance {@code p} from the
 * start, so a merge that skips ahead by it pays for what it skips, not for the sequence's length.
 */
public final class SortedSearch {
    private SortedSearch() {
    }

    /**
     * The first {@code i} in {@code [from, to)} with {@code a[i] >= x}, or {@code to} if none;
     * {@code a} must be ascending there.
     */
    public static int firstAtLeast(int[] a, int from, int to, int x) {
        int step = 1;
        int lo = from;
        int hi = from;
        while (hi < to && a[hi] < x) {
            lo = hi + 1;
            hi += step;
            step <<= 1;
        }
        hi = Math.min(hi, to);
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The first index of ascending {@code a} holding at least {@code x}, or {@code a.length}. */
    public static int firstAtLeast(int[] a, int x) {
        return firstAtLeast(a, 0, a.length, x);
    }
}
