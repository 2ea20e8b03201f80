package io.graphveil;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Prints why a test was skipped (an assumption such as "the reference data is absent"), so that a
 * skip is visible in the build log and not only counted.
 */
public final class SkipReasonPrinter implements TestExecutionListener {
    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        System.out.println("[SKIPPED] " + test.getDisplayName() + ": " + reason);
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            String reason = result.getThrowable().map(Throwable::getMessage).orElse("aborted");
            System.out.println("[SKIPPED] " + test.getDisplayName() + ": " + reason);
        }
    }
}
