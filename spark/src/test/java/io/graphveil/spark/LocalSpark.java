package io.graphveil.spark;

import org.apache.spark.sql.SparkSession;

/**
 * The one Spark session of the module's tests: {@code local[2]}, the UI off, bound to 127.0.0.1,
 * few shuffle partitions (the test inputs are small), created on first use and shared by every
 * test class of the JVM (starting Spark costs seconds, and the module's tests must stay within
 * three minutes).
 */
final class LocalSpark {
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
                    .config("spark.sql.shuffle.partitions", "2")
                    .config("spark.default.parallelism", "2")
                    .getOrCreate();
            session.sparkContext().setLogLevel("WARN");
            Runtime.getRuntime().addShutdownHook(new Thread(session::stop));
        }
        return session;
    }
}
