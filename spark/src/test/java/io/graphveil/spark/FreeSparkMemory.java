package io.graphveil.spark;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * After each test class of the module, drops whatever the class left cached in the shared session
 * ({@link LocalSpark}): the jobs' outcomes keep their datasets cached for the caller, and left there
 * they crowd the next class's broadcasts out of the test JVM's heap. Registered for every class by
 * JUnit's extension auto-detection ({@code junit-platform.properties}).
 */
public final class FreeSparkMemory implements AfterAllCallback {
    @Override
    public void afterAll(ExtensionContext context) {
        LocalSpark.freeCache();
    }
}
