package io.graphveil.cli;

import io.graphveil.attack.Exposure;
import io.graphveil.attack.PairLinkage;
import io.graphveil.attack.PrivacyAudit;

import java.io.PrintWriter;
import java.util.Locale;

/** The disclosure attackers' figures as a table on stdout: persons exposed before and after, per attacker. */
final class DisclosureTable {
    private DisclosureTable() {
    }

    /**
     * @param before the audit of the original published as it is (no mapping), or null
     */
    static void print(PrintWriter w, PrivacyAudit.Result before, PrivacyAudit.Result after) {
        w.printf(Locale.ROOT, "%-28s %6s %14s %14s %12s %10s%n", "disclosure attacker", "gated", "exposed",
                "exposed", "holder", "precision");
        w.printf(Locale.ROOT, "%-28s %6s %14s %14s %12s %10s%n", "", "", "(as is)", "(published)", "status", "");
        for (Exposure e : after.exposures()) {
            Exposure b = before == null ? null : before.exposure(e.attacker());
            w.printf(Locale.ROOT, "%-28s %6s %14s %14s %12s %10s%n", e.attacker(), e.gated() ? "yes" : "no",
                    b == null ? "-" : count(b), count(e), e.holderStatusExposed() + "/" + e.holdersOfAny(),
                    Double.isNaN(e.precision()) ? "-" : String.format(Locale.ROOT, "%.2f", e.precision()));
        }
        w.println("exposed: holders whose private value an attacker infers with confidence > alpha (share of holders); "
                + "holder status: holders exposed as holders");
        if (!after.tells().isEmpty()) {
            w.printf(Locale.ROOT, "revealing tokens: %d, e.g. %s%n", after.tells().size(), describe(after.tells().get(0)));
        }
        PairLinkage l = after.linkage();
        if (l != null && l.pairs() > 0) {
            w.printf(Locale.ROOT, "pair linkage (%d split persons): by value %s precision (chance %s); by structure %d of "
                            + "top 50 and %d of top %d right%n", l.pairs(), pct(l.valuePrecision()), pct(l.valueChance()),
                    l.structureTop50(), l.structureTopN(), l.pairs());
        }
        w.flush();
    }

    private static String describe(PrivacyAudit.Tell t) {
        return String.format(Locale.ROOT, "'%s' reveals %s (%d persons, %.0f%% holders)", t.token(), t.item(), t.persons(),
                100 * t.holderShare());
    }

    private static String count(Exposure e) {
        return String.format(Locale.ROOT, "%d (%.1f%%)", e.exposedCount(), 100 * e.exposedShare());
    }

    private static String pct(double x) {
        return Double.isNaN(x) ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * x);
    }
}
