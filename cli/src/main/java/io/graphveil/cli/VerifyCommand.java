package io.graphveil.cli;

import io.graphveil.io.Json;
import io.graphveil.io.SchemaJson;
import io.graphveil.model.Schema;
import io.graphveil.publish.MappingFile;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.VerificationReport;
import io.graphveil.verify.Verifier;
import io.graphveil.verify.Violation;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code graphveil verify}: recomputes the claimed privacy model from a published table and the
 * owner's schema alone (ALGORITHMS.md §6); exit 1 with the violations listed when it does not hold.
 */
@Command(name = "verify", description = "Check a published table against a claimed model (k, alpha, l, entropy l, t, p, w); exit 1 on any violation.")
final class VerifyCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;

    @Option(names = "--table", required = true, paramLabel = "FILE",
            description = "The published table.csv (with --engine spark also a Parquet folder or a Hadoop URI).")
    String table;
    @Option(names = "--schema", required = true, paramLabel = "FILE", description = "The owner's schema.json.")
    Path schema;
    @Option(names = "--k", paramLabel = "K", description = "Claimed k.")
    Integer k;
    @Option(names = "--alpha", paramLabel = "A", description = "Claimed alpha (alpha-deassociation of PRIVACY values).")
    Double alpha;
    @Mixin
    ModelOptions model = new ModelOptions();
    @Option(names = "--mapping", paramLabel = "FILE",
            description = "The secret mapping (mapping.secret.csv in the owner's folder OUT.private of anonymize): also check k over distinct persons, and --w with each person weighing once (without it, w is checked over rows).")
    String mapping;
    @Option(names = "--max-suppressed", paramLabel = "N", description = "Fail when more rows are suppressed.")
    Long maxSuppressed;
    @Option(names = "--format", defaultValue = "text", paramLabel = "text|json", description = "Default: ${DEFAULT-VALUE}.")
    String format;
    @CommandLine.Mixin
    EngineOptions engine = new EngineOptions();

    @Override
    public Integer call() {
        // the same specifications as anonymize and table: one rule per criterion
        List<CriterionSpec> claimed = new ArrayList<>();
        if (k != null) {
            claimed.add(new CriterionSpec.K(k));
        }
        if (alpha != null) {
            claimed.add(new CriterionSpec.Alpha(alpha));
        }
        claimed.addAll(model.specs());
        if (k != null) {
            new io.graphveil.criteria.ModelSpec(claimed); // the rules between the options, as anonymize and table apply them
        }
        if (!format.equals("text") && !format.equals("json")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--format is text or json");
        }
        boolean spark = engine.spark(spec);
        model.sensitivity.validate(spec);
        Schema s = SchemaJson.read(schema);
        // t-closeness is judged against the published table's own distribution: the one the run
        // started from is not published
        CriterionSpec.Context context = new CriterionSpec.Context(null, null, null, null, s, false, null);
        Claim claim = new Claim(null, null, null, null, maxSuppressed, mapping != null);
        for (CriterionSpec c : claimed) {
            claim = c.claim(claim, context);
        }
        if (claim.sensitivity() != null) {
            // with the mapping each person weighs once in w, as anonymize's own verifier counts them
            claim = claim.withSensitivity(claim.sensitivity().overPersons(mapping != null));
            if (mapping == null) {
                PrintWriter err = spec.commandLine().getErr();
                err.println("warning: without --mapping, w is averaged over rows; on a graph, anonymize averages it "
                        + "over persons (a split person's shadow aside), which only the mapping tells");
                err.flush();
            }
        }
        VerificationReport r;
        if (spark) {
            try (io.graphveil.StageProgress running = io.graphveil.StageProgress.start("verify on Spark")) {
                r = SparkVerifyRun.verify(engine.master, s, table, mapping, claim);
            }
        } else {
            PublishedTable t = PublishedTable.read(Path.of(table), s);
            Map<String, String> persons = mapping == null ? null : MappingFile.read(Path.of(mapping));
            r = Verifier.verify(t, claim, persons);
        }
        PrintWriter w = spec.commandLine().getOut();
        if (format.equals("json")) {
            w.print(Json.pretty(r.toJson()));
        } else {
            w.printf(Locale.ROOT, "%s: %s%n", r.model(), r.passed() ? "passed" : "FAILED with " + r.violations().size()
                    + " violations");
            w.printf(Locale.ROOT, "  %d rows, %d suppressed (all quasi-identifiers *), %d classes, smallest %d%n",
                    r.rows(), r.suppressed(), r.classes(), r.minClassSize());
            if (alpha != null) {
                w.printf(Locale.ROOT, "  largest share of a private value in a class: %.4f%n", r.maxPrivateShare());
            }
            if (r.minDistinctSensitive() >= 0) {
                w.printf(Locale.ROOT, "  fewest distinct sensitive values in a class: %d%n", r.minDistinctSensitive());
            }
            if (r.maxMeanSensitivity() >= 0) {
                w.printf(Locale.ROOT, "  largest mean general sensitivity of a class: %.4f%n", r.maxMeanSensitivity());
            }
            if (r.minDistinctPersons() >= 0) {
                w.printf(Locale.ROOT, "  fewest distinct persons in a class: %d%n", r.minDistinctPersons());
            }
            int shown = 0;
            for (Violation v : r.violations()) {
                if (shown++ == 20) {
                    w.printf(Locale.ROOT, "  ... and %d more%n", r.violations().size() - 20);
                    break;
                }
                w.println("  " + v);
            }
        }
        w.flush();
        return r.passed() ? 0 : 1;
    }
}
