package io.graphveil.spark;

import io.graphveil.attack.PrivacyAudit;
import io.graphveil.criteria.AlphaDeassociation;
import io.graphveil.criteria.DistinctPersonsKAnonymity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PrivacyCriterion;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.criteria.ShadowHolderShare;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.when;

/**
 * The privacy gate ({@link io.graphveil.pipeline.PrivacyGate}, docs/THREAT-MODEL.md) on Spark: the
 * gated attackers as group-bys ({@link SparkAudit}); while they expose persons, the rows that reveal
 * an exposed person's value among its candidates — few, so their numbers travel to the driver and
 * back as a broadcast table — lose every value beside the quasi-identifiers (a shadow copy's
 * pattern), up to {@link io.graphveil.pipeline.PrivacyGate#ROUNDS} rounds and within the suppression
 * budget, and the attackers run again (what a repair cannot change — the persons' items and target
 * groups, the classes — prepared once: {@link SparkAudit.Auditor}). The same rounds, rows and
 * verdict as the single machine's.
 *
 * <p>The single machine also stops a repair that would break the privacy model. A repair cannot
 * break k, k over distinct persons, α or the shadow-holder share: it keeps every row and its
 * quasi-identifiers (k, persons), only takes private values away (α counts them), and a blanked row
 * shows the pattern every shadow shows, which the shadow share already counts (docs/DECISIONS.md,
 * "Holders left whole count in their stratum"). It can break a criterion on the SENSITIVE values it
 * blanks (l-diversity, p-sensitivity, entropy l-diversity, t-closeness): with such a model the
 * caller judges each round's repaired rows ({@link Breaks}) before they are kept, and the gate
 * stops where the single machine's does.
 */
public final class SparkGate {
    /**
     * The gate's outcome. Immutable.
     *
     * @param rows            the published rows after the repairs (the input's columns, any beyond the
     *                        schema's and the audit's kept as they were)
     * @param audit           the last audit
     * @param repairedRows    the rows blanked, ascending
     * @param repairedPersons persons whose rows were blanked
     * @param rounds          repair rounds run
     * @param passed          no gated attacker exposes anyone
     * @param modelBroken     the repairs stopped because the next round would break the privacy model
     */
    public record Outcome(Dataset<Row> rows, PrivacyAudit.Result audit, int[] repairedRows, int repairedPersons,
                          int rounds, boolean passed, boolean modelBroken) {
        public Outcome {
            repairedRows = repairedRows.clone();
        }

        @Override
        public int[] repairedRows() {
            return repairedRows.clone();
        }
    }

    private SparkGate() {
    }

    /** Whether the rows after a round of repairs fail the privacy model (see the class comment). */
    @FunctionalInterface
    public interface Breaks {
        boolean test(Dataset<Row> repaired);
    }

    /** Whether a repair cannot break {@code model} (see the class comment). */
    public static boolean blankingKeeps(PrivacyModel model) {
        for (PrivacyCriterion c : model.criteria()) {
            if (!(c instanceof KAnonymity || c instanceof DistinctPersonsKAnonymity || c instanceof AlphaDeassociation
                    || c instanceof ShadowHolderShare)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Runs the gate. The inputs are {@link SparkAudit#audit}'s.
     *
     * @param used   rows the algorithm suppressed, which count against {@code budget}
     * @param budget rows the algorithm's suppression and the repairs may blank together
     * @param others what the attackers the gate does not repair read, or null to run none: the last
     *               audit then adds theirs, as the single machine's does
     * @param breaks judges a round's repaired rows against {@code model}; null when a repair cannot
     *               break it ({@link #blankingKeeps})
     * @throws IllegalArgumentException when a repair could break {@code model} and nothing judges it
     */
    public static Outcome check(Schema published, Schema policy, Dataset<Row> rows, Schema original,
                                Dataset<Row> persons, Hierarchies hierarchies, double alpha, boolean graph,
                                PrivacyModel model, long used, long budget, SparkAudit.Friendships others,
                                Breaks breaks) {
        if (!blankingKeeps(model) && breaks == null) {
            throw new IllegalArgumentException("a repair could break " + model.describe()
                    + ", and nothing judges the repaired rows");
        }
        boolean modelBroken = false;
        Column[] blanked = blanked(published, rows.columns());
        java.util.TreeSet<Integer> repaired = new java.util.TreeSet<>();
        int rounds = 0;
        PrivacyAudit.Result audit;
        Dataset<Row> current = rows;
        SparkAudit.Auditor auditor = SparkAudit.prepare(published, policy, rows, original, persons, hierarchies, alpha,
                graph);
        while (true) {
            audit = auditor.audit(current);
            if (audit.gatedExposed().length == 0 || rounds == io.graphveil.pipeline.PrivacyGate.ROUNDS) {
                break;
            }
            rounds++;
            List<Row> added = new ArrayList<>();
            for (int r : audit.gatedRevealingRows()) {
                if (!repaired.contains(r)) {
                    added.add(RowFactory.create(r));
                }
            }
            if (added.isEmpty() || used + repaired.size() + added.size() > budget) {
                break;
            }
            Dataset<Row> flags = current.sparkSession().createDataFrame(added,
                    new StructType().add(SparkAudit.ROW, DataTypes.IntegerType)).withColumn("__gv_blank", lit(true));
            Dataset<Row> next = current.join(broadcast(flags), Names.seq(SparkAudit.ROW), "left").select(blanked).cache();
            if (breaks != null && breaks.test(next)) {
                next.unpersist();
                modelBroken = true;
                break;
            }
            added.forEach(r -> repaired.add(r.getInt(0)));
            if (current != rows) {
                current.unpersist();
            }
            current = next;
        }
        if (others != null) {
            audit = audit.with(auditor.auditOthers(current, others, PrivacyAudit.Effort.GATE_LINKAGE));
        }
        auditor.release();
        int[] rowsBlanked = repaired.stream().mapToInt(Integer::intValue).toArray();
        int repairedPersons = 0;
        if (rowsBlanked.length > 0) {
            repairedPersons = (int) current.where(col(SparkAudit.ROW).isin(Arrays.stream(rowsBlanked).boxed().toArray()))
                    .select(SparkAudit.PERSON).distinct().count();
        }
        return new Outcome(current, audit, rowsBlanked, repairedPersons, rounds, audit.gatedExposed().length == 0,
                modelBroken);
    }

    /** The input's columns, those beside the quasi-identifiers {@code *} where the row is flagged. */
    private static Column[] blanked(Schema published, String[] columns) {
        java.util.Set<String> beside = new java.util.HashSet<>();
        for (int a : published.indexesBesideQuasiIdentifiers()) {
            beside.add(published.attribute(a).name());
        }
        List<Column> out = new ArrayList<>();
        for (String name : columns) {
            Column c = col("`" + name + "`");
            out.add(beside.contains(name) ? when(col("__gv_blank").isNotNull(), lit(Values.MISSING)).otherwise(c)
                    .as(name) : c);
        }
        return out.toArray(new Column[0]);
    }
}
