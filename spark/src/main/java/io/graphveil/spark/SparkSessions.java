package io.graphveil.spark;

import org.apache.spark.sql.SparkSession;

/**
 * The Spark session a command runs in. Under {@code spark-submit} the launcher has chosen the
 * master ({@code spark.master}) and the session takes it; {@code --master} overrides it; with
 * neither, {@code local[*]}. A local master gets the UI off and the driver bound to 127.0.0.1, so
 * that a run on a laptop opens no port to the network, and four shuffle partitions per core
 * instead of Spark's 200 (unless {@code spark.sql.shuffle.partitions} is set). Outside
 * {@code spark-submit}, unless {@code log4j2.configurationFile} is set, Spark's log is off
 * ({@code log4j2-quiet.properties}): a command reports a failure itself, in one line, which
 * Spark's notes and its failed tasks' stack traces would bury.
 */
public final class SparkSessions {
    /** Log4j's property naming its configuration. */
    private static final String LOGGING = "log4j2.configurationFile";
    /** Spark's log off: a resource of this module. */
    private static final String QUIET = "io/graphveil/spark/log4j2-quiet.properties";

    /** The class whose presence tells that Spark is on the class path. */
    public static final String PROBE = "org.apache.spark.sql.SparkSession";

    private SparkSessions() {
    }

    /** Whether Spark (4.x, Scala 2.13) is on the class path. */
    public static boolean available() {
        try {
            Class.forName(PROBE, false, SparkSessions.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** The cores of a local master: {@code local} 1, {@code local[N]} N, {@code local[*]} the machine's. */
    static int localCores(String master) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("local\\[(\\d+|\\*)(,\\d+)?]").matcher(master);
        if (!m.matches()) {
            return 1;
        }
        return m.group(1).equals("*") ? Runtime.getRuntime().availableProcessors() : Integer.parseInt(m.group(1));
    }

    /**
     * @param master the master URL ({@code local[2]}, {@code spark://host:7077}, {@code yarn}), or
     *               null for the launcher's, else {@code local[*]}
     */
    public static SparkSession open(String appName, String master) {
        String launcher = System.getProperty("spark.master");
        if (launcher == null && System.getProperty(LOGGING) == null) {
            // not under spark-submit, and no logging configured: before Spark's first log line
            System.setProperty(LOGGING, QUIET);
        }
        SparkSession.Builder builder = SparkSession.builder().appName(appName);
        String chosen = master != null ? master : launcher;
        if (chosen == null) {
            chosen = "local[*]";
        }
        builder.master(chosen);
        if (chosen.startsWith("local")) {
            builder.config("spark.ui.enabled", "false").config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.driver.host", "127.0.0.1");
            if (System.getProperty("spark.sql.shuffle.partitions") == null) {
                // Spark's 200 are a cluster's: on one machine every shuffle would pay 200 tasks
                builder.config("spark.sql.shuffle.partitions", String.valueOf(4 * localCores(chosen)));
            }
        }
        return builder.getOrCreate();
    }
}
