package io.graphveil.spark;

import io.graphveil.model.Hash64;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.ReduceFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import static org.apache.spark.sql.functions.col;

/**
 * The input's order-independent digest on Spark ({@link Hash64#digest(long, long, long, long)}): the
 * sum of one hash per row (every column's name and value) and one per friendship (its ends' id
 * hashes, unordered), each one aggregate, so that it is the single-machine engine's digest of the
 * same rows and edges however Spark holds them. The hashed rows and the edges with their ends' id
 * hashes are kept (cached) for the step that asked. Cost: one map and one sum over the rows, two
 * joins and one sum over the edges.
 *
 * @param rows   the rows, with their row hash {@code __gv_row} and id hash {@code __gv_idh}
 * @param ends   each friendship's ends {@code _a, _b} with their id hashes {@code _ha, _hb}; null without edges
 * @param digest the digest
 */
record SparkDigest(Dataset<Row> rows, Dataset<Row> ends, long digest) {

    /**
     * @param names     the rows' column names, in the schema's order
     * @param idColumn  the identifier's index among them
     * @param links     two string columns, the ids of each friendship's ends, or null for a table alone
     */
    static SparkDigest of(String[] names, int idColumn, Dataset<Row> rows, Dataset<Row> links) {
        long[] nameHash = new long[names.length];
        for (int c = 0; c < names.length; c++) {
            nameHash[c] = Hash64.of(names[c]);
        }
        StructType hashedType = rows.schema()
                .add("__gv_row", DataTypes.LongType, false)
                .add("__gv_idh", DataTypes.LongType, false);
        int width = rows.schema().size();
        Dataset<Row> hashed = rows.map((MapFunction<Row, Row>) r -> {
            long row = 0;
            Object[] out = new Object[width + 2];
            for (int c = 0; c < width; c++) {
                out[c] = r.get(c);
            }
            for (int c = 0; c < names.length; c++) {
                row = Hash64.combine(row, Hash64.combine(nameHash[c], Hash64.of(r.getString(c))));
            }
            out[width] = row;
            out[width + 1] = Hash64.of(r.getString(idColumn));
            return RowFactory.create(out);
        }, Encoders.row(hashedType)).cache();
        long rowCount = hashed.count();
        long rowSum = rowCount == 0 ? 0 : hashed.select("__gv_row").as(Encoders.LONG())
                .map((MapFunction<Long, Long>) Hash64::mix, Encoders.LONG()).reduce((ReduceFunction<Long>) Long::sum);
        Dataset<Row> ends = null;
        long edgeSum = 0;
        long edgeCount = 0;
        if (links != null) {
            Dataset<Row> ids = hashed.select(col("`" + names[idColumn] + "`").as("_id"), col("__gv_idh"));
            ends = links.toDF("_a", "_b")
                    .join(ids.toDF("_a", "_ha"), "_a")
                    .join(ids.toDF("_b", "_hb"), "_b")
                    .cache();
            edgeCount = ends.count();
            edgeSum = edgeCount == 0 ? 0 : ends.select("_ha", "_hb")
                    .map((MapFunction<Row, Long>) e -> Hash64.edgeHash(e.getLong(0), e.getLong(1)), Encoders.LONG())
                    .reduce((ReduceFunction<Long>) Long::sum);
        }
        return new SparkDigest(hashed, ends, Hash64.digest(rowSum, edgeSum, rowCount, edgeCount));
    }
}
