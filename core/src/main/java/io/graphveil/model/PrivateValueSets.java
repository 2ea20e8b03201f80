package io.graphveil.model;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The private-ratio experiment of ALGORITHMS.md §0: {@code ⌈r·|dom(A)|⌉} values of an attribute's domain,
 * chosen with the seed, are declared private.
 */
public final class PrivateValueSets {
    private PrivateValueSets() {
    }

    /**
     * {@code ⌈ratio·|domain|⌉} values of {@code domain} drawn without replacement with {@code seed},
     * returned in domain order.
     */
    public static List<String> choose(List<String> domain, double ratio, long seed) {
        if (!(ratio >= 0 && ratio <= 1)) {
            throw new IllegalArgumentException("private ratio must be in [0,1], not " + ratio);
        }
        int k = (int) Math.ceil(ratio * domain.size() - 1e-9);
        int[] order = Permutations.identity(domain.size());
        Permutations.shufflePrefix(order, k, new SplittableRandom(seed));
        boolean[] picked = new boolean[domain.size()];
        for (int i = 0; i < k; i++) {
            picked[order[i]] = true;
        }
        List<String> out = new ArrayList<>(k);
        for (int i = 0; i < domain.size(); i++) {
            if (picked[i]) {
                out.add(domain.get(i));
            }
        }
        return out;
    }
}
