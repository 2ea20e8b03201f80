package io.graphveil.model;

import java.util.List;

/**
 * How a schema says an attribute's generalization hierarchy is obtained (ALGORITHMS.md §8): read from a CSV
 * file, built from codes by prefix masking, or built from numbers by interval widths.
 */
public sealed interface HierarchySpec {

    /** A CSV file, one row per leaf, leaf first and {@code *} last; relative to the schema file. */
    record FromFile(String file) implements HierarchySpec {
        public FromFile {
            if (file == null || file.isBlank()) {
                throw new IllegalArgumentException("hierarchy file must not be empty");
            }
        }
    }

    /** Prefix masking of codes: {@code 12345 → 1234* → 123** → … → *}, {@code digits} levels above the leaves. */
    record Mask(int digits) implements HierarchySpec {
        public Mask {
            if (digits < 1) {
                throw new IllegalArgumentException("mask digits must be at least 1, not " + digits);
            }
        }
    }

    /**
     * Numbers binned by widths, one level per width, each width a multiple of the one before it so
     * that the bins nest; bins are aligned at multiples of their width.
     */
    record Intervals(List<Double> widths) implements HierarchySpec {
        public Intervals {
            widths = List.copyOf(widths);
            if (widths.isEmpty()) {
                throw new IllegalArgumentException("intervals need at least one width");
            }
            double previous = 0;
            for (double w : widths) {
                if (!(w > 0) || Double.isInfinite(w)) {
                    throw new IllegalArgumentException("interval width must be positive, not " + w);
                }
                if (previous > 0 && !isMultiple(w, previous)) {
                    throw new IllegalArgumentException("interval width " + w
                            + " is not a multiple of the previous width " + previous + ", so the bins would not nest");
                }
                previous = w;
            }
        }

        private static boolean isMultiple(double w, double of) {
            double ratio = w / of;
            return Math.abs(ratio - Math.rint(ratio)) < 1e-9 && ratio >= 1;
        }
    }
}
