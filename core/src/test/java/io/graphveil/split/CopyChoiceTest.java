package io.graphveil.split;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/** Each tie-break level of SPEC 1.4 rule 4, in order. */
class CopyChoiceTest {
    private static int choose(int s0, int s1, int c0, int c1, int f0, int f1, int i0, int i1, boolean balanced,
                              boolean coin) {
        return CopyChoice.choose(new int[]{s0, s1}, new int[]{c0, c1}, new int[]{f0, f1}, new int[]{i0, i1},
                balanced, () -> coin);
    }

    @Test
    void ruleASharedValuesDecideFirst() {
        assertEquals(0, choose(2, 1, 0, 5, 9, 0, 9, 0, true, false));
        assertEquals(1, choose(0, 1, 5, 0, 0, 9, 0, 9, true, true));
    }

    @Test
    void ruleBThenCommonNeighbours() {
        assertEquals(0, choose(1, 1, 2, 1, 9, 0, 9, 0, true, false));
        assertEquals(1, choose(1, 1, 0, 3, 0, 9, 0, 9, true, true));
    }

    @Test
    void ruleCThenFewerInheritedValues() {
        assertEquals(1, choose(0, 0, 0, 0, 0, 5, 3, 2, false, true), "paper rule: friends are not looked at");
        assertEquals(0, choose(0, 0, 0, 0, 5, 0, 1, 2, false, false));
    }

    @Test
    void balancedPutsFewerFriendsBeforeRuleC() {
        assertEquals(0, choose(0, 0, 0, 0, 0, 5, 3, 2, true, false));
        assertEquals(1, choose(0, 0, 0, 0, 4, 1, 1, 2, true, true));
        assertEquals(1, choose(0, 0, 0, 0, 2, 2, 3, 2, true, true), "equal friends: rule c decides");
    }

    @Test
    void ruleDTheCoinOnlyOnFullTies() {
        assertEquals(0, choose(1, 1, 1, 1, 1, 1, 1, 1, true, true));
        assertEquals(1, choose(1, 1, 1, 1, 1, 1, 1, 1, true, false));
        CopyChoice.choose(new int[]{1, 0}, new int[]{0, 0}, new int[]{0, 0}, new int[]{0, 0}, false, () -> {
            fail("no coin when a rule decides");
            return true;
        });
    }
}
