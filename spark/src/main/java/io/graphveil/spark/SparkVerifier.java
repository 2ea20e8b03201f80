package io.graphveil.spark;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.HierarchyCsvReader;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeType;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import io.graphveil.verify.Claim;
import io.graphveil.verify.VerificationReport;
import io.graphveil.verify.Verifier;
import io.graphveil.verify.Violation;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.countDistinct;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

/**
 * The independent verifier ({@link Verifier}, ALGORITHMS.md §6) as group-bys: the published rows
 * are grouped once by their quasi-identifier values (the suppressed rows — every
 * quasi-identifier {@code *} — as one group of their own), with each group's size, its distinct
 * persons through the secret mapping (a left join on the pseudonym) and its distinct known values
 * of each SENSITIVE attribute; α is one more group-by per PRIVACY attribute, of the group and its
 * private value, joined to the group's size. Only failing groups and one row of minima travel to
 * the driver. It checks what {@link Verifier} checks of {@code k}, {@code α}, distinct
 * {@code l}-diversity, {@code p}-sensitivity, the suppression cap and {@code k} over distinct
 * persons, with the same violations (sorted, so that the result does not depend on how Spark
 * holds the rows), in the same {@link VerificationReport}; the pseudonyms' uniqueness and the hierarchy membership of every published
 * value are checked over distinct values, and their violations name the value, not a row.
 * The class checks that read SENSITIVE histograms (entropy l-diversity, t-closeness) run on the
 * driver over one more group-by ({@link SparkClassChecks}); personalized {@code w} with a few more
 * ({@link SparkSensitivityCheck}), over persons when the claim counts them and the mapping is given.
 *
 * <p>Cost: one pass to flag suppressed rows, one group-by of the rows (plus a join with the
 * mapping), one group-by and join per PRIVACY attribute, one distinct per attribute with a
 * hierarchy; all distributed.
 */
public final class SparkVerifier {
    private SparkVerifier() {
    }

    /**
     * Whether this verifier checks every part of {@code claim}: not a class check that reads more
     * than the classes' SENSITIVE histograms.
     */
    public static boolean checks(Claim claim) {
        return SparkClassChecks.distributable(claim.checks());
    }

    /**
     * Reads the published table ({@link SparkInput#nodes}: CSV or Parquet, a path or a Hadoop URI)
     * and the mapping ({@code mapping.secret.csv}, or null) in a session of its own
     * ({@link SparkSessions#open}), verifies them and stops the session.
     *
     * @throws io.graphveil.BadInputException naming the file Spark cannot read or parse
     */
    public static VerificationReport verifyFiles(String master, Schema schema, String table, String mapping,
                                                 Claim claim) {
        SparkSession spark = SparkSessions.open("graphveil verify", master);
        try {
            Dataset<Row> rows = SparkInput.checked(table, () -> SparkInput.nodes(spark, table, schema));
            Dataset<Row> persons = mapping == null ? null
                    : SparkInput.checked(mapping, () -> SparkInput.mapping(spark, mapping));
            return verify(schema, rows, claim, persons);
        } finally {
            spark.stop();
        }
    }

    /**
     * @param schema  the published schema (roles, private values; its folder holds the hierarchy files)
     * @param table   one string column per attribute of {@code schema}, missing values as {@code *}
     * @param claim   the claimed model: {@code k}, {@code α}, {@code l}, {@code p}, entropy {@code l},
     *                {@code t}, {@code w}, the suppression cap and strict persons
     * @param mapping the secret mapping as {@code mapping.secret.csv} holds it (original_id, pseudonym), or null
     * @throws IllegalArgumentException when the claim holds {@code w} or a class check
     */
    public static VerificationReport verify(Schema schema, Dataset<Row> table, Claim claim, Dataset<Row> mapping) {
        if (!checks(claim)) {
            throw new IllegalArgumentException("the Spark verifier checks k, alpha, l, p, entropy l, t, w, the "
                    + "suppression cap and distinct persons; not " + claim.describe() + " (use graphveil verify)");
        }
        int[] qi = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int[] privacy = schema.indexesOf(AttributeRole.PRIVACY);
        int[] sensitive = schema.indexesOf(AttributeRole.SENSITIVE);
        int pseudonym = schema.identifierIndex();
        List<Violation> violations = new ArrayList<>();
        if ((claim.l() != null || claim.p() != null) && sensitive.length == 0) {
            violations.add(new Violation("l-diversity", "-", "the schema has no SENSITIVE attribute"));
        }
        if (mapping != null && pseudonym < 0) {
            violations.add(new Violation("k-anonymity (distinct persons)", "-",
                    "the schema has no IDENTIFIER (pseudonym) column to join the mapping on"));
        }
        boolean persons = mapping != null && pseudonym >= 0;
        Dataset<Row> rows = grouped(schema, table, qi, persons ? mapping : null, pseudonym).cache();
        String[] keys = keys(qi.length);
        Dataset<Row> groups = rows.groupBy(columns(keys)).agg(count(lit(1)).as("__gv_n"), aggregates(schema, sensitive,
                persons)).cache();
        try {
            Row figures = figures(groups, sensitive.length, persons);
            long rowCount = figures.isNullAt(0) ? 0 : figures.getLong(0);
            long suppressed = figures.isNullAt(1) ? 0 : figures.getLong(1);
            boolean strict = claim.strictPersons() && persons;
            long suppressedCount = strict && !figures.isNullAt(5) ? figures.getLong(5) : suppressed;
            if (claim.maxSuppressed() != null && suppressedCount > claim.maxSuppressed()) {
                violations.add(new Violation("suppression", "all quasi-identifiers *", suppressedCount
                        + (suppressedCount == suppressed ? " suppressed rows" : " suppressed persons")
                        + ", more than the " + claim.maxSuppressed() + " allowed"));
            }
            violations.addAll(pseudonyms(schema, table, pseudonym));
            violations.addAll(unknownValues(schema, table));
            int minDistinctSensitive = Integer.MAX_VALUE;
            for (int j = 0; j < sensitive.length; j++) {
                if (!figures.isNullAt(6 + j)) {
                    minDistinctSensitive = Math.min(minDistinctSensitive, (int) figures.getLong(6 + j));
                }
            }
            for (Row g : failing(groups, claim, sensitive.length, persons).collectAsList()) {
                violations.addAll(groupViolations(schema, qi, sensitive, g, claim, strict));
            }
            violations.addAll(SparkClassChecks.check(schema, sensitive.length == 1 ? sensitive[0] : -1,
                    claim.checks(), rows, groups.select(plus(columns(keys), col("__gv_n"))), keys,
                    g -> where(schema, qi, g, g.getLong(g.fieldIndex("__gv_n")))));
            if (persons) {
                violations.addAll(unmapped(schema, qi, rows, pseudonym));
            }
            double maxMean = claim.sensitivity() == null ? -1
                    : SparkSensitivityCheck.check(schema, rows, keys, claim.sensitivity(),
                    persons && claim.sensitivity().overPersons(), violations,
                    g -> where(schema, qi, g, g.getLong(g.fieldIndex("__gv_n"))));
            double maxShare = 0;
            if (claim.alpha() != null) {
                for (int a : privacy) {
                    maxShare = Math.max(maxShare, alpha(schema, qi, rows, groups, a, claim.alpha(), strict,
                            violations));
                }
            }
            violations.sort(Comparator.comparing(Violation::toString));
            return VerificationReport.of(claim, violations, Math.toIntExact(rowCount), Math.toIntExact(suppressed),
                    Math.toIntExact(figures.getLong(2)), figures.isNullAt(3) ? 0 : (int) figures.getLong(3), maxShare,
                    minDistinctSensitive == Integer.MAX_VALUE ? -1 : minDistinctSensitive,
                    figures.isNullAt(4) ? -1 : (int) figures.getLong(4), maxMean);
        } finally {
            groups.unpersist();
            rows.unpersist();
        }
    }

    /**
     * The rows with their group key: {@code __gv_sup} (every quasi-identifier missing) and one
     * column {@code __gv_q}i per quasi-identifier, null in the suppressed rows so that they form
     * one group; with a mapping, {@code __gv_person} (the original id, or {@code ?pseudonym} when
     * unmapped). The working columns' prefix keeps them apart from any attribute of the schema.
     */
    private static Dataset<Row> grouped(Schema schema, Dataset<Row> table, int[] qi, Dataset<Row> mapping,
                                        int pseudonym) {
        Column sup = lit(qi.length > 0);
        for (int q : qi) {
            Column v = name(schema, q);
            sup = sup.and(v.isNull().or(v.equalTo(Values.MISSING)));
        }
        Dataset<Row> t = table.withColumn("__gv_sup", sup);
        for (int i = 0; i < qi.length; i++) {
            t = t.withColumn("__gv_q" + i, when(col("__gv_sup"), lit(null).cast(DataTypes.StringType))
                    .otherwise(name(schema, qi[i])));
        }
        if (mapping != null) {
            Dataset<Row> m = mapping.toDF("__gv_original", "__gv_pseudonym").dropDuplicates("__gv_pseudonym");
            t = t.join(m, name(schema, pseudonym).equalTo(m.col("__gv_pseudonym")), "left")
                    .withColumn("__gv_person", coalesce(col("__gv_original"), concat(lit("?"), name(schema, pseudonym))));
        }
        return t;
    }

    private static Column[] aggregates(Schema schema, int[] sensitive, boolean persons) {
        List<Column> out = new ArrayList<>();
        for (int j = 0; j < sensitive.length; j++) {
            Column v = name(schema, sensitive[j]);
            out.add(countDistinct(when(v.notEqual(Values.MISSING), v)).as("__gv_d" + j));
        }
        if (persons) {
            out.add(countDistinct(col("__gv_person")).as("__gv_persons"));
        }
        return out.toArray(Column[]::new);
    }

    /**
     * The report's figures in one aggregate over the groups: rows, suppressed rows, classes, the
     * smallest class, the fewest distinct persons in a class and the suppressed rows' distinct
     * persons (null without the mapping), then the fewest distinct known values of each SENSITIVE
     * attribute (the suppressed group only when it shows some).
     */
    private static Row figures(Dataset<Row> groups, int sensitiveCount, boolean persons) {
        Column sup = col("__gv_sup");
        Column cls = sup.equalTo(false);
        Column none = lit(null).cast(DataTypes.LongType);
        List<Column> out = new ArrayList<>(List.of(
                sum("__gv_n"),
                sum(when(sup, col("__gv_n")).otherwise(0L)),
                count(when(cls, lit(1))),
                min(when(cls, col("__gv_n"))),
                persons ? min(when(cls.and(col("__gv_persons").gt(0)), col("__gv_persons"))) : min(none),
                persons ? max(when(sup, col("__gv_persons"))) : max(none)));
        for (int j = 0; j < sensitiveCount; j++) {
            Column d = col("__gv_d" + j);
            out.add(min(when(cls.or(d.gt(0)), d)));
        }
        return groups.agg(out.get(0), out.subList(1, out.size()).toArray(Column[]::new)).first();
    }

    /** The groups that fail k, strict k, l or p. */
    private static Dataset<Row> failing(Dataset<Row> groups, Claim claim, int sensitiveCount, boolean persons) {
        Column cls = col("__gv_sup").equalTo(false);
        Column fails = lit(false);
        if (claim.k() != null) {
            fails = fails.or(cls.and(col("__gv_n").lt(claim.k())));
            if (claim.strictPersons() && persons) {
                fails = fails.or(cls.and(col("__gv_persons").gt(0)).and(col("__gv_persons").lt(claim.k())));
            }
        }
        for (Integer bound : new Integer[]{claim.l(), claim.p()}) {
            if (bound == null) {
                continue;
            }
            for (int j = 0; j < sensitiveCount; j++) {
                Column d = col("__gv_d" + j);
                fails = fails.or(d.lt(bound).and(cls.or(d.gt(0))));
            }
        }
        return groups.filter(fails);
    }

    private static List<Violation> groupViolations(Schema schema, int[] qi, int[] sensitive, Row g, Claim claim,
                                                   boolean strict) {
        List<Violation> out = new ArrayList<>();
        boolean suppressedGroup = g.getBoolean(g.fieldIndex("__gv_sup"));
        long size = g.getLong(g.fieldIndex("__gv_n"));
        String where = where(schema, qi, g, size);
        if (!suppressedGroup && claim.k() != null && size < claim.k()) {
            out.add(new Violation("k-anonymity", where, size + " records < k = " + claim.k()));
        }
        for (int j = 0; j < sensitive.length; j++) {
            long distinct = g.getLong(g.fieldIndex("__gv_d" + j));
            if (suppressedGroup && distinct == 0) {
                continue;
            }
            String name = schema.attribute(sensitive[j]).name();
            if (claim.l() != null && distinct < claim.l()) {
                out.add(new Violation("l-diversity", where, distinct + " distinct values of '" + name + "' < l = "
                        + claim.l()));
            }
            if (claim.p() != null && distinct < claim.p()) {
                out.add(new Violation("p-sensitivity", where, distinct + " distinct values of '" + name + "' < p = "
                        + claim.p()));
            }
        }
        if (strict && !suppressedGroup && claim.k() != null) {
            long persons = g.getLong(g.fieldIndex("__gv_persons"));
            if (persons > 0 && persons < claim.k()) {
                out.add(new Violation("k-anonymity (distinct persons)", where, persons + " distinct persons < k = "
                        + claim.k()));
            }
        }
        return out;
    }

    /** Rows whose pseudonym the mapping lacks, named by their group as the single-machine verifier does. */
    private static List<Violation> unmapped(Schema schema, int[] qi, Dataset<Row> rows, int pseudonym) {
        String id = schema.attribute(pseudonym).name();
        List<Violation> out = new ArrayList<>();
        Dataset<Row> lost = rows.filter(col("__gv_original").isNull());
        for (Row r : lost.select(plus(columns(keys(qi.length)), col("`" + id + "`"))).collectAsList()) {
            boolean sup = r.getBoolean(0);
            String where = sup ? "suppressed rows" : where(schema, qi, r, -1);
            out.add(new Violation("mapping", where, "pseudonym '" + r.getString(qi.length + 1)
                    + "' is not in the mapping"));
        }
        return out;
    }

    /**
     * α for one PRIVACY attribute: each group's count of each private value over its size (its
     * distinct persons under a strict claim); adds the violations and returns the largest share.
     */
    private static double alpha(Schema schema, int[] qi, Dataset<Row> rows, Dataset<Row> groups, int a, double alpha,
                                boolean strict, List<Violation> violations) {
        Attribute attribute = schema.attribute(a);
        if (attribute.privateValues().isEmpty()) {
            return 0;
        }
        String[] keys = keys(qi.length);
        Column value = name(schema, a);
        Dataset<Row> counts = rows.filter(value.isin(attribute.privateValues().toArray()))
                .groupBy(plus(columns(keys), value.as("__gv_v"))).agg(count(lit(1)).as("__gv_c"));
        Dataset<Row> sizes = groups.select(plus(renamed(keys), strict
                ? new Column[]{col("__gv_n"), when(col("__gv_persons").gt(0), col("__gv_persons")).otherwise(col("__gv_n"))
                .as("__gv_size")} : new Column[]{col("__gv_n"), col("__gv_n").as("__gv_size")}));
        Column on = counts.col("__gv_sup").equalTo(sizes.col("G__gv_sup"));
        for (int i = 0; i < qi.length; i++) {
            on = on.and(counts.col("__gv_q" + i).eqNullSafe(sizes.col("G__gv_q" + i)));
        }
        Dataset<Row> shares = counts.join(sizes, on).withColumn("__gv_share", col("__gv_c").cast(DataTypes.DoubleType)
                .divide(col("__gv_size"))).cache();
        try {
            Row top = shares.agg(max("__gv_share")).first();
            for (Row r : shares.filter(col("__gv_share").gt(alpha + 1e-12)).collectAsList()) {
                long c = r.getLong(r.fieldIndex("__gv_c"));
                long size = r.getLong(r.fieldIndex("__gv_size"));
                long n = r.getLong(r.fieldIndex("__gv_n"));
                violations.add(new Violation("alpha-deassociation", where(schema, qi, r, n), String.format(Locale.ROOT,
                        "private %s '%s' in %d of %d %s (%.4f > alpha = %s)", attribute.name(),
                        r.getString(r.fieldIndex("__gv_v")), c, size, size == n ? "records" : "persons",
                        r.getDouble(r.fieldIndex("__gv_share")), alpha)));
            }
            return top.isNullAt(0) ? 0 : top.getDouble(0);
        } finally {
            shares.unpersist();
        }
    }

    /** A pseudonym that appears twice: the smallest such, with how often. */
    private static List<Violation> pseudonyms(Schema schema, Dataset<Row> table, int pseudonym) {
        if (pseudonym < 0) {
            return List.of();
        }
        Column id = name(schema, pseudonym);
        List<Row> repeated = table.groupBy(id.as("__gv_p")).agg(count(lit(1)).as("__gv_c")).filter(col("__gv_c").gt(1))
                .orderBy("__gv_p").limit(1).collectAsList();
        return repeated.stream().map(r -> new Violation("pseudonyms", "-", "pseudonym '" + r.getString(0)
                + "' appears " + r.getLong(1) + " times")).toList();
    }

    /**
     * A published value that its attribute's hierarchy file does not know (checked where the schema
     * was read from a file): the first, in schema order then value order.
     */
    private static List<Violation> unknownValues(Schema schema, Dataset<Row> table) {
        if (schema.baseDir() == null) {
            return List.of();
        }
        Hierarchies files;
        try {
            files = HierarchyCsvReader.readFiles(schema);
        } catch (io.graphveil.GraphVeilException | java.io.UncheckedIOException e) {
            return List.of(new Violation("hierarchies", "-", "a hierarchy file cannot be read: " + e.getMessage()));
        }
        for (int a = 0; a < schema.size(); a++) {
            Attribute attribute = schema.attribute(a);
            var h = files.get(attribute.name()).orElse(null);
            if (h == null || attribute.role() == AttributeRole.IDENTIFIER || attribute.type() == AttributeType.CONTINUOUS) {
                continue;
            }
            Column v = name(schema, a);
            for (Row r : table.select(v).filter(v.isNotNull().and(v.notEqual(Values.MISSING))).distinct().orderBy(v)
                    .collectAsList()) {
                if (!Verifier.knows(h, r.getString(0))) {
                    return List.of(new Violation("hierarchy", "-", "'" + r.getString(0) + "' of '" + attribute.name()
                            + "' is not in its hierarchy"));
                }
            }
        }
        return List.of();
    }

    /** The class a group is, in the single-machine verifier's words. */
    private static String where(Schema schema, int[] qi, Row g, long size) {
        if (g.getBoolean(g.fieldIndex("__gv_sup"))) {
            return "the " + size + " suppressed rows (all quasi-identifiers *)";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < qi.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(schema.attribute(qi[i]).name()).append('=')
                    .append(g.getString(i + 1));
        }
        return sb.toString();
    }

    private static String[] keys(int qiCount) {
        String[] keys = new String[qiCount + 1];
        keys[0] = "__gv_sup";
        for (int i = 0; i < qiCount; i++) {
            keys[i + 1] = "__gv_q" + i;
        }
        return keys;
    }

    static Column[] columns(String[] names) {
        Column[] out = new Column[names.length];
        for (int i = 0; i < names.length; i++) {
            out[i] = col(names[i]);
        }
        return out;
    }

    private static Column[] renamed(String[] names) {
        Column[] out = new Column[names.length];
        for (int i = 0; i < names.length; i++) {
            out[i] = col(names[i]).as("G" + names[i]);
        }
        return out;
    }

    static Column[] plus(Column[] first, Column... more) {
        Column[] out = java.util.Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, out, first.length, more.length);
        return out;
    }

    private static Column name(Schema schema, int attribute) {
        return col("`" + schema.attribute(attribute).name() + "`");
    }
}
