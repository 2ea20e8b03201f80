package io.graphveil.spark;

import io.graphveil.BadInputException;
import io.graphveil.anonymize.DataflySearch;
import io.graphveil.anonymize.HierarchyLevels;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.criteria.AverageSensitivity;
import io.graphveil.criteria.ClassAggregates;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.criteria.ShadowHolderShare;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.countDistinct;
import static org.apache.spark.sql.functions.element_at;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.map_from_arrays;
import static org.apache.spark.sql.functions.when;

/**
 * Datafly (α,k) on Spark (issue #16): the rows are grouped once by their quasi-identifiers as read
 * — one group-by for the classes' sizes and distinct persons, one per PRIVACY attribute for its
 * values' counts, one for the SENSITIVE attribute's histograms when a criterion reads them
 * ({@link SensitiveCounts}), one for its values and requirement levels under personalized w
 * ({@link WeightCounts}: every row weighed, frequencies over them all), one for the tallies — and the driver runs the single-machine engine's search
 * ({@link DataflySearch}) over those base classes, each step a roll-up of their aggregates, never
 * a pass over the rows. The levels and the suppressed base classes it reaches are then written
 * onto the rows in one projection (a value → label map per attribute, a broadcast join for the
 * suppressed classes). The same table, levels and suppressed rows as {@link
 * io.graphveil.anonymize.Datafly} on the same rows (SparkDataflyTest): the search is the same code.
 *
 * <p>Input: the table's columns as {@link SparkInput} reads them (strings, {@code *} for missing),
 * optionally {@link #PERSON} (a row's person, for k and α over distinct persons) and
 * {@link #CATEGORY} (a row's tally category, {@link io.graphveil.criteria.ShadowHolderShare#category};
 * −1 for none); any other column passes through unchanged. The model judges aggregates only: its
 * person-counting criteria are built with {@code overCountedPersons} and the shadow criterion
 * from its table-wide totals ({@link #patternTotals}). Distinct persons roll up by adding, so a
 * person's rows must share their quasi-identifiers (as both copies of a split person do).
 * Driver memory: the base classes (distinct quasi-identifier tuples) and their aggregate entries.
 */
public final class SparkDatafly {
    /** The column holding each row's person (a long), when k or α count persons. */
    public static final String PERSON = "__person";
    /** The column holding each row's tally category (an int, −1 for none), for the shadow criterion. */
    public static final String CATEGORY = "__category";
    private static final String ROWS = "__rows";
    private static final String PERSONS = "__persons";
    private static final String SUPPRESSED = "__suppressed";

    /**
     * The anonymized rows and where the search stopped.
     *
     * @param table       the rows with generalized quasi-identifiers and PRIVACY values, the
     *                    suppressed rows blanked as {@link io.graphveil.anonymize.GeneralizedTable} blanks them
     * @param outcome     the levels, the final classes' aggregates and their verdict
     * @param baseClasses the distinct quasi-identifier tuples the rows were grouped into
     * @param suppressed  the quasi-identifier tuples (as read) whose rows were suppressed: one string
     *                    column per quasi-identifier, named as in the schema; a small table, maybe empty
     */
    public record Result(Dataset<Row> table, DataflySearch.Outcome outcome, int baseClasses,
                         Dataset<Row> suppressed) {
    }

    private SparkDatafly() {
    }

    /**
     * @param hierarchies the quasi-identifiers' and PRIVACY attributes' hierarchies (a quasi-identifier
     *                    without one is generalized flat: its values directly under {@code *})
     * @throws BadInputException naming the attribute and value when a value is not in its hierarchy
     * @throws io.graphveil.ModelNotMetException when no generalization within the budget meets the model
     */
    public static Result anonymize(Dataset<Row> rows, Schema schema, Hierarchies hierarchies, PrivacyModel model,
                                   SuppressionBudget budget, boolean privateFirst, boolean paperRules) {
        List<String> columns = Arrays.asList(rows.columns());
        boolean persons = columns.contains(PERSON);
        boolean tallies = columns.contains(CATEGORY);
        int[] qiIndex = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int[] privacyIndex = schema.indexesOf(AttributeRole.PRIVACY);
        Column[] qiColumns = new Column[qiIndex.length];
        String[] qiNames = new String[qiIndex.length];
        for (int j = 0; j < qiIndex.length; j++) {
            qiNames[j] = schema.attribute(qiIndex[j]).name();
            qiColumns[j] = col("`" + qiNames[j] + "`");
        }

        // the one grouping of the rows: its classes' sizes and persons
        Dataset<Row> grouped = persons
                ? rows.groupBy(qiColumns).agg(count(lit(1)).as(ROWS), countDistinct(col(PERSON)).as(PERSONS))
                : rows.groupBy(qiColumns).agg(count(lit(1)).as(ROWS));
        List<Row> baseRows = new ArrayList<>(grouped.collectAsList());
        baseRows.sort(SparkDatafly::byKey);
        int baseCount = baseRows.size();
        Map<List<String>, Integer> baseOf = new HashMap<>();
        int[] sizes = new int[baseCount];
        int[] personCounts = new int[baseCount];
        long personSum = 0;
        for (int c = 0; c < baseCount; c++) {
            Row r = baseRows.get(c);
            baseOf.put(key(r, qiIndex.length), c);
            sizes[c] = Math.toIntExact(r.getLong(qiIndex.length));
            if (persons) {
                personCounts[c] = Math.toIntExact(r.getLong(qiIndex.length + 1));
                personSum += personCounts[c];
            }
        }
        boolean contained = !persons || personSum == rows.select(PERSON).distinct().count();

        HierarchyLevels[] qi = new HierarchyLevels[qiIndex.length];
        int[][] baseNodes = new int[qiIndex.length][baseCount];
        for (int j = 0; j < qiIndex.length; j++) {
            TreeSet<String> values = new TreeSet<>();
            for (Row r : baseRows) {
                values.add(r.getString(j));
            }
            Hierarchy h = hierarchies.get(qiNames[j]).orElseGet(() -> Hierarchy.flat(values));
            qi[j] = new HierarchyLevels(h);
            for (int c = 0; c < baseCount; c++) {
                baseNodes[j][c] = node(h, qiNames[j], baseRows.get(c).getString(j));
            }
        }

        PrivacyCounts[] privacy = new PrivacyCounts[privacyIndex.length];
        for (int i = 0; i < privacy.length; i++) {
            Attribute a = schema.attribute(privacyIndex[i]);
            Column[] by = Arrays.copyOf(qiColumns, qiColumns.length + 1);
            by[qiColumns.length] = col("`" + a.name() + "`");
            privacy[i] = new PrivacyCounts(a, hierarchies.get(a.name()).orElse(null),
                    rows.groupBy(by).count().collectAsList(), baseOf, qiIndex.length);
        }
        SensitiveCounts sensitive = null;
        int[] sensitiveIndex = schema.indexesOf(AttributeRole.SENSITIVE);
        // the histograms for the criteria that read the values; w weighs them from its own group-by
        if (sensitiveIndex.length == 1 && model.criteria().stream().anyMatch(c -> !(c instanceof AverageSensitivity)
                && c.reads(schema).contains(schema.attribute(sensitiveIndex[0]).name()))) {
            Attribute a = schema.attribute(sensitiveIndex[0]);
            Column[] by = Arrays.copyOf(qiColumns, qiColumns.length + 1);
            by[qiColumns.length] = col("`" + a.name() + "`");
            sensitive = new SensitiveCounts(a, rows.groupBy(by).count().collectAsList(), baseOf, qiIndex.length);
        }
        WeightCounts weights = WeightCounts.of(rows, qiColumns, schema, model,
                r -> baseOf.get(key(r, qiIndex.length)));
        int[][] tally = null;
        int tallyBound = 0;
        if (tallies) {
            Column[] by = Arrays.copyOf(qiColumns, qiColumns.length + 1);
            by[qiColumns.length] = col(CATEGORY);
            List<Row> entries = rows.where(col(CATEGORY).geq(0)).groupBy(by).count().collectAsList();
            tally = new int[3][entries.size()];
            for (int e = 0; e < entries.size(); e++) {
                Row r = entries.get(e);
                tally[0][e] = baseOf.get(key(r, qiIndex.length));
                tally[1][e] = r.getInt(qiIndex.length);
                tally[2][e] = Math.toIntExact(r.getLong(qiIndex.length + 1));
                tallyBound = Math.max(tallyBound, tally[1][e] + 1);
            }
        }

        Grouping grouping = new Grouping(sizes, persons ? personCounts : null, contained, privacy, sensitive, weights,
                tally, tallyBound);
        HierarchyLevels[] privacyLevels = new HierarchyLevels[privacy.length];
        int[][] privacyRows = new int[privacy.length][];
        Attribute[] privacyAttributes = new Attribute[privacy.length];
        for (int i = 0; i < privacy.length; i++) {
            privacyLevels[i] = privacy[i].levels;
            privacyRows[i] = privacy[i].rowsPerNode();
            privacyAttributes[i] = privacy[i].attribute;
        }
        long n = 0;
        for (int s : sizes) {
            n += s;
        }
        DataflySearch.Outcome outcome = DataflySearch.run(
                new DataflySearch.Space(schema, qi, baseNodes, privacyLevels, privacyRows, privacyAttributes),
                grouping, model, budget.limit(Math.toIntExact(n)), privateFirst, paperRules);
        requireSatisfied(grouping, outcome, model, starred(qi, baseNodes, outcome));
        Dataset<Row> suppressed = suppressedTuples(rows, qiNames, baseRows, outcome);
        return new Result(apply(rows, schema, qiNames, qi, baseRows, baseNodes, privacy, outcome, suppressed),
                outcome, baseCount, suppressed);
    }

    /**
     * The check every algorithm ends with ({@link io.graphveil.anonymize.AnonymizationResult#requireSatisfies}),
     * on the aggregates of the rows as published: the suppressed rows' private values blanked; the
     * published classes judged, and the suppressed rows together with those published with every
     * quasi-identifier {@code *} (missing as read, or generalized to the top) judged as one group,
     * as the single machine groups them. Under the paper's rules the search does not judge the
     * suppressed rows, and this is where a model they fail is reported.
     *
     * @param starred per base class, whether its rows are published with every quasi-identifier {@code *}
     * @throws io.graphveil.ModelNotMetException when a class or the suppressed group fails
     */
    private static void requireSatisfied(Grouping grouping, DataflySearch.Outcome outcome, PrivacyModel model,
                                         boolean[] starred) {
        int[] classOf = outcome.classOfBase();
        boolean[] suppressed = new boolean[classOf.length];
        int classes = outcome.classes().classCount();
        boolean[] grouped = new boolean[classes];
        for (int c = 0; c < suppressed.length; c++) {
            suppressed[c] = outcome.suppressedBase(c);
            grouped[classOf[c]] |= suppressed[c] || starred[c];
        }
        ClassAggregates published = grouping.published(suppressed).rollUp(classOf, classes);
        PrivacyModel.Verdict verdict = model.judge(published);
        int failing = 0;
        for (int c = 0; c < classes; c++) {
            failing += verdict.failing(c) && !grouped[c] ? 1 : 0;
        }
        model.requireMet(failing, failing > 0 ? null : model.suppressedGroupFailure(published, grouped));
    }

    /** The label {@code outcome}'s levels publish for quasi-identifier {@code j} of base class {@code c}. */
    private static String label(HierarchyLevels[] qi, int[][] baseNodes, DataflySearch.Outcome outcome, int j, int c) {
        return qi[j].publishedLabel(qi[j].generalize(baseNodes[j][c], outcome.qiLevels()[j]));
    }

    /** Per base class, whether {@code outcome}'s levels publish every quasi-identifier of it as {@code *}. */
    private static boolean[] starred(HierarchyLevels[] qi, int[][] baseNodes, DataflySearch.Outcome outcome) {
        boolean[] out = new boolean[outcome.classOfBase().length];
        for (int c = 0; c < out.length; c++) {
            boolean all = qi.length > 0;
            for (int j = 0; j < qi.length && all; j++) {
                all = Values.isMissing(label(qi, baseNodes, outcome, j, c));
            }
            out[c] = all;
        }
        return out;
    }

    /**
     * The table-wide carriers and holders of each shadow pattern in {@code rows}' {@link #CATEGORY}
     * column: what {@link io.graphveil.criteria.ShadowHolderShare}'s bounds are computed from.
     *
     * @return {@code [carriers, holders]}, each indexed by pattern
     */
    public static int[][] patternTotals(Dataset<Row> rows) {
        List<Row> counts = rows.where(col(CATEGORY).geq(0)).groupBy(col(CATEGORY)).count().collectAsList();
        int patterns = 0;
        for (Row r : counts) {
            patterns = Math.max(patterns, ShadowHolderShare.patternOf(r.getInt(0)) + 1);
        }
        int[][] out = new int[2][patterns];
        for (Row r : counts) {
            int category = r.getInt(0);
            int rowsOf = Math.toIntExact(r.getLong(1));
            out[0][ShadowHolderShare.patternOf(category)] += rowsOf;
            out[1][ShadowHolderShare.patternOf(category)] += ShadowHolderShare.holderOf(category) ? rowsOf : 0;
        }
        return out;
    }

    /** The rows with the outcome written on them. */
    private static Dataset<Row> apply(Dataset<Row> rows, Schema schema, String[] qiNames, HierarchyLevels[] qi,
                                      List<Row> baseRows, int[][] baseNodes, PrivacyCounts[] privacy,
                                      DataflySearch.Outcome outcome, Dataset<Row> suppressed) {
        Dataset<Row> marked = rows;
        Column isSuppressed = lit(false);
        if (!suppressed.isEmpty()) {
            marked = rows.join(broadcast(suppressed.withColumn(SUPPRESSED, lit(true))), Names.seq(qiNames), "left");
            isSuppressed = col(SUPPRESSED).isNotNull();
        }
        Map<String, Column> replaced = new HashMap<>();
        for (int j = 0; j < qiNames.length; j++) {
            Map<String, String> shown = new HashMap<>();
            for (int c = 0; c < baseRows.size(); c++) {
                shown.put(baseRows.get(c).getString(j), label(qi, baseNodes, outcome, j, c));
            }
            replaced.put(qiNames[j], when(isSuppressed, lit(Values.MISSING))
                    .otherwise(mapped(col("`" + qiNames[j] + "`"), shown)));
        }
        for (int i = 0; i < privacy.length; i++) {
            PrivacyCounts p = privacy[i];
            Map<String, String> shown = p.shown(outcome.privacyTargets()[i]);
            Column value = mapped(col("`" + p.attribute.name() + "`"), shown);
            List<String> privateShown = new ArrayList<>(new TreeSet<>(shown.values()).stream()
                    .filter(p.attribute::isPrivateValue).toList());
            Column blank = privateShown.isEmpty() ? lit(false) : isSuppressed.and(value.isin(privateShown.toArray()));
            replaced.put(p.attribute.name(), when(blank, lit(Values.MISSING)).otherwise(value));
        }
        for (int a : schema.indexesOf(AttributeRole.SENSITIVE)) {
            String name = schema.attribute(a).name();
            replaced.put(name, when(isSuppressed, lit(Values.MISSING)).otherwise(col("`" + name + "`")));
        }
        List<Column> out = new ArrayList<>();
        for (String name : rows.columns()) {
            Column c = replaced.get(name);
            out.add((c == null ? col("`" + name + "`") : c).as(name));
        }
        return marked.select(out.toArray(new Column[0]));
    }

    /** The suppressed base classes' quasi-identifier tuples, as a small table. */
    private static Dataset<Row> suppressedTuples(Dataset<Row> rows, String[] qiNames, List<Row> baseRows,
                                                 DataflySearch.Outcome outcome) {
        org.apache.spark.sql.types.StructType keys = new org.apache.spark.sql.types.StructType();
        for (String name : qiNames) {
            keys = keys.add(name, org.apache.spark.sql.types.DataTypes.StringType);
        }
        List<Row> keyRows = new ArrayList<>();
        for (int c = 0; c < baseRows.size(); c++) {
            if (outcome.suppressedBase(c)) {
                Object[] values = new Object[qiNames.length];
                for (int j = 0; j < values.length; j++) {
                    values[j] = baseRows.get(c).getString(j);
                }
                keyRows.add(org.apache.spark.sql.RowFactory.create(values));
            }
        }
        return rows.sparkSession().createDataFrame(keyRows, keys);
    }

    /** {@code column} through a value → value map (the identity for a value it lacks). */
    private static Column mapped(Column column, Map<String, String> shown) {
        boolean identity = true;
        for (Map.Entry<String, String> e : shown.entrySet()) {
            identity &= e.getKey().equals(e.getValue());
        }
        if (identity) {
            return column;
        }
        List<String> keys = new ArrayList<>(new TreeSet<>(shown.keySet()));
        String[] from = keys.toArray(new String[0]);
        String[] to = new String[from.length];
        for (int k = 0; k < from.length; k++) {
            to[k] = shown.get(from[k]);
        }
        return element_at(map_from_arrays(lit(from), lit(to)), column);
    }

    private static int node(Hierarchy h, String attribute, String value) {
        int node = h.node(value);
        if (node < 0) {
            throw new BadInputException("attribute '" + attribute + "': value '" + value + "' is not in its hierarchy");
        }
        return node;
    }

    /** A group-by row's first {@code width} columns, the quasi-identifier tuple a base class is keyed by. */
    static List<String> key(Row r, int width) {
        String[] k = new String[width];
        for (int j = 0; j < width; j++) {
            k[j] = r.getString(j);
        }
        return List.of(k);
    }

    private static int byKey(Row a, Row b) {
        for (int j = 0; j < a.length(); j++) {
            if (!(a.get(j) instanceof String x) || !(b.get(j) instanceof String y)) {
                return 0;
            }
            int d = x.compareTo(y);
            if (d != 0) {
                return d;
            }
        }
        return 0;
    }

    /**
     * One PRIVACY attribute's counts per base class and value as read, and the values shown once
     * its nodes go to a target.
     */
    private static final class PrivacyCounts {
        final Attribute attribute;
        final HierarchyLevels levels;
        final String[] values;
        final int[] cls;
        final int[] valueOf;
        final int[] count;

        PrivacyCounts(Attribute attribute, Hierarchy hierarchy, List<Row> entries, Map<List<String>, Integer> baseOf,
                      int width) {
            this.attribute = attribute;
            this.levels = hierarchy == null ? null : new HierarchyLevels(hierarchy);
            TreeSet<String> distinct = new TreeSet<>();
            for (Row r : entries) {
                distinct.add(r.getString(width));
            }
            this.values = distinct.toArray(new String[0]);
            Map<String, Integer> code = new HashMap<>();
            for (int v = 0; v < values.length; v++) {
                code.put(values[v], v);
                if (hierarchy != null) {
                    node(hierarchy, attribute.name(), values[v]);
                }
            }
            cls = new int[entries.size()];
            valueOf = new int[entries.size()];
            count = new int[entries.size()];
            for (int e = 0; e < entries.size(); e++) {
                Row r = entries.get(e);
                cls[e] = baseOf.get(key(r, width));
                valueOf[e] = code.get(r.getString(width));
                count[e] = Math.toIntExact(r.getLong(width + 1));
            }
        }

        /** Rows at each hierarchy node as read (null without a hierarchy). */
        int[] rowsPerNode() {
            if (levels == null) {
                return null;
            }
            int[] rows = new int[levels.hierarchy().size()];
            for (int e = 0; e < cls.length; e++) {
                rows[levels.hierarchy().node(values[valueOf[e]])] += count[e];
            }
            return rows;
        }

        /** Each value as read → the value shown when nodes go to {@code target} (null: as read). */
        Map<String, String> shown(int[] target) {
            Map<String, String> out = new HashMap<>();
            for (String v : values) {
                out.put(v, target == null ? v : levels.publishedLabel(target[levels.hierarchy().node(v)]));
            }
            return out;
        }

        /**
         * This attribute's private-value counts per base class, its values shown through
         * {@code target}, none in the {@code blanked} classes.
         */
        void addTo(ClassAggregates.Builder builder, int[] target, boolean[] blanked) {
            Map<String, String> shown = shown(target);
            TreeSet<String> labels = new TreeSet<>(shown.values());
            labels.remove(Values.MISSING);
            List<String> ordered = new ArrayList<>();
            ordered.add(Values.MISSING); // a dictionary's code 0
            ordered.addAll(labels);
            String[] dictionary = ordered.toArray(new String[0]);
            Map<String, Integer> code = new HashMap<>();
            boolean[] privateCode = new boolean[dictionary.length];
            for (int d = 0; d < dictionary.length; d++) {
                code.put(dictionary[d], d);
                privateCode[d] = attribute.isPrivateValue(dictionary[d]);
            }
            int[] shownCode = new int[values.length];
            for (int v = 0; v < values.length; v++) {
                shownCode[v] = code.get(shown.get(values[v]));
            }
            int[] codes = new int[valueOf.length];
            int[] counts = new int[valueOf.length];
            for (int e = 0; e < codes.length; e++) {
                codes[e] = shownCode[valueOf[e]];
                // a suppressed row's private value is published as '*', which is never private
                counts[e] = blanked[cls[e]] && privateCode[codes[e]] ? 0 : count[e];
            }
            builder.privateValues(attribute.name(), dictionary, privateCode, cls, codes, counts);
        }
    }

    /** The base classes' aggregates, built on the driver from the group-bys' results. */
    private static final class Grouping implements DataflySearch.Grouping {
        private final int[] sizes;
        private final int[] persons;
        private final boolean contained;
        private final PrivacyCounts[] privacy;
        private final SensitiveCounts sensitive;
        private final WeightCounts weights;
        private final int[][] targets;
        private final int[][] tally;
        private final int tallyBound;

        Grouping(int[] sizes, int[] persons, boolean contained, PrivacyCounts[] privacy, SensitiveCounts sensitive,
                 WeightCounts weights, int[][] tally, int tallyBound) {
            this.sizes = sizes;
            this.persons = persons;
            this.contained = contained;
            this.privacy = privacy;
            this.sensitive = sensitive;
            this.weights = weights;
            this.targets = new int[privacy.length][];
            this.tally = tally;
            this.tallyBound = tallyBound;
        }

        @Override
        public ClassAggregates base() {
            return published(new boolean[sizes.length]);
        }

        /** The base classes' aggregates with the private values of the {@code blanked} classes' rows blanked. */
        ClassAggregates published(boolean[] blanked) {
            ClassAggregates.Builder b = ClassAggregates.ofCounts(sizes);
            if (persons != null) {
                b.persons(persons, contained);
            }
            for (int i = 0; i < privacy.length; i++) {
                privacy[i].addTo(b, targets[i], blanked);
            }
            if (sensitive != null) {
                sensitive.addTo(b, blanked);
            }
            if (weights != null) {
                weights.addTo(b, blanked, 0, -1);
            }
            if (tally != null) {
                b.tallies(tally[0], tally[1], tally[2], tallyBound);
            }
            return b.build();
        }

        @Override
        public ClassAggregates withPrivacy(int attribute, int[] target) {
            targets[attribute] = target;
            return base();
        }
    }
}
