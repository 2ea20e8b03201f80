package io.graphveil.criteria;

import io.graphveil.group.Partition;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

/**
 * The per-class aggregates a privacy model judges (ARX's "groupify" entries): each class's size in
 * rows and, as the model's criteria declare ({@link Needs}), its distinct persons, its histogram of
 * known SENSITIVE values, its counts of each private value of every PRIVACY attribute, its
 * records per distinct sensitivity weight, and its rows per category of a given row property.
 * Computed in one pass over the rows; immutable.
 *
 * <p><b>Roll-up.</b> {@link #rollUp} gives the aggregates of a coarser grouping (classes merged, as
 * when a full-domain search generalizes one attribute more) from these alone, in {@code O(classes
 * + histogram entries)}: sizes, histograms, private counts, weight counts and tallies add exactly. Distinct
 * persons add exactly when no person has rows in two classes ({@link #personsRollUpExactly()}) —
 * true whenever both copies of a split person share their quasi-identifiers, as under full-domain
 * generalization of the graph pipeline's table; otherwise they are recounted from the rows.
 * A model with a criterion that needs the rows ({@link Needs#ROWS}) is judged from its rows.
 */
public final class ClassAggregates {
    private final Table table;
    private final Partition classes;
    private final Needs needs;
    private final int[] persons;
    private final boolean personsContained;
    private final SparseCounts sensitive;
    private final int sensitiveBound;
    private final SensitiveWide sensitiveWide;
    private final PrivateColumn[] privateColumns;
    private final SparseCounts weights;
    private final double[] weightOfKey;
    private final SparseCounts tallies;
    private final int tallyBound;

    /**
     * What the SENSITIVE column holds over the whole table, the same for every grouping of it: its
     * count of each known code (suppressed rows included), each code's rank in the attribute's
     * order (null: NOMINAL), its dictionary (code 0 is {@code *}) and the attribute.
     */
    private record SensitiveWide(int[] overall, int[] ranks, String[] dictionary,
                                 io.graphveil.model.Attribute attribute) {
    }

    /** One PRIVACY attribute: its name, which codes are private and their counts per class. */
    record PrivateColumn(String name, Column column, SparseCounts counts) {
    }

    private ClassAggregates(Table table, Partition classes, Needs needs, int[] persons, boolean personsContained,
                            SparseCounts sensitive, int sensitiveBound, SensitiveWide sensitiveWide,
                            PrivateColumn[] privateColumns, SparseCounts weights, double[] weightOfKey,
                            SparseCounts tallies, int tallyBound) {
        this.table = table;
        this.classes = classes;
        this.needs = needs;
        this.persons = persons;
        this.personsContained = personsContained;
        this.sensitive = sensitive;
        this.sensitiveBound = sensitiveBound;
        this.sensitiveWide = sensitiveWide;
        this.privateColumns = privateColumns;
        this.weights = weights;
        this.weightOfKey = weightOfKey;
        this.tallies = tallies;
        this.tallyBound = tallyBound;
    }

    /**
     * The SENSITIVE column's {@link SensitiveWide} figures: a lattice search aggregates hundreds of
     * groupings of one table, so the last table's are kept (weakly: they do not keep a table alive).
     */
    private record TableWide(java.lang.ref.WeakReference<Column> column,
                             java.lang.ref.WeakReference<Schema> schema, SensitiveWide wide) {
    }

    private static volatile TableWide lastTableWide;

    private static SensitiveWide tableWide(Table table, Column column) {
        TableWide last = lastTableWide;
        if (last != null && last.column().get() == column && last.schema().get() == table.schema()) {
            return last.wide();
        }
        String[] dictionary = new String[column.dictionarySize()];
        for (int c = 0; c < dictionary.length; c++) {
            dictionary[c] = column.decode(c);
        }
        SensitiveWide wide = new SensitiveWide(SensitiveHistograms.overall(table), SensitiveHistograms.ranks(table),
                dictionary, table.schema().attribute(SensitiveValues.attribute(table.schema())));
        lastTableWide = new TableWide(new java.lang.ref.WeakReference<>(column),
                new java.lang.ref.WeakReference<>(table.schema()), wide);
        return wide;
    }

    /** The aggregates {@code needs} asks for of every class of {@code classes}, a grouping of {@code table}'s rows. */
    public static ClassAggregates of(Table table, Partition classes, Needs needs) {
        if (classes.rowCount() != table.rowCount()) {
            throw new IllegalArgumentException("a grouping of " + classes.rowCount() + " rows for a table of "
                    + table.rowCount());
        }
        int[] persons = null;
        boolean contained = true;
        int[] personOf = needs.personOf();
        if (personOf != null) {
            if (personOf.length != table.rowCount()) {
                throw new IllegalArgumentException("persons given for " + personOf.length + " rows, table has "
                        + table.rowCount());
            }
            int bound = 0;
            for (int p : personOf) {
                bound = Math.max(bound, p + 1);
            }
            persons = DistinctPerClass.count(classes, r -> personOf[r], bound);
            contained = contained(classes, personOf, bound);
        }
        SparseCounts sensitive = null;
        int bound = 0;
        SensitiveWide wide = null;
        if (needs.sensitiveValues()) {
            Column column = table.column(SensitiveValues.attribute(table.schema()));
            bound = column.dictionarySize();
            sensitive = SparseCounts.of(classes, r -> known(column.code(r)), bound);
            wide = tableWide(table, column);
        }
        PrivateColumn[] privateColumns = null;
        if (needs.privateValues()) {
            Schema schema = table.schema();
            int[] privacy = schema.indexesOf(AttributeRole.PRIVACY);
            privateColumns = new PrivateColumn[privacy.length];
            for (int j = 0; j < privacy.length; j++) {
                Column column = table.column(privacy[j]);
                boolean[] isPrivate = column.codesWhere(schema.attribute(privacy[j])::isPrivateValue);
                SparseCounts counts = SparseCounts.of(classes, r -> {
                    int code = column.code(r);
                    return isPrivate[code] ? code : -1;
                }, column.dictionarySize());
                privateColumns[j] = new PrivateColumn(schema.attribute(privacy[j]).name(), column, counts);
            }
        }
        SparseCounts weights = null;
        double[] weightOfKey = null;
        Needs.Weights weight = needs.sensitivity();
        if (weight != null) {
            // each row counted under its weight's rank among the distinct weights: the classes'
            // sums are then formed in one canonical order (meanWeight), whatever the rows' order
            // or the engine that counted them
            weightOfKey = weight.weightOfKey();
            int[] keyOf = weight.keyOfRow();
            weights = SparseCounts.of(classes, r -> keyOf[r], weightOfKey.length);
        }
        SparseCounts tallies = null;
        int tallyBound = 0;
        int[] category = needs.tally();
        if (category != null) {
            if (category.length != table.rowCount()) {
                throw new IllegalArgumentException("categories given for " + category.length + " rows, table has "
                        + table.rowCount());
            }
            for (int t : category) {
                tallyBound = Math.max(tallyBound, t + 1);
            }
            tallies = SparseCounts.of(classes, r -> category[r], tallyBound);
        }
        return new ClassAggregates(table, classes, needs, persons, contained, sensitive, bound, wide,
                privateColumns, weights, weightOfKey, tallies, tallyBound);
    }

    /**
     * Aggregates computed elsewhere, for classes known by their sizes alone
     * ({@link Partition#ofSizes}): what an engine that holds the rows itself (a distributed
     * group-by) hands to a search, which rolls them up and judges them like any others. Offers the
     * aggregates a full-domain search of the graph pipeline's models needs — sizes, distinct
     * persons, private-value counts, tallies, the SENSITIVE histograms and the sensitivity weights;
     * a model that needs the rows is judged from a table ({@link #of}).
     */
    public static Builder ofCounts(int[] sizes) {
        return new Builder(sizes);
    }

    /** Collects the aggregates of {@link #ofCounts}; each setter's arrays are read, not kept. */
    public static final class Builder {
        private final int[] sizes;
        private int[] persons;
        private boolean contained = true;
        private final java.util.List<PrivateColumn> privateColumns = new java.util.ArrayList<>();
        private SparseCounts tallies;
        private int tallyBound;
        private SparseCounts sensitive;
        private int sensitiveBound;
        private SensitiveWide sensitiveWide;
        private SparseCounts weights;
        private double[] weightOfKey;

        private Builder(int[] sizes) {
            this.sizes = sizes.clone();
        }

        /**
         * @param persons   the distinct persons of each class
         * @param contained whether every person's rows lie in one class (so that persons roll up by
         *                  adding); a grouping in which they do not cannot be rolled up without its rows
         */
        public Builder persons(int[] persons, boolean contained) {
            if (persons.length != sizes.length) {
                throw new IllegalArgumentException(persons.length + " person counts for " + sizes.length + " classes");
            }
            this.persons = persons.clone();
            this.contained = contained;
            return this;
        }

        /**
         * One PRIVACY attribute (call in schema order): {@code count[i]} rows of class {@code cls[i]}
         * hold the value coded {@code code[i]} in {@code dictionary} (whose code 0 is {@code *}, as
         * in every column); only the codes {@code privateCode} marks are counted.
         */
        public Builder privateValues(String attribute, String[] dictionary, boolean[] privateCode, int[] cls,
                                     int[] code, int[] count) {
            int n = 0;
            for (int c : code) {
                n += privateCode[c] ? 1 : 0;
            }
            int[] keptClass = new int[n];
            int[] keptCode = new int[n];
            int[] keptCount = new int[n];
            int k = 0;
            for (int i = 0; i < code.length; i++) {
                if (privateCode[code[i]]) {
                    keptClass[k] = cls[i];
                    keptCode[k] = code[i];
                    keptCount[k++] = count[i];
                }
            }
            privateColumns.add(new PrivateColumn(attribute, Column.fromCodes(new int[0], dictionary.clone()),
                    SparseCounts.ofEntries(sizes.length, keptClass, keptCode, keptCount, dictionary.length)));
            return this;
        }

        /** {@code count[i]} rows of class {@code cls[i]} in category {@code category[i]} ({@code 0..bound-1}). */
        public Builder tallies(int[] cls, int[] category, int[] count, int bound) {
            this.tallies = SparseCounts.ofEntries(sizes.length, cls, category, count, bound);
            this.tallyBound = bound;
            return this;
        }

        /**
         * The SENSITIVE attribute: {@code count[i]} rows of class {@code cls[i]} hold the value coded
         * {@code code[i]} in {@code dictionary} (code 0 is {@code *}, not counted). The table-wide
         * histogram is these entries' sum, as {@link #of} counts it over the rows given; the values'
         * order is {@code attribute}'s.
         */
        public Builder sensitiveValues(io.graphveil.model.Attribute attribute, String[] dictionary, int[] cls,
                                       int[] code, int[] count) {
            int n = 0;
            for (int c : code) {
                n += c == Column.MISSING_CODE ? 0 : 1;
            }
            int[] keptClass = new int[n];
            int[] keptCode = new int[n];
            int[] keptCount = new int[n];
            int[] overall = new int[dictionary.length];
            int k = 0;
            for (int i = 0; i < code.length; i++) {
                if (code[i] != Column.MISSING_CODE) {
                    keptClass[k] = cls[i];
                    keptCode[k] = code[i];
                    keptCount[k++] = count[i];
                    overall[code[i]] += count[i];
                }
            }
            this.sensitive = SparseCounts.ofEntries(sizes.length, keptClass, keptCode, keptCount, dictionary.length);
            this.sensitiveBound = dictionary.length;
            this.sensitiveWide = new SensitiveWide(overall, SensitiveHistograms.ranks(attribute, dictionary),
                    dictionary.clone(), attribute);
            return this;
        }

        /**
         * The sensitivity weights: {@code count[i]} weighed rows of class {@code cls[i]} weigh
         * {@code weight[i]}, ranked among the distinct weights as {@link #of} ranks a table's.
         */
        public Builder weights(int[] cls, double[] weight, int[] count) {
            Needs.Weights ranked = Needs.Weights.of(weight);
            this.weights = SparseCounts.ofEntries(sizes.length, cls, ranked.keyOfRow(), count,
                    ranked.weightOfKey().length);
            this.weightOfKey = ranked.weightOfKey();
            return this;
        }

        public ClassAggregates build() {
            return new ClassAggregates(null, Partition.ofSizes(sizes), Needs.COUNT, persons, contained, sensitive,
                    sensitiveBound, sensitiveWide, privateColumns.toArray(new PrivateColumn[0]),
                    weights, weightOfKey, tallies, tallyBound);
        }
    }

    private static int known(int code) {
        return code == Column.MISSING_CODE ? -1 : code;
    }

    /** Whether every person's rows in classes lie in one class. */
    private static boolean contained(Partition classes, int[] personOf, int bound) {
        int[] classOfPerson = new int[bound];
        java.util.Arrays.fill(classOfPerson, -1);
        for (int r = 0; r < personOf.length; r++) {
            int c = classes.classOf(r);
            if (c < 0) {
                continue;
            }
            int p = personOf[r];
            if (classOfPerson[p] < 0) {
                classOfPerson[p] = c;
            } else if (classOfPerson[p] != c) {
                return false;
            }
        }
        return true;
    }

    /**
     * The aggregates of the grouping in which class {@code c} belongs to class {@code classMap[c]}
     * ({@code 0..count-1}, every one used), computed from these without the rows where that is exact
     * (see the class comment).
     */
    public ClassAggregates rollUp(int[] classMap, int count) {
        Partition merged = classes.merged(classMap, count);
        if (needs.rows()) {
            return of(table, merged, needs);
        }
        int[] nextPersons = null;
        if (persons != null) {
            if (personsContained) {
                nextPersons = sum(persons, classMap, count);
            } else if (table == null) {
                throw new UnsupportedOperationException("distinct persons of merged classes need the rows: "
                        + "some person has rows in two of these classes");
            } else {
                int bound = 0;
                for (int p : needs.personOf()) {
                    bound = Math.max(bound, p + 1);
                }
                int[] personOf = needs.personOf();
                nextPersons = DistinctPerClass.count(merged, r -> personOf[r], bound);
            }
        }
        SparseCounts nextSensitive = sensitive == null ? null : sensitive.rollUp(classMap, count, sensitiveBound);
        PrivateColumn[] nextPrivate = null;
        if (privateColumns != null) {
            nextPrivate = new PrivateColumn[privateColumns.length];
            for (int j = 0; j < nextPrivate.length; j++) {
                PrivateColumn p = privateColumns[j];
                nextPrivate[j] = new PrivateColumn(p.name(), p.column(),
                        p.counts().rollUp(classMap, count, p.column().dictionarySize()));
            }
        }
        SparseCounts nextWeights = weights == null ? null : weights.rollUp(classMap, count, weightOfKey.length);
        SparseCounts nextTallies = tallies == null ? null : tallies.rollUp(classMap, count, tallyBound);
        return new ClassAggregates(table, merged, needs, nextPersons, personsContained, nextSensitive, sensitiveBound,
                sensitiveWide, nextPrivate, nextWeights, weightOfKey, nextTallies, tallyBound);
    }

    private static int[] sum(int[] values, int[] classMap, int count) {
        int[] out = new int[count];
        for (int c = 0; c < classMap.length; c++) {
            out[classMap[c]] += values[c];
        }
        return out;
    }

    /** The grouping these aggregate. */
    public Partition classes() {
        return classes;
    }

    public int classCount() {
        return classes.classCount();
    }

    /** Rows in class {@code c}. */
    public int size(int c) {
        return classes.size(c);
    }

    /** Distinct persons in class {@code c} ({@link Needs#persons}). */
    public int persons(int c) {
        return require(persons, "persons")[c];
    }

    /** Whether distinct persons roll up by addition: no person has rows in two classes. */
    public boolean personsRollUpExactly() {
        return personsContained;
    }

    /** Distinct known SENSITIVE values in class {@code c} ({@link Needs#SENSITIVE_VALUES}). */
    public int distinctSensitive(int c) {
        return require(sensitive, "sensitive values").distinct(c);
    }

    /** Class {@code c}'s count of each SENSITIVE dictionary code (code 0, missing, stays 0). */
    public int[] sensitiveHistogram(int c) {
        return require(sensitive, "sensitive values").dense(c, sensitiveBound);
    }

    /** The whole table's count of each known SENSITIVE code, suppressed rows included. */
    int[] sensitiveOverall() {
        return require(sensitiveWide, "sensitive values").overall();
    }

    /** The rank of each SENSITIVE code in the attribute's order, or null when it has none (NOMINAL). */
    int[] sensitiveRanks() {
        return require(sensitiveWide, "sensitive values").ranks();
    }

    /** The SENSITIVE value each code stands for (code 0 is {@code *}); not to be changed. */
    String[] sensitiveDictionary() {
        return require(sensitiveWide, "sensitive values").dictionary();
    }

    /** The SENSITIVE attribute. */
    io.graphveil.model.Attribute sensitiveAttribute() {
        return require(sensitiveWide, "sensitive values").attribute();
    }

    /** The PRIVACY attributes with their private-value counts ({@link Needs#PRIVATE_VALUES}). */
    PrivateColumn[] privateColumns() {
        return require(privateColumns, "private values");
    }

    /**
     * The mean weight of class {@code c}'s weighed rows, 0 when none is weighed ({@link Needs#sensitivity}):
     * {@code Σ n_w·w / Σ n_w} over the distinct weights {@code w} ascending, {@code n_w} the class's
     * rows of weight {@code w} — one order of the terms, so that the same rows give the same bits
     * on every engine. {@code O(d log d)} for the class's {@code d} distinct weights.
     */
    public double meanWeight(int c) {
        SparseCounts counts = require(weights, "sensitivity weights");
        int from = counts.start(c);
        int d = counts.end(c) - from;
        if (d == 0) {
            return 0;
        }
        long[] entries = new long[d];
        for (int e = 0; e < d; e++) {
            entries[e] = (long) counts.value(from + e) << 32 | counts.count(from + e);
        }
        java.util.Arrays.sort(entries);
        double sum = 0;
        long n = 0;
        for (long entry : entries) {
            int rows = (int) entry;
            sum += rows * weightOfKey[(int) (entry >>> 32)];
            n += rows;
        }
        return sum / n;
    }

    /** Each class's rows per category ({@link Needs#tallies}). */
    SparseCounts tallies() {
        return require(tallies, "row categories");
    }

    /** The table whose rows are grouped, or null for aggregates computed elsewhere ({@link #ofCounts}). */
    Table table() {
        return table;
    }

    /** The table whose rows are grouped, for a criterion that needs the rows ({@link Needs#ROWS}). */
    Table rows() {
        if (!needs.rows()) {
            throw new IllegalStateException("the model did not declare that it needs the rows");
        }
        return table;
    }

    private static <T> T require(T aggregate, String what) {
        if (aggregate == null) {
            throw new IllegalStateException("the model did not declare that it needs " + what);
        }
        return aggregate;
    }
}
