package io.graphveil.cli;

import io.graphveil.bench.BenchReport;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;

import java.util.concurrent.Callable;

/**
 * One suite of {@code graphveil bench}: the options every suite takes, a report named after the
 * suite's command, and the verdict as the exit code (0 when every target is met).
 */
abstract class BenchSuite implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;
    @Mixin
    BenchCommand.SuiteOptions options;

    /** Measures the suite's benchmarks into {@code report}. */
    abstract void run(BenchReport report) throws Exception;

    @Override
    public final Integer call() throws Exception {
        BenchReport report = new BenchReport(spec.name(), spec.commandLine().getOut());
        run(report);
        return BenchCommand.finish(report, options);
    }
}
