package io.graphveil.criteria;

import io.graphveil.group.Partition;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.policy.PrivateItems;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * α against the degree attackers of docs/THREAT-MODEL.md, judged within each class of a split
 * graph's table: for every person of a class holding a private value {@code s}, the candidate rows
 * of an attacker who knows that person's degree {@code d} — the tolerant one: rows of degree at
 * most {@code d}; the copy-pair one: rows of degree {@code d}, and rows with another row of the
 * class whose degrees sum to {@code d} — and among their distinct persons the share showing
 * {@code s}; the class fails when it exceeds α. A class of k persons whose degrees single a holder
 * out passes k-anonymity and α and still gives the value away; this criterion makes the search
 * generalize, merge or suppress it instead, so that the privacy gate seldom has to. It counts the
 * shadow copies attached to the rows it judges ({@code shadowDegree}), reads the PRIVACY values
 * shown (only a shown private value reveals; the gate judges the other tells), and no
 * quasi-identifier.
 *
 * <p>Not monotone: merging classes can lower a confidence or raise it. Cost per class
 * {@code O(R log R + H · (G + P))} for R rows, H holders, G distinct degrees and P split persons,
 * candidate sets being unions of degree groups evaluated from group aggregates.
 */
public final class DegreeDisclosure implements PrivacyCriterion {
    private final double alpha;
    private final int[] rowDegree;
    private final int[] shadowDegree;
    private final int[] personOf;
    private final int[] knownDegree;
    private final int[][] held;
    private final PrivateItems items;
    private final Hierarchies hierarchies;

    /**
     * @param rowDegree    each row's degree in the published graph
     * @param shadowDegree the degree of the shadow copy attached to each row, or −1
     * @param personOf     each row's person
     * @param knownDegree  each person's degree in the original graph
     * @param held         the private items each person holds ({@link PrivateItems#held}), ascending
     */
    public DegreeDisclosure(double alpha, int[] rowDegree, int[] shadowDegree, int[] personOf, int[] knownDegree,
                            int[][] held, PrivateItems items, Hierarchies hierarchies) {
        this.alpha = alpha;
        this.rowDegree = rowDegree.clone();
        this.shadowDegree = shadowDegree.clone();
        this.personOf = personOf.clone();
        this.knownDegree = knownDegree;
        this.held = held;
        this.items = items;
        this.hierarchies = hierarchies;
    }

    @Override
    public String name() {
        return "degree disclosure";
    }

    @Override
    public String describe() {
        return "(" + alpha + ")-confidence against degree attackers";
    }

    @Override
    public boolean isMonotone() {
        return false;
    }

    @Override
    public Set<String> reads(Schema schema) {
        Set<String> names = new LinkedHashSet<>();
        for (int a : schema.indexesOf(AttributeRole.PRIVACY)) {
            names.add(schema.attribute(a).name());
        }
        return names;
    }

    /** The rows: which persons a degree attacker confuses depends on each row's degree, no class aggregate. */
    @Override
    public Needs needs(Table table) {
        return Needs.ROWS;
    }

    @Override
    public boolean[] judge(ClassAggregates aggregates) {
        Partition classes = aggregates.classes();
        int[][] shown = shownItems(aggregates.rows());
        boolean[] ok = new boolean[classes.classCount()];
        for (int c = 0; c < ok.length; c++) {
            ok[c] = worst(classes, c, shown) == null;
        }
        return ok;
    }

    @Override
    public String why(ClassAggregates aggregates, int cls) {
        String w = worst(aggregates.classes(), cls, shownItems(aggregates.rows()));
        return w == null ? "no degree disclosure" : w;
    }

    /** The items each row shows in its PRIVACY cells. */
    private int[][] shownItems(Table table) {
        Schema schema = table.schema();
        int[] privacy = schema.indexesOf(AttributeRole.PRIVACY);
        int[][][] byCode = new int[privacy.length][][];
        for (int j = 0; j < privacy.length; j++) {
            Column column = table.column(privacy[j]);
            String name = schema.attribute(privacy[j]).name();
            byCode[j] = new int[column.dictionarySize()][];
            for (int code = 0; code < byCode[j].length; code++) {
                byCode[j][code] = code == Column.MISSING_CODE ? new int[0]
                        : items.itemsOf(name, column.decode(code), hierarchies.get(name).orElse(null));
            }
        }
        int[][] out = new int[table.rowCount()][];
        for (int r = 0; r < out.length; r++) {
            int[] all = new int[0];
            for (int j = 0; j < privacy.length; j++) {
                int[] add = byCode[j][table.code(r, privacy[j])];
                if (add.length > 0) {
                    all = Arrays.copyOf(all, all.length + add.length);
                    System.arraycopy(add, 0, all, all.length - add.length, add.length);
                }
            }
            Arrays.sort(all);
            out[r] = all;
        }
        return out;
    }

    /** Why class {@code c} fails, or null: the first holder and attacker whose confidence exceeds α. */
    private String worst(Partition classes, int c, int[][] shown) {
        int size = classes.size(c);
        // entries: the class's rows and their attached shadows, sorted by degree
        long[] keys = new long[2 * size];
        int n = 0;
        for (int i = classes.start(c); i < classes.end(c); i++) {
            int r = classes.member(i);
            keys[n++] = ((long) rowDegree[r] << 32) | (r << 1);
            if (shadowDegree[r] >= 0) {
                keys[n++] = ((long) shadowDegree[r] << 32) | (r << 1) | 1;
            }
        }
        keys = Arrays.copyOf(keys, n);
        Arrays.sort(keys);
        int[] degree = new int[n];
        int[] starts = new int[n + 1];
        int groups = 0;
        Map<Integer, int[]> itemCount = new HashMap<>(); // item -> rows showing it, per group
        Map<Integer, Integer> groupOfValueRow = new HashMap<>();
        Map<Integer, Integer> groupOfShadow = new HashMap<>();
        for (int e = 0; e < n; e++) {
            degree[e] = (int) (keys[e] >>> 32);
            if (e == 0 || degree[e] != degree[e - 1]) {
                starts[groups++] = e;
            }
        }
        starts[groups] = n;
        int groupCount = groups;
        int[] groupDegree = new int[groups];
        int[] groupSize = new int[groups];
        for (int g = 0; g < groups; g++) {
            groupDegree[g] = degree[starts[g]];
            groupSize[g] = starts[g + 1] - starts[g];
            for (int e = starts[g]; e < starts[g + 1]; e++) {
                int r = (int) (keys[e] & 0xffffffffL) >>> 1;
                boolean shadow = (keys[e] & 1) == 1;
                (shadow ? groupOfShadow : groupOfValueRow).put(r, g);
                if (!shadow) {
                    for (int item : shown[r]) {
                        itemCount.computeIfAbsent(item, x -> new int[groupCount])[g]++;
                    }
                }
            }
        }
        // per (degree, attacker): the items over alpha, as {item, showing, persons}
        Map<Long, java.util.List<int[]>> seen = new HashMap<>();
        boolean[] chosen = new boolean[groups];
        for (int i = classes.start(c); i < classes.end(c); i++) {
            int r = classes.member(i);
            int person = personOf[r];
            if (held[person].length == 0) {
                continue;
            }
            int d = knownDegree[person];
            for (int attacker = 0; attacker < 2; attacker++) {
                long key = ((long) d << 1) | attacker;
                java.util.List<int[]> over = seen.get(key);
                if (over == null) {
                    over = new java.util.ArrayList<>();
                    int persons = 0;
                    for (int g = 0; g < groups; g++) {
                        int x = groupDegree[g];
                        if (attacker == 0) {
                            chosen[g] = x <= d;
                        } else {
                            int other = x == d ? g : Arrays.binarySearch(groupDegree, d - x);
                            chosen[g] = x <= d && (x == d || other >= 0 && (other != g || groupSize[g] >= 2));
                        }
                        persons += chosen[g] ? groupSize[g] : 0;
                    }
                    for (Map.Entry<Integer, Integer> shadow : groupOfShadow.entrySet()) {
                        if (chosen[shadow.getValue()] && chosen[groupOfValueRow.get(shadow.getKey())]) {
                            persons--;
                        }
                    }
                    for (Map.Entry<Integer, int[]> e : itemCount.entrySet()) {
                        int count = 0;
                        for (int g = 0; g < groups; g++) {
                            count += chosen[g] ? e.getValue()[g] : 0;
                        }
                        if (persons > 0 && count > alpha * persons + 1e-9) {
                            over.add(new int[]{e.getKey(), count, persons});
                        }
                    }
                    seen.put(key, over);
                }
                for (int[] f : over) {
                    if (Arrays.binarySearch(held[person], f[0]) >= 0) {
                        return String.format(Locale.ROOT, "a holder of %s with %d friends is among %d candidate "
                                        + "persons of the %s attacker, %d of whom show it (%.3f > alpha = %s)",
                                items.describe(f[0]), d, f[2], attacker == 0 ? "tolerant degree" : "copy-pair", f[1],
                                f[1] / (double) f[2], alpha);
                    }
                }
            }
        }
        return null;
    }
}
