package io.graphveil.spark;

import io.graphveil.criteria.ClassAggregates;
import io.graphveil.criteria.PrivacyCriterion;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.col;

/**
 * Whether a round of the gate's repairs breaks the criteria a repair can break — those on the
 * SENSITIVE values it blanks ({@link SparkGate#blankingKeeps}) — judged as the single machine's gate
 * judges the repaired table: the published classes (rows grouped by their quasi-identifiers, the
 * algorithm's suppressed persons left out: their rows show no value) with their SENSITIVE
 * histograms, from one group-by, by the model's own criteria ({@link ClassAggregates#ofCounts}).
 * Under personalized {@code w} the rows carrying values ({@link SparkSplit#SHADOW} false, the
 * suppressed persons' among them) are weighed as the single machine weighs them on the split table
 * ({@link WeightCounts}): the repaired and suppressed rows blank, every one in the frequencies'
 * denominator, a shadow not at all.
 */
final class SparkRepairJudge {
    private SparkRepairJudge() {
    }

    /**
     * @param model      the model the split table was anonymized under
     * @param suppressed the algorithm's suppressed persons ({@link SparkSplit#PERSON}), or null
     * @return the judge, or null when no criterion of {@code model} can be broken by a repair
     */
    static SparkGate.Breaks of(Schema policy, PrivacyModel model, Dataset<Row> suppressed) {
        List<PrivacyCriterion> breakable = new ArrayList<>();
        for (PrivacyCriterion c : model.criteria()) {
            if (!SparkGate.blankingKeeps(PrivacyModel.of(c))) {
                breakable.add(c);
            }
        }
        if (breakable.isEmpty()) {
            return null;
        }
        PrivacyModel judged = new PrivacyModel(breakable);
        int[] qi = policy.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int[] sensitive = policy.indexesOf(AttributeRole.SENSITIVE);
        if (sensitive.length != 1) {
            throw new IllegalArgumentException(judged.describe() + " needs exactly one SENSITIVE attribute");
        }
        Column[] by = new Column[qi.length + 1];
        for (int j = 0; j < qi.length; j++) {
            by[j] = col("`" + policy.attribute(qi[j]).name() + "`");
        }
        by[qi.length] = col("`" + policy.attribute(sensitive[0]).name() + "`");
        Column[] classColumns = java.util.Arrays.copyOf(by, qi.length);
        boolean weighs = WeightCounts.criterion(judged) != null;
        // the suppressed persons' rows carry their values (blank) and count in the frequencies' denominator
        long blankValueRows = weighs && suppressed != null ? suppressed.count() : 0;
        return repaired -> {
            Dataset<Row> published = suppressed == null ? repaired
                    : repaired.join(suppressed, Names.seq(SparkSplit.PERSON), "left_anti");
            List<Row> entries = published.groupBy(by).count().collectAsList();
            Map<List<String>, Integer> classOf = new HashMap<>();
            List<Integer> sizes = new ArrayList<>();
            for (Row r : entries) {
                int c = classOf.computeIfAbsent(SparkDatafly.key(r, qi.length), k -> {
                    sizes.add(0);
                    return sizes.size() - 1;
                });
                sizes.set(c, sizes.get(c) + Math.toIntExact(r.getLong(qi.length + 1)));
            }
            // the rows shown with every quasi-identifier '*' are judged with the suppressed persons'
            // as one group, as the single machine judges its result's suppressed rows
            List<String> stars = java.util.Collections.nCopies(qi.length, io.graphveil.model.Values.MISSING);
            int starred = qi.length == 0 ? -1 : classOf.getOrDefault(stars, -1);
            ClassAggregates.Builder b = ClassAggregates.ofCounts(sizes.stream().mapToInt(Integer::intValue).toArray());
            new SensitiveCounts(policy.attribute(sensitive[0]), entries, classOf, qi.length)
                    .addTo(b, new boolean[sizes.size()]);
            if (weighs) {
                WeightCounts.of(published.where(col(SparkSplit.SHADOW).equalTo(false)), classColumns, policy, judged,
                        r -> classOf.get(SparkDatafly.key(r, qi.length))).addTo(b, null, blankValueRows, starred);
            }
            ClassAggregates classes = b.build();
            PrivacyModel.Verdict verdict = judged.judge(classes);
            boolean[] grouped = new boolean[sizes.size()];
            for (int c = 0; c < grouped.length; c++) {
                if (c == starred) {
                    grouped[c] = true;
                } else if (verdict.failing(c)) {
                    return true;
                }
            }
            // without such rows the group is the suppressed persons' blank rows alone, which every
            // criterion a repair can break accepts
            return judged.suppressedGroupFailure(classes, grouped) != null;
        };
    }
}
