package io.graphveil.spark;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Rows numbered in the order a Dataset holds them (after a sort: the sort's order), as an int
 * column: one pass of {@code zipWithIndex}, which Spark's Dataset API lacks. The publication numbers
 * its pseudonyms so, the job its rows and persons for the gate.
 */
final class Numbered {
    private Numbered() {
    }

    /**
     * @param column the new column's name
     * @param first  the first row's number
     * @return {@code rows} with {@code column} appended
     */
    static Dataset<Row> of(Dataset<Row> rows, String column, int first) {
        StructType type = rows.schema().add(column, DataTypes.IntegerType, false);
        return rows.sparkSession().createDataFrame(rows.javaRDD().zipWithIndex().map(t -> {
            Object[] out = new Object[t._1().size() + 1];
            for (int i = 0; i < out.length - 1; i++) {
                out[i] = t._1().get(i);
            }
            out[out.length - 1] = Math.toIntExact(t._2() + first);
            return RowFactory.create(out);
        }), type);
    }
}
