package io.graphveil.split;

import io.graphveil.model.IndexedGraph;

import java.util.function.BooleanSupplier;

/**
 * Rule 4 of ALGORITHMS.md §1.4: which of the two copies a former neighbour joins, given what each copy has
 * so far.
 * <ol>
 *   <li>a. the copy sharing more PRIVACY and NON_PRIVACY values with the neighbour;</li>
 *   <li>b. then the copy with more common neighbours with it so far;</li>
 *   <li>(balanced option) then the copy with fewer neighbours so far;</li>
 *   <li>c. then the copy that inherited fewer attribute values;</li>
 *   <li>d. then a seeded coin.</li>
 * </ol>
 */
public final class CopyChoice {
    private CopyChoice() {
    }

    /**
     * @return 0 for the first copy, 1 for the second
     */
    public static int choose(int[] shared, int[] common, int[] friends, int[] inherited, boolean balanced,
                             BooleanSupplier coin) {
        if (shared[0] != shared[1]) {
            return shared[0] > shared[1] ? 0 : 1;
        }
        if (common[0] != common[1]) {
            return common[0] > common[1] ? 0 : 1;
        }
        if (balanced && friends[0] != friends[1]) {
            return friends[0] < friends[1] ? 0 : 1;
        }
        if (inherited[0] != inherited[1]) {
            return inherited[0] < inherited[1] ? 0 : 1;
        }
        return coin.getAsBoolean() ? 0 : 1;
    }

    /**
     * Counts, once local neighbour {@code u} has joined a copy, the common neighbours it brings to
     * that copy: every other local neighbour adjacent to {@code u} (local index 0 is the centre).
     */
    static void countCommon(IndexedGraph local, int u, int[] commonOfCopy) {
        for (int i = local.start(u); i < local.end(u); i++) {
            int x = local.target(i);
            if (x != 0) {
                commonOfCopy[x]++;
            }
        }
    }
}
