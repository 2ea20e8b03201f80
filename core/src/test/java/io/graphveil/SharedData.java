package io.graphveil;

import org.junit.jupiter.api.Assumptions;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The reference data of {@code ../shared/data}: tests that need it are skipped, with the reason
 * shown, when it is absent (a fresh clone elsewhere has none).
 */
public final class SharedData {
    private SharedData() {
    }

    /** The data folder, found from the project root; skips the test when absent. */
    public static Path require(String relative) {
        Path root = Path.of(System.getProperty("graphveil.shared", "../shared/data"));
        Path p = root.resolve(relative);
        Assumptions.assumeTrue(Files.exists(p), "skipped: reference data " + p + " is absent "
                + "(the tests that use ../shared/data run only where it is present)");
        return p;
    }
}
