package io.graphveil.spark;

import io.graphveil.attack.PairLinkage;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Schema;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

/**
 * The owner's report's pair linkage ({@link PairLinkage}: how well an attacker pairs the two copies
 * of a split person) as group-bys and joins, with the single machine's figures: the value linker
 * ({@link SparkValueLinker}) and the structural one ({@link SparkStructureLinker}). Their draws and
 * orders are functions of the seed and the rows' ids ({@link PairLinkage#predictorKey}, {@link
 * PairLinkage#tieKey}, {@link PairLinkage#orderKey}, rows by (hash of the id, id)), so they pick
 * the rows the single machine picks whatever the two engines number them.
 * Ties of two 64-bit hashes fall back on the ids, which Spark orders by their bytes and the single
 * machine by their UTF-16 units: the two differ only between characters above U+FFFF and those
 * of U+E000–U+FFFF, and then only on such a tie.
 */
final class SparkPairLinkage {
    /** The rows' id column the linkers read: the identifier's values, or the row numbers as text. */
    static final String ID = "__gv_lid";

    private SparkPairLinkage() {
    }

    /**
     * The linkage of the published rows.
     *
     * @param published   the published schema: the identifier, and the cells beside the quasi-identifiers
     * @param classified  the rows: {@link SparkAudit#ROW}, {@link SparkAudit#PERSON}, {@link SparkAudit#DEGREE},
     *                    a column per attribute of {@code published}, and {@link SparkAudit#CLASS}
     * @param friendships the published friendships between row numbers ({@code a}, {@code b}), or
     *                    null for a table
     */
    static PairLinkage of(Schema published, Hierarchies hierarchies, Dataset<Row> classified,
                          Dataset<Row> friendships, long seed, int maxPredictors, long maxSteps) {
        int[] beside = published.indexesBesideQuasiIdentifiers();
        String[] cells = new String[beside.length];
        Hierarchy[] h = new Hierarchy[beside.length];
        Column[] select = new Column[beside.length + 5];
        for (int j = 0; j < beside.length; j++) {
            cells[j] = published.attribute(beside[j]).name();
            h[j] = hierarchies.get(cells[j]).orElse(null);
            select[5 + j] = col("`" + cells[j] + "`");
        }
        select[0] = col(SparkAudit.ROW);
        select[1] = col(SparkAudit.PERSON);
        select[2] = col(SparkAudit.DEGREE);
        select[3] = col(SparkAudit.CLASS);
        int id = published.identifierIndex();
        select[4] = (id < 0 ? col(SparkAudit.ROW).cast(DataTypes.StringType)
                : col("`" + published.attribute(id).name() + "`")).as(ID);
        // the gate's rows come from a long lineage: cut, so that the linkers' plans stay small
        return measure(Checkpoint.cut(classified.select(select)), cells, h, friendships, seed, maxPredictors,
                maxSteps);
    }

    /**
     * @param rows        the published rows: {@link SparkAudit#ROW}, {@link SparkAudit#PERSON},
     *                    {@link SparkAudit#DEGREE}, {@link SparkAudit#CLASS}, {@link #ID} and the
     *                    cells beside the quasi-identifiers as {@code cells} names them
     * @param hierarchies each cell column's hierarchy, or null
     * @param friendships the published friendships between row numbers ({@code a}, {@code b}), or
     *                    null for a table
     */
    static PairLinkage measure(Dataset<Row> rows, String[] cells, Hierarchy[] hierarchies, Dataset<Row> friendships,
                               long seed, int maxPredictors, long maxSteps) {
        Row counts = rows.groupBy(SparkAudit.PERSON).count().agg(sum(col("count")),
                sum(when(col("count").equalTo(2), 1L).otherwise(0L))).first();
        long n = counts.isNullAt(0) ? 0 : counts.getLong(0);
        int pairs = counts.isNullAt(1) ? 0 : Math.toIntExact(counts.getLong(1));
        double[] value = SparkValueLinker.measure(rows, cells, hierarchies, seed, maxPredictors, n);
        int[] structure = friendships == null ? new int[]{0, 0, 0, 1}
                : SparkStructureLinker.measure(rows, friendships, pairs, seed, maxSteps);
        return PairLinkage.of(pairs, (int) value[0], (int) value[1], value[2], value[3] == 1, structure[0],
                structure[1], structure[2], structure[3] == 1);
    }
}
