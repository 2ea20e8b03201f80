package io.graphveil.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the project's bundled files ({@code graphs/}, {@code tables/}) are: the folder the launcher
 * script names in {@code -Dgraphveil.home}, else the current directory.
 */
final class Home {
    private Home() {
    }

    static Path resolve(String relative) {
        String home = System.getProperty("graphveil.home");
        if (home != null) {
            Path p = Path.of(home).resolve(relative);
            if (Files.exists(p)) {
                return p;
            }
        }
        return Path.of(relative);
    }
}
