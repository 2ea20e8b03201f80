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
 * seen, joined with their own last version each level, are cut every few levels ({@link #pass};
 * until stop 34 they were not, and a search of 85 sources over a path of 30 nodes ran nine
 * minutes into "BigInteger would overflow"), as are the components' labels. And a union of a Dataset with what a broadcast join
 * made of it has the partitions of both: kept as they are, they would double every pass, so they
 * are coalesced to the session's shuffle partitions (no shuffle).
 */
final class Checkpoint {
    private Checkpoint() {
    }

    /** Cut every this many passes by {@link #pass}. */
    static final int PERIOD = 4;

    /**
     * The result of pass {@code pass} (from 0) of a loop that joins its own last result: a local
     * checkpoint, {@link #cut} every {@link #PERIOD}th pass. Between cuts the estimate's digits grow
     * about 2.5-fold a pass (240 digits after 6 passes, 4,000 after 9, uncut), so they stay in the
     * hundreds, and three passes of four skip the cut's conversion of every row (the closeness
     * searches on LastFM-Asia, 13 levels: 6.5 s with local checkpoints only, 8.0 s cut every level).
     */
    static Dataset<Row> pass(Dataset<Row> d, int pass) {
        return pass % PERIOD == PERIOD - 1 ? cut(d) : d.localCheckpoint();
    }

    static Dataset<Row> cut(Dataset<Row> d) {
        int partitions = Integer.parseInt(d.sparkSession().conf().get("spark.sql.shuffle.partitions"));
        Dataset<Row> kept = d.coalesce(partitions).localCheckpoint();
        return kept.sparkSession().createDataFrame(kept.javaRDD(), kept.schema());
    }
}
