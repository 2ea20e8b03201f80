package io.graphveil.spark;

import org.apache.spark.sql.SparkSession;

/**
 * The one Spark session of the module's tests: {@code local[2]}, the UI off, bound to 127.0.0.1,
 * one shuffle partition (the test inputs are small; every shuffle's tasks cost time, and the
 * module's tests must stay within three minutes), created on first use and shared by every test
 * class of the JVM (starting Spark costs seconds). The tests whose result could depend on how Spark
 * spreads rows after a shuffle — the publication's sorted partitions, the split's rankings — ask
 * for two ({@link SeveralShufflePartitions}); every test hands Spark its inputs in three partitions.
 */
final class LocalSpark {
    private static final int SHUFFLE_PARTITIONS = 1;
    private static SparkSession session;

    private LocalSpark() {
    }

    static synchronized SparkSession session() {
        if (session == null) {
            session = SparkSession.builder()
                    .appName("graphveil-tests")
                    .master("local[2]")
                    .config("spark.ui.enabled", "false")
                    .config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.driver.host", "127.0.0.1")
                    .config("spark.sql.shuffle.partitions", String.valueOf(SHUFFLE_PARTITIONS))
                    .config("spark.default.parallelism", "2")
                    .getOrCreate();
            session.sparkContext().setLogLevel("WARN");
            Runtime.getRuntime().addShutdownHook(new Thread(session::stop));
        }
        return session;
    }

    /** Sets the session's shuffle partitions ({@code 0}: back to the tests' default). */
    static void shufflePartitions(int n) {
        session().conf().set("spark.sql.shuffle.partitions", String.valueOf(n == 0 ? SHUFFLE_PARTITIONS : n));
    }
}
