package io.graphveil.model;

import java.util.SplittableRandom;

/**
 * Seeded random permutations: the Fisher–Yates shuffles (Knuth, TAOCP vol. 2, Algorithm P) that
 * the toolkit's random choices go through, so that each is written once and a seed means the
 * same draw everywhere.
 */
public final class Permutations {
    private Permutations() {
    }

    /** {@code 0, 1, …, n−1}. */
    public static int[] identity(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }

    /** Shuffles {@code a[0..length)} uniformly (from the last position down). */
    public static void shuffle(int[] a, int length, SplittableRandom random) {
        for (int i = length - 1; i > 0; i--) {
            swap(a, i, random.nextInt(i + 1));
        }
    }

    /**
     * Shuffles the pairs {@code (a[i], b[i])} of {@code [0..length)} together, with the draws of
     * {@link #shuffle(int[], int, SplittableRandom)}: the same order that shuffling the indexes and
     * reading both arrays through them gives, without the index array.
     */
    public static void shuffle(int[] a, int[] b, int length, SplittableRandom random) {
        for (int i = length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            swap(a, i, j);
            swap(b, i, j);
        }
    }

    /**
     * Makes {@code a[0..k)} a uniform random sample of {@code a}, in random order (the first
     * {@code k} steps of a shuffle from the front); the rest of {@code a} keeps the other entries.
     */
    public static void shufflePrefix(int[] a, int k, SplittableRandom random) {
        for (int i = 0; i < k; i++) {
            swap(a, i, i + random.nextInt(a.length - i));
        }
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
