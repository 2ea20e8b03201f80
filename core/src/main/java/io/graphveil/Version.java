package io.graphveil;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The toolkit's version, filtered into the jar by Maven. */
public final class Version {
    private static final String VERSION = load();

    private Version() {
    }

    /**
     * The version of the running jar.
     *
     * @return e.g. {@code 0.1.0}, or {@code dev} when run from classes that Maven did not filter
     */
    public static String get() {
        return VERSION;
    }

    private static String load() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "dev";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "dev");
            return v.startsWith("${") ? "dev" : v;
        } catch (IOException e) {
            return "dev";
        }
    }
}
