package io.graphveil.spark;

import io.graphveil.attack.PairLinkage;
import org.apache.spark.api.java.function.MapFunction;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Values;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.struct;

/**
 * The value linker of {@link SparkPairLinkage}: the predictors are the rows of the smallest
 * {@link PairLinkage#predictorKey} (one ordered take); their classes' distinct cell patterns beside
 * the quasi-identifiers, counted by one group-by, reach the driver, which scores them with the
 * single machine's {@link PairLinkage#complementarity}; each predictor's partner, the row of the
 * smallest {@link PairLinkage#tieKey} among its best patterns, comes from one join and one
 * group-by. Driver memory: the predictors and their classes' patterns.
 */
final class SparkValueLinker {
    private static final String A = "__gv_la";
    private static final String ID_A = "__gv_lia";
    private static final String KEY = "__gv_lk";

    private SparkValueLinker() {
    }

    /**
     * {predictions, correct, Σ chance, sampled (1 or 0)}, as the single machine's; {@code rows} as
     * {@link SparkPairLinkage#measure} reads them.
     */
    static double[] measure(Dataset<Row> rows, String[] cells, Hierarchy[] h, long seed, int max, long n) {
        SparkSession spark = rows.sparkSession();
        Column[] shown = new Column[cells.length + 4];
        shown[0] = col(SparkAudit.ROW);
        shown[1] = col(SparkAudit.PERSON);
        shown[2] = col(SparkAudit.CLASS);
        shown[3] = col(SparkPairLinkage.ID);
        for (int j = 0; j < cells.length; j++) {
            shown[4 + j] = col("`" + cells[j] + "`");
        }
        List<Row> predictors = new ArrayList<>(withKey(rows.select(shown), 3, id -> PairLinkage.predictorKey(seed, id))
                .orderBy(col(KEY), col(SparkPairLinkage.ID)).limit(max).collectAsList());
        // in ascending (key, id), the order the single machine sums the chances in
        int keyAt = cells.length + 4;
        predictors.sort(Comparator.comparingLong((Row p) -> p.getLong(keyAt)).thenComparing(p -> p.getString(3)));

        // the predictors' classes' distinct patterns beside the quasi-identifiers, counted
        List<Row> classes = new ArrayList<>();
        predictors.stream().map(p -> p.getInt(2)).distinct().forEach(c -> classes.add(RowFactory.create(c)));
        Column[] patternColumns = new Column[cells.length + 1];
        patternColumns[0] = col(SparkAudit.CLASS);
        for (int j = 0; j < cells.length; j++) {
            patternColumns[1 + j] = col("`" + cells[j] + "`");
        }
        Map<Integer, List<Pattern>> patterns = new HashMap<>();
        Dataset<Row> inClasses = rows.join(broadcast(spark.createDataFrame(classes,
                new StructType().add(SparkAudit.CLASS, DataTypes.IntegerType))), Names.seq(SparkAudit.CLASS));
        for (Row r : inClasses.groupBy(patternColumns).count().collectAsList()) {
            patterns.computeIfAbsent(r.getInt(0), c -> new ArrayList<>())
                    .add(new Pattern(cells(r, 1, cells.length), Math.toIntExact(r.getLong(cells.length + 1))));
        }

        // each predictor's best patterns; its partner among their rows is drawn below
        long predictions = 0;
        double chance = 0;
        List<Row> best = new ArrayList<>();
        Map<Integer, Integer> personOf = new HashMap<>();
        for (Row p : predictors) {
            String[] own = cells(p, 4, cells.length);
            List<Pattern> classPatterns = patterns.get(p.getInt(2));
            int size = 0;
            int showing = 0;
            int top = -1;
            // each pattern's score as a partner, −1 where no other row shows it or it cannot be one
            int[] score = new int[classPatterns.size()];
            for (int i = 0; i < score.length; i++) {
                Pattern q = classPatterns.get(i);
                int others = q.rows - (Arrays.equals(q.cells, own) ? 1 : 0);
                size += q.rows;
                showing += blank(q.cells) ? 0 : others;
                score[i] = others > 0 ? PairLinkage.complementarity(own, q.cells, h) : -1;
                top = Math.max(top, score[i]);
            }
            if (size < 2 || top < 0) {
                continue;
            }
            for (int i = 0; i < score.length; i++) {
                Pattern q = classPatterns.get(i);
                if (score[i] == top) {
                    Object[] values = new Object[cells.length + 3];
                    values[0] = p.getInt(0);
                    values[1] = p.getString(3);
                    values[2] = p.getInt(2);
                    System.arraycopy(q.cells, 0, values, 3, cells.length);
                    best.add(RowFactory.create(values));
                }
            }
            predictions++;
            personOf.put(p.getInt(0), p.getInt(1));
            chance += 1.0 / (blank(own) && showing > 0 ? showing : size - 1);
        }
        long correct = 0;
        if (!best.isEmpty()) {
            StructType schema = new StructType().add(A, DataTypes.IntegerType).add(ID_A, DataTypes.StringType)
                    .add(SparkAudit.CLASS, DataTypes.IntegerType);
            for (String c : cells) {
                schema = schema.add(c, DataTypes.StringType);
            }
            List<String> on = new ArrayList<>(List.of(SparkAudit.CLASS));
            on.addAll(List.of(cells));
            Dataset<Row> candidates = rows.join(broadcast(spark.createDataFrame(best, schema)),
                            Names.seq(on.toArray(new String[0])))
                    .where(col(SparkAudit.ROW).notEqual(col(A)))
                    .select(col(A), col(ID_A), col(SparkPairLinkage.ID), col(SparkAudit.PERSON));
            StructType keyedSchema = new StructType().add(A, DataTypes.IntegerType).add(KEY, DataTypes.LongType)
                    .add(SparkPairLinkage.ID, DataTypes.StringType).add(SparkAudit.PERSON, DataTypes.IntegerType);
            Dataset<Row> keyed = candidates.map((MapFunction<Row, Row>) r -> RowFactory.create(r.getInt(0),
                    PairLinkage.tieKey(seed, r.getString(1), r.getString(2)), r.getString(2), r.getInt(3)),
                    Encoders.row(keyedSchema));
            Column smallest = min(struct(col(KEY), col(SparkPairLinkage.ID), col(SparkAudit.PERSON)));
            for (Row r : keyed.groupBy(A).agg(smallest.as("g"))
                    .collectAsList()) {
                correct += r.getStruct(1).getInt(2) == personOf.get(r.getInt(0)) ? 1 : 0;
            }
        }
        return new double[]{predictions, correct, chance, n > max ? 1 : 0};
    }


    /** A class's rows showing the same cells beside the quasi-identifiers. */
    private record Pattern(String[] cells, int rows) {
    }

    private static String[] cells(Row r, int from, int count) {
        String[] out = new String[count];
        for (int j = 0; j < count; j++) {
            out[j] = r.getString(from + j);
        }
        return out;
    }

    private static boolean blank(String[] cells) {
        for (String c : cells) {
            if (!c.equals(Values.MISSING)) {
                return false;
            }
        }
        return true;
    }

    /** A row's key from its id, shipped to the executors. */
    private interface IdKey extends java.io.Serializable {
        long of(String id);
    }

    /** {@code rows} with the key of the id in column {@code idAt} added last, as {@link #KEY}. */
    private static Dataset<Row> withKey(Dataset<Row> rows, int idAt, IdKey key) {
        return rows.map((MapFunction<Row, Row>) r -> {
            Object[] values = new Object[r.size() + 1];
            for (int i = 0; i < r.size(); i++) {
                values[i] = r.get(i);
            }
            values[r.size()] = key.of(r.getString(idAt));
            return RowFactory.create(values);
        }, Encoders.row(rows.schema().add(KEY, DataTypes.LongType)));
    }
}
