package io.graphveil.split;

import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Who is split under the safe rules: every holder of a private value with at least two friends,
 * and <em>decoys</em>, non-holders with at least two friends split exactly like holders, so that
 * the shadow copies do not tell holders apart. Persons are grouped into <em>strata</em> by their
 * published class ({@link PersonClasses}, when known) and what their shadow would show
 * ({@link ShadowForm#stratum}): an attacker who knows a person's quasi-identifiers reads the
 * shadows of its class, so a bound over the whole table alone would let a class's shadows be
 * mostly, or only, holders. In each stratum the holders must be at
 * most {@code α·(1 − margin)} of the persons carrying that shadow's tokens (the split persons and
 * the unsplit rows that show the same pattern as they are), which bounds both the share of each
 * private value and holder status; the margin leaves room for the privacy gate's repairs, whose
 * rows take the shadow pattern. Decoys are the eligible non-holders of the stratum with the
 * smallest keyed hash ({@code nodeKey}), so the choice is a function of a per-class aggregate and
 * a per-node keyed stream, as a distributed engine needs. The holders of a stratum include those
 * left whole (fewer than two friends): the privacy gate may blank such a holder's only row, which
 * then shows the shadow pattern, so the bound holds whichever of them the gate repairs (at 10 M
 * nodes, before this was counted, the gate's 810 repairs left 11 strata above α, one whose only
 * carriers were repaired holders). Where a stratum has too few non-holders
 * every one of them is a decoy, holder status is reported unprotected there, and, when a
 * not-nullable column's shadow label can climb, the plan climbs it (merging strata) and starts
 * again; the climbing is decided over the whole table, since a class short of non-holders stays
 * short whatever its shadows show. Persons with fewer than two friends are never split: a split
 * would isolate a copy.
 * Cost {@code O(n log n)} (the sort of the candidates by key) per attempt. Immutable. What an
 * engine that holds the persons elsewhere needs is public: the arithmetic of one stratum from its
 * counts ({@link #stratum}), the climbing ({@link #climbed}) and the owner's figures
 * ({@link #describe(List, int, int, ShadowForm, boolean)}).
 */
public final class DecoyPlan {

    /**
     * One stratum's figures.
     *
     * @param key                   the stratum: its published class, if any, and its shadow pattern ({@link #stratumKey})
     * @param holders               its holders, those left whole included
     * @param decoys                the non-holders split as decoys
     * @param nativeCarriers        non-holders that show the shadow pattern as they are
     * @param candidates            non-holders with two friends or more that do not (possible decoys)
     * @param holderStatusProtected whether the holders are at most the share of the carriers
     * @param holderShare           holders among the carriers
     */
    public record Stratum(String key, int holders, int decoys, int nativeCarriers, int candidates,
                          boolean holderStatusProtected, double holderShare) {
    }

    /**
     * A stratum from its counts: the decoys it needs so that its holders are at most {@code share}
     * of its carriers ({@code ⌈holders/share⌉ − holders − nativeCarriers}), all its candidates
     * when they are too few (the stratum then unprotected).
     */
    public static Stratum stratum(String key, int holders, int nativeCarriers, int candidates, double share) {
        int needed = holders == 0 ? 0 : (int) Math.max(0, Math.ceil(holders / share - holders - nativeCarriers - 1e-9));
        boolean protectedHere = needed <= candidates;
        int chosen = Math.min(needed, candidates);
        int carriers = holders + chosen + nativeCarriers;
        return new Stratum(key, holders, chosen, nativeCarriers, candidates, protectedHere,
                carriers == 0 ? 0 : holders / (double) carriers);
    }

    /** The key of the stratum of a person of class {@code classLabel} (null: no classes) showing {@code pattern}. */
    public static String stratumKey(String classLabel, String pattern) {
        return classLabel == null ? pattern : classLabel + '\u0001' + pattern;
    }

    /**
     * Climbs {@code form} until {@code attempt}'s strata over the whole table are all protected, or
     * it cannot climb; returns the last attempt's strata.
     */
    public static List<Stratum> climbed(ShadowForm form, java.util.function.Function<ShadowForm, List<Stratum>> attempt) {
        while (true) {
            List<Stratum> strata = attempt.apply(form);
            int climb = form.climbable();
            if (allProtected(strata) || climb < 0) {
                return strata;
            }
            form.climb(climb);
        }
    }

    private static boolean allProtected(List<Stratum> strata) {
        for (Stratum s : strata) {
            if (!s.holderStatusProtected()) {
                return false;
            }
        }
        return true;
    }

    private final boolean[] targets;
    private final int decoys;
    private final int holdersSplit;
    private final int holdersUnsplit;
    private final List<Stratum> strata;
    private final ShadowForm form;
    private final boolean withinClasses;

    private DecoyPlan(boolean[] targets, int decoys, int holdersSplit, int holdersUnsplit, List<Stratum> strata,
                      ShadowForm form, boolean withinClasses) {
        this.withinClasses = withinClasses;
        this.targets = targets;
        this.decoys = decoys;
        this.holdersSplit = holdersSplit;
        this.holdersUnsplit = holdersUnsplit;
        this.strata = List.copyOf(strata);
        this.form = form;
    }

    /**
     * @param degree  each person's number of friends
     * @param holder  whether each person holds a private value
     * @param nodeKey each person's keyed hash
     * @param share   the largest share of holders among a stratum's carriers, {@code α·(1 − margin)}
     * @param classes each person's published class, or null to balance over the whole table only
     */
    static DecoyPlan of(Table table, int[] degree, boolean[] holder, NodeKeys nodeKey, ShadowForm form, double share,
                        PersonClasses classes) {
        DecoyPlan plan = climb(table, degree, holder, nodeKey, form, share);
        return classes == null ? plan : attempt(table, degree, holder, nodeKey, form, share, classes);
    }

    /** Climbs {@code form} until the plan over the whole table protects every stratum, or it cannot climb. */
    private static DecoyPlan climb(Table table, int[] degree, boolean[] holder, NodeKeys nodeKey, ShadowForm form,
                                  double share) {
        DecoyPlan[] last = new DecoyPlan[1];
        climbed(form, f -> {
            last[0] = attempt(table, degree, holder, nodeKey, f, share, null);
            return last[0].strata;
        });
        return last[0];
    }

    /**
     * The shadow pattern each person could carry under this plan, before any class is known: its
     * stratum over the whole table (after the climbing) when it is a holder, a non-holder showing
     * the pattern as it is, or a non-holder with two friends or more (a possible decoy); −1 for the
     * others. Numbered {@code 0..}; what a criterion needs to ask of a grouping whether its classes
     * have non-holders enough ({@code criteria.ShadowHolderShare}).
     */
    static int[] carrierPatterns(Table table, int[] degree, boolean[] holder, ShadowForm form, double share) {
        climb(table, degree, holder, null, form, share);
        Map<String, Integer> ids = new HashMap<>();
        int[] out = new int[table.rowCount()];
        for (int v = 0; v < out.length; v++) {
            boolean carries = holder[v] || degree[v] >= 2 || form.showsShadowPattern(table, v);
            out[v] = carries ? ids.computeIfAbsent(form.stratum(table, v), key -> ids.size()) : -1;
        }
        return out;
    }

    private static DecoyPlan attempt(Table table, int[] degree, boolean[] holder, NodeKeys nodeKey, ShadowForm form,
                                     double share, PersonClasses classes) {
        int n = table.rowCount();
        if (classes != null && classes.persons() != n) {
            throw new IllegalArgumentException(classes.persons() + " classes for " + n + " persons");
        }
        Map<String, Integer> ids = new LinkedHashMap<>();
        int[] stratumOf = new int[n];
        List<int[]> counts = new ArrayList<>(); // holders, native carriers, candidates
        for (int v = 0; v < n; v++) {
            String pattern = form.stratum(table, v);
            String key = stratumKey(classes == null ? null : classes.label(classes.classOf(v)), pattern);
            Integer id = ids.get(key);
            if (id == null) {
                id = ids.size();
                ids.put(key, id);
                counts.add(new int[3]);
            }
            stratumOf[v] = id;
            int[] c = counts.get(id);
            if (holder[v]) {
                c[0]++; // split, or left whole with its value row, which the gate may blank to this pattern
            } else if (form.showsShadowPattern(table, v)) {
                c[1]++;
            } else if (degree[v] >= 2) {
                c[2]++;
            }
        }
        int[][] candidates = new int[ids.size()][];
        int[] filled = new int[ids.size()];
        for (int s = 0; s < candidates.length; s++) {
            candidates[s] = new int[counts.get(s)[2]];
        }
        for (int v = 0; v < n; v++) {
            if (!holder[v] && degree[v] >= 2 && !form.showsShadowPattern(table, v)) {
                candidates[stratumOf[v]][filled[stratumOf[v]]++] = v;
            }
        }
        boolean[] targets = new boolean[n];
        int holdersSplit = 0;
        int holdersUnsplit = 0;
        for (int v = 0; v < n; v++) {
            if (holder[v]) {
                targets[v] = degree[v] >= 2;
                holdersSplit += targets[v] ? 1 : 0;
                holdersUnsplit += targets[v] ? 0 : 1;
            }
        }
        List<Stratum> strata = new ArrayList<>();
        int decoys = 0;
        List<String> keys = new ArrayList<>(ids.keySet());
        for (int s = 0; s < candidates.length; s++) {
            int[] c = counts.get(s);
            Stratum stratum = stratum(keys.get(s), c[0], c[1], candidates[s].length, share);
            for (int v : smallestKeys(candidates[s], nodeKey, stratum.decoys())) {
                targets[v] = true;
            }
            decoys += stratum.decoys();
            strata.add(stratum);
        }
        return new DecoyPlan(targets, decoys, holdersSplit, holdersUnsplit, strata, form, classes != null);
    }

    /** The {@code k} members of {@code members} with the smallest keys ({@link NodeKeys#order}). */
    private static int[] smallestKeys(int[] members, NodeKeys nodeKey, int k) {
        if (k == 0 || nodeKey == null) { // null: only the counts are asked for ({@link #carrierPatterns})
            return new int[0];
        }
        int[] order = nodeKey.order(members.length, i -> members[i]);
        int[] out = new int[k];
        for (int i = 0; i < k; i++) {
            out[i] = members[order[i]];
        }
        return out;
    }

    boolean[] targets() {
        return targets.clone();
    }

    int decoys() {
        return decoys;
    }

    int holdersSplit() {
        return holdersSplit;
    }

    /** Holders with fewer than two friends, left whole. */
    int holdersUnsplit() {
        return holdersUnsplit;
    }

    List<Stratum> strata() {
        return strata;
    }

    ShadowForm form() {
        return form;
    }

    /** Whether holder status is hidden in every stratum that has holders. */
    boolean holderStatusProtected() {
        return allProtected(strata);
    }

    /** Figures for the owner's report. */
    Map<String, Object> describe() {
        return describe(strata, holdersSplit, holdersUnsplit, form, withinClasses);
    }

    /**
     * The owner's figures of a plan with these strata.
     *
     * @param holdersSplit   holders with two friends or more
     * @param holdersUnsplit holders with fewer, left whole
     * @param withinClasses  whether the strata are within published classes
     */
    public static Map<String, Object> describe(List<Stratum> strata, int holdersSplit, int holdersUnsplit,
                                               ShadowForm form, boolean withinClasses) {
        Map<String, Object> out = new LinkedHashMap<>();
        int decoys = 0;
        double worst = 0;
        Map<String, Object> unprotected = new HashMap<>();
        for (Stratum s : strata) {
            decoys += s.decoys();
            worst = Math.max(worst, s.holderShare());
            if (!s.holderStatusProtected()) {
                unprotected.put(s.key().replace('\u0001', '|').replace('\u0000', '|'), s.holderShare());
            }
        }
        out.put("holders_split", holdersSplit);
        out.put("holders_unsplit_degree_below_2", holdersUnsplit);
        out.put("decoys", decoys);
        out.put("strata", strata.size());
        out.put("strata_within", withinClasses ? "published classes" : "whole table");
        out.put("holder_status_protected", allProtected(strata));
        out.put("largest_holder_share_among_shadows", worst);
        out.put("shadow_levels", form.levels());
        out.put("strata_without_holder_status_protection", unprotected);
        return out;
    }
}
