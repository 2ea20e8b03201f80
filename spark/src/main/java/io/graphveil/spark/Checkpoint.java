package io.graphveil.spark;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * Cuts an iteration's Dataset loose from the passes before it. A local checkpoint ends the
 * lineage, but the checkpoint keeps its plan's size estimate, and Spark estimates a join's size
 * as the product of its sides': a loop that joins its last result again multiplies the estimate's
 * digits every pass (at 20 passes the optimizer spent minutes multiplying numbers of a million
 * digits). Rebuilt from the checkpoint's rows, the Dataset has no estimate of its own (Spark's
 * default, the same every pass). Where a loop's estimate only grows by a factor each pass
 * ({@code SparkCloseness}'s frontier, joined with the friendships and the cut nodes seen), a local
 * checkpoint is enough and keeps the estimates that let Spark broadcast small sides; the nodes
 * seen, joined with their own last version each level, are cut (until stop 34 they were not, and
 * a search of 85 sources over a path of 30 nodes ran nine minutes into "BigInteger would
 * overflow"), as are the components' labels. And a union of a Dataset with what a broadcast join
 * made of it has the partitions of both: kept as they are, they would double every pass, so they
 * are coalesced to the session's shuffle partitions (no shuffle).
 */
final class Checkpoint {
    private Checkpoint() {
    }

    static Dataset<Row> cut(Dataset<Row> d) {
        int partitions = Integer.parseInt(d.sparkSession().conf().get("spark.sql.shuffle.partitions"));
        Dataset<Row> kept = d.coalesce(partitions).localCheckpoint();
        return kept.sparkSession().createDataFrame(kept.javaRDD(), kept.schema());
    }
}
