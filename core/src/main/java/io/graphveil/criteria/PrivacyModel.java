package io.graphveil.criteria;

import io.graphveil.ModelNotMetException;
import io.graphveil.group.Partition;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** A conjunction of privacy criteria: a class satisfies the model when it satisfies each criterion. */
public final class PrivacyModel {
    private final List<PrivacyCriterion> criteria;

    public PrivacyModel(List<PrivacyCriterion> criteria) {
        if (criteria.isEmpty()) {
            throw new IllegalArgumentException("a privacy model needs at least one criterion");
        }
        this.criteria = List.copyOf(criteria);
    }

    public static PrivacyModel of(PrivacyCriterion... criteria) {
        return new PrivacyModel(List.of(criteria));
    }

    /** This model with {@code more} added after its criteria. */
    public PrivacyModel with(PrivacyCriterion more) {
        List<PrivacyCriterion> all = new ArrayList<>(criteria);
        all.add(more);
        return new PrivacyModel(all);
    }

    public List<PrivacyCriterion> criteria() {
        return criteria;
    }

    public boolean isMonotone() {
        return criteria.stream().allMatch(PrivacyCriterion::isMonotone);
    }

    /**
     * Whether every criterion is monotone under the search's rules: {@link PrivacyCriterion#isMonotone()}
     * without suppression, {@link PrivacyCriterion#isMonotoneWithSuppression()} when records of failing
     * classes may be suppressed.
     */
    public boolean isMonotone(boolean withSuppression) {
        return criteria.stream().allMatch(c -> monotone(c, withSuppression));
    }

    /**
     * For each criterion (in the model's order), whether it is monotone under the search's rules
     * (see {@link #isMonotone(boolean)}): a node that fails those fails the whole model, and so do
     * its predecessors, which is the pruning that stays valid when the model is not monotone.
     */
    public boolean[] monotoneMask(boolean withSuppression) {
        boolean[] mask = new boolean[criteria.size()];
        for (int i = 0; i < mask.length; i++) {
            mask[i] = monotone(criteria.get(i), withSuppression);
        }
        return mask;
    }

    private static boolean monotone(PrivacyCriterion c, boolean withSuppression) {
        return withSuppression ? c.isMonotone() && c.isMonotoneWithSuppression() : c.isMonotone();
    }

    /** The criteria joined, e.g. {@code 5-anonymity + (0.5)-deassociation}. */
    public String describe() {
        List<String> parts = new ArrayList<>();
        criteria.forEach(c -> parts.add(c.describe()));
        return String.join(" + ", parts);
    }

    /** Attributes besides the QIs that some criterion reads. */
    public Set<String> reads(Schema schema) {
        Set<String> all = new LinkedHashSet<>();
        criteria.forEach(c -> all.addAll(c.reads(schema)));
        return all;
    }

    /** Every aggregate some criterion judges ({@link PrivacyCriterion#needs}). */
    public Needs needs(Table table) {
        Needs all = Needs.COUNT;
        for (PrivacyCriterion c : criteria) {
            all = all.and(c.needs(table));
        }
        return all;
    }

    /** The aggregates of every class of {@code classes} that the criteria judge, in one pass over the rows. */
    public ClassAggregates aggregate(Table table, Partition classes) {
        return ClassAggregates.of(table, classes, needs(table));
    }

    /** The judgement of every class by every criterion. */
    public Verdict check(Table table, Partition classes) {
        return judge(aggregate(table, classes));
    }

    /** The judgement of every class by every criterion, from the classes' aggregates. */
    public Verdict judge(ClassAggregates classes) {
        boolean[][] perCriterion = new boolean[criteria.size()][];
        for (int i = 0; i < criteria.size(); i++) {
            perCriterion[i] = criteria.get(i).judge(classes);
        }
        return new Verdict(this, perCriterion, classes.classes());
    }

    /**
     * Why the suppressed rows, judged together as one group by every criterion's
     * {@link PrivacyCriterion#acceptsSuppressedGroup}, fail the model; null when they pass (or there
     * are none).
     */
    public String suppressedGroupFailure(Table table, boolean[] suppressed) {
        int[] classOf = new int[table.rowCount()];
        boolean any = false;
        for (int r = 0; r < classOf.length; r++) {
            classOf[r] = suppressed[r] ? 0 : -1;
            any |= suppressed[r];
        }
        if (!any) {
            return null;
        }
        ClassAggregates group = aggregate(table, Partition.of(classOf, 1));
        for (PrivacyCriterion c : criteria) {
            if (!c.acceptsSuppressedGroup(group)) {
                return c.describe() + " fails on the " + group.size(0) + " suppressed rows taken together: "
                        + c.why(group, 0);
            }
        }
        return null;
    }

    /**
     * {@link #suppressedGroupFailure(Table, boolean[])} for the rows of the classes {@code verdict}
     * finds failing among {@code classes}: from their rows when the aggregates hold them, otherwise
     * (aggregates computed elsewhere, {@link ClassAggregates#ofCounts}) by rolling the failing
     * classes up into one.
     */
    public String suppressedGroupFailure(ClassAggregates classes, Verdict verdict) {
        if (verdict.violatingClasses() == 0) {
            return null;
        }
        Table table = classes.table();
        if (table != null) {
            return suppressedGroupFailure(table, verdict.violatingRows());
        }
        boolean[] failing = new boolean[classes.classCount()];
        for (int c = 0; c < failing.length; c++) {
            failing[c] = verdict.failing(c);
        }
        return suppressedGroupFailure(classes, failing);
    }

    /**
     * {@link #suppressedGroupFailure(Table, boolean[])} for the rows of the classes {@code grouped}
     * marks, from the aggregates alone (the marked classes rolled up into one); null when none is
     * marked or they pass.
     */
    public String suppressedGroupFailure(ClassAggregates classes, boolean[] grouped) {
        int[] map = new int[classes.classCount()];
        boolean any = false;
        boolean anyOther = false;
        for (int c = 0; c < map.length; c++) {
            map[c] = grouped[c] ? 0 : 1;
            any |= grouped[c];
            anyOther |= !grouped[c];
        }
        if (!any) {
            return null;
        }
        ClassAggregates group = classes.rollUp(map, anyOther ? 2 : 1);
        for (PrivacyCriterion c : criteria) {
            if (!c.acceptsSuppressedGroup(group)) {
                return c.describe() + " fails on the " + group.size(0) + " suppressed rows taken together: "
                        + c.why(group, 0);
            }
        }
        return null;
    }

    /**
     * The check every algorithm ends with, whoever judged: throws when {@code failingClasses}
     * published classes fail the model or the suppressed rows taken together do
     * ({@code suppressedGroupFailure}, null when they pass).
     *
     * @throws ModelNotMetException naming the first of the two that fails
     */
    public void requireMet(int failingClasses, String suppressedGroupFailure) {
        if (failingClasses > 0) {
            throw new ModelNotMetException("cannot meet " + describe() + ": " + failingClasses
                    + " published classes fail it");
        }
        if (suppressedGroupFailure != null) {
            throw new ModelNotMetException("cannot meet " + describe() + ": " + suppressedGroupFailure);
        }
    }

    /** Which classes fail which criteria. Immutable. */
    public static final class Verdict {
        private final PrivacyModel model;
        private final boolean[][] perCriterion;
        private final Partition classes;
        /** Per class, whether it fails some criterion (a search reads this for every class it costs). */
        private final boolean[] failing;
        private final long violatingRecords;

        Verdict(PrivacyModel model, boolean[][] perCriterion, Partition classes) {
            this.model = model;
            this.perCriterion = perCriterion;
            this.classes = classes;
            this.failing = new boolean[classes.classCount()];
            long records = 0;
            for (int c = 0; c < failing.length; c++) {
                for (boolean[] criterion : perCriterion) {
                    if (!criterion[c]) {
                        failing[c] = true;
                        records += classes.size(c);
                        break;
                    }
                }
            }
            this.violatingRecords = records;
        }

        /** For each class, whether it satisfies every criterion. */
        public boolean[] satisfiedPerClass() {
            boolean[] out = new boolean[failing.length];
            for (int c = 0; c < out.length; c++) {
                out[c] = !failing[c];
            }
            return out;
        }

        public boolean satisfied(int cls) {
            return !failing[cls];
        }

        /** Whether class {@code cls} fails some criterion. */
        public boolean failing(int cls) {
            return failing[cls];
        }

        /** Records in classes that fail some criterion. */
        public long violatingRecords() {
            return violatingRecords;
        }

        /**
         * Records in classes that fail some criterion {@code i} with {@code criteria[i]} true (in the
         * model's order, as {@link PrivacyModel#monotoneMask} gives them).
         */
        public long violatingRecords(boolean[] criteria) {
            long n = 0;
            for (int c = 0; c < failing.length; c++) {
                if (failing[c]) {
                    for (int i = 0; i < criteria.length; i++) {
                        if (criteria[i] && !perCriterion[i][c]) {
                            n += classes.size(c);
                            break;
                        }
                    }
                }
            }
            return n;
        }

        /** The rows of the classes that fail some criterion (a full-domain algorithm's suppressed rows). */
        public boolean[] violatingRows() {
            boolean[] rows = new boolean[classes.rowCount()];
            for (int c = 0; c < failing.length; c++) {
                if (failing[c]) {
                    for (int i = classes.start(c); i < classes.end(c); i++) {
                        rows[classes.member(i)] = true;
                    }
                }
            }
            return rows;
        }

        public int violatingClasses() {
            int n = 0;
            for (boolean f : failing) {
                n += f ? 1 : 0;
            }
            return n;
        }

        /**
         * Whether every failing class fails only criteria that read one of {@code attributes}
         * (so that generalizing those attributes could repair them).
         */
        public boolean onlyFailuresReading(Set<String> attributes, Schema schema) {
            for (int i = 0; i < perCriterion.length; i++) {
                boolean reads = false;
                for (String a : model.criteria.get(i).reads(schema)) {
                    reads |= attributes.contains(a);
                }
                if (!reads) {
                    for (boolean ok : perCriterion[i]) {
                        if (!ok) {
                            return false;
                        }
                    }
                }
            }
            return true;
        }
    }
}
