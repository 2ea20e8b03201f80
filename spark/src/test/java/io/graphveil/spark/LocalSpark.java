package io.graphveil.spark;

import org.apache.spark.sql.SparkSession;

/**
 * The one Spark session of the module's tests: {@code local[2]}, the UI off, bound to 127.0.0.1,
 * one shuffle partition (the test inputs are small; every shuffle's tasks cost time, and the
 * module's tests must stay within three minutes), created on first use and shared by every test
 * class of the JVM (starting Spark costs seconds). The tests whose result could depend on how Spark
 * spreads rows after a shuffle — the publication's sorted partitions, the split's rankings — ask
 * for two ({@link SeveralShufflePartitions}); every test hands Spark its inputs in three partitions.
 *
 * <p>Code generation is off (no whole-stage code, expressions interpreted): on the tests' inputs of
 * a few hundred rows, compiling each new plan's Java source costs more than running it — the
 * module's tests took 154.6 s with it and 118.2 s without, the same day. Spark's interpreted and
 * generated paths compute the same results (Spark's own suites run both); the engine's runs through
 * the command line ({@code AnonymizeOnSparkTest}) and the benchmarks keep Spark's default, code
 * generation on.
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
                    .config("spark.sql.codegen.wholeStage", "false")
                    .config("spark.sql.codegen.factoryMode", "NO_CODEGEN")
                    .getOrCreate();
            session.sparkContext().setLogLevel("WARN");
            Runtime.getRuntime().addShutdownHook(new Thread(session::stop));
        }
        return session;
    }

    /** Drops every cached dataset of the session, if it was started. */
    static synchronized void freeCache() {
        if (session != null) {
            session.catalog().clearCache();
        }
    }

    /** Sets the session's shuffle partitions ({@code 0}: back to the tests' default). */
    static void shufflePartitions(int n) {
        session().conf().set("spark.sql.shuffle.partitions", String.valueOf(n == 0 ? SHUFFLE_PARTITIONS : n));
    }
}
