package io.graphveil.quality;

/**
 * The loss {@code L} of ALGORITHMS.md §3 (Wang et al. 2010) for one value: an ordered value covering
 * {@code [a,b]} generalized to {@code [a*,b*]} loses {@code (b*−a*+1)/(b−a+1)} (an original point
 * value, {@code a = b}, therefore loses the width of the interval it joins), 0 when unchanged; an
 * unordered value covering the set {@code y} generalized to {@code y*} loses {@code |y*|/|y|} (an
 * original value, a one-element set, loses the size of the set it joins), 0 when unchanged.
 * Values are compared by what they cover, so {@code *} equals the whole domain.
 */
public final class Loss {
    private Loss() {
    }

    /** {@code L([a,b],[a*,b*])}, positions on the attribute's line. */
    public static double ordered(double a, double b, double aStar, double bStar) {
        if (a == aStar && b == bStar) {
            return 0;
        }
        return (bStar - aStar + 1) / (b - a + 1);
    }

    /** {@code L(y,y*)} for sets of {@code size} and {@code sizeStar} values, {@code y ⊆ y*}. */
    public static double unordered(int size, int sizeStar) {
        return size == sizeStar ? 0 : sizeStar / (double) size;
    }
}
