package io.graphveil.cli;

import io.graphveil.publish.GraphInput;
import io.graphveil.pipeline.AttackPipeline;

import io.graphveil.attack.PrivacyAudit;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.BadInputException;
import io.graphveil.BadParameterException;
import io.graphveil.attack.AttackResult;
import io.graphveil.attack.Attacks;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.publish.MappingFile;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code graphveil attack ORIGINAL PUBLISHED}: the re-identification and inference attacks of ALGORITHMS.md
 * §1.6 on a publication, against the baseline of the original published as it is; prints a table
 * and, with {@code --out}, writes {@code report.json}.
 */
@Command(name = "attack", description = {
        "Attack a published graph with what an attacker may know of each original person: (a) degree, (b) number "
                + "of attribute values, (c) both, (d) the degree sequence of the 1-neighbourhood, (e) the "
                + "quasi-identifier values; exact and tolerant attackers. Reports candidate-set sizes, persons "
                + "pinned to one node, re-identified (with --mapping) and private values inferred with confidence > alpha.",
        "ORIGINAL is the dataset folder; PUBLISHED an anonymize output folder (or any graph folder)."})
final class AttackCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;

    @Parameters(index = "0", paramLabel = "ORIGINAL", description = "The original graph: a dataset folder, or a graph file (then the structural attacks only).")
    Path original;
    @Parameters(index = "1", paramLabel = "PUBLISHED", description = "The published folder (anonymize's output) or a graph file.")
    Path published;
    @Option(names = "--mapping", paramLabel = "M",
            description = "The secret mapping (mapping.secret.csv in the owner's folder OUT.private) to score re-identification; the attacks never read it.")
    Path mapping;
    @Option(names = "--alpha", defaultValue = "0.5", paramLabel = "A",
            description = "An inference counts when its confidence exceeds A. Default: ${DEFAULT-VALUE}.")
    double alpha;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "N",
            description = "The seed the publication was made with (for --private-ratio), also of the sampled parts "
                    + "of the attacks. Default: ${DEFAULT-VALUE}.")
    long seed;
    @Option(names = "--private-ratio", paramLabel = "R",
            description = "The private ratio the publication was made with: the same private values are drawn "
                    + "(with --seed), so the attacks score the policy the run applied. Default: the original "
                    + "schema's private values.")
    Double privateRatio;
    @Option(names = "--out", paramLabel = "DIR", description = "Also write report.json into DIR.")
    Path out;
    @Option(names = "--force", description = "Replace a previous GraphVeil output folder (one holding report.json) at --out.")
    boolean force;

    @Override
    public Integer call() throws Exception {
        if (!(alpha > 0 && alpha <= 1)) {
            throw new BadParameterException("alpha must be in (0,1], not " + alpha);
        }
        List<Path> inputs = new ArrayList<>(List.of(original, published));
        if (mapping != null) {
            inputs.add(mapping);
        }
        if (out != null) {
            OutputFolder.check(out, force, inputs);
        }
        RunReport report = CliSupport.report("attack", spec);
        report.start("load");
        GraphInput before = GraphInput.read(original);
        if (before.published()) {
            throw new BadInputException(original + ": ORIGINAL must be a dataset folder (nodes.csv, edges.csv) or a "
                    + "graph file");
        }
        GraphInput.reportDropped(before.edges(), original, report.counts(), spec.commandLine().getErr());
        GraphInput after = GraphInput.read(published);
        int[] personOfNode = mapping == null ? null : MappingFile.personOfNode(mapping, before.network(), after.network());
        report.stop("load");
        AttackPipeline.Outcome attacked = AttackPipeline.run(before, after, personOfNode, alpha, seed, privateRatio,
                report.clock());
        List<AttackResult> results = attacked.after();
        List<AttackResult> baseline = attacked.before();
        boolean disclosure = attacked.disclosure();
        PrivacyAudit.Result audit = attacked.audit();
        PrivacyAudit.Result auditBefore = attacked.auditBefore();

        report.input().put("original", CliSupport.baseName(original));
        report.input().put("published", CliSupport.baseName(published));
        report.counts().put("persons", before.network().nodeCount());
        report.counts().put("published_nodes", after.network().nodeCount());
        report.counts().put("holders", results.get(0).holders());
        ObjectNode metrics = report.metrics();
        metrics.set("after", Attacks.toJson(results));
        metrics.set("before", Attacks.toJson(baseline));
        print(spec.commandLine().getOut(), results, baseline, before.network(), after.network(), personOfNode != null);
        if (disclosure) {
            metrics.set("disclosure", audit.toJson());
            metrics.set("disclosure_before", auditBefore.toJson());
            DisclosureTable.print(spec.commandLine().getOut(), auditBefore, audit);
        } else {
            spec.commandLine().getOut().println("no PRIVACY attribute in the original: structural attacks only");
        }
        if (out != null) {
            OutputOptions target = new OutputOptions();
            target.out = out;
            target.force = force;
            CliSupport.publish(target, inputs, report, folder -> {
            java.nio.file.Path dir = folder.dir();
            });
            spec.commandLine().getOut().println("Report in " + out.toAbsolutePath().normalize().resolve("report.json"));
        }
        spec.commandLine().getOut().flush();
        return 0;
    }

    private void print(PrintWriter w, List<AttackResult> results, List<AttackResult> baseline,
                       AttributeSocialNetwork original, AttributeSocialNetwork published, boolean scored) {
        w.printf(Locale.ROOT, "attack: %d persons, %d published nodes, %d holders of a private value, alpha %s%s%n",
                original.nodeCount(), published.nodeCount(), results.get(0).holders(), alpha,
                scored ? ", scored with the secret mapping" : " (no mapping: re-identification not scored)");
        w.printf(Locale.ROOT, "%-34s %-9s %9s %8s %9s %9s %9s %9s %8s%n", "knowledge", "matching", "unique", "unique",
                "re-ident.", "truth in", "inferred", "inferred", "mean");
        w.printf(Locale.ROOT, "%-34s %-9s %9s %8s %9s %9s %9s %9s %8s%n", "", "", "(before)", "", "", "set",
                "(before)", "> alpha", "|C|");
        for (int i = 0; i < results.size(); i++) {
            AttackResult r = results.get(i);
            AttackResult b = baseline.get(i);
            w.printf(Locale.ROOT, "%-34s %-9s %9s %8s %9s %9s %9s %9s %8.1f%n", r.knowledge(), r.matching().key(),
                    share(b.uniqueShare()), share(r.uniqueShare()), share(r.reidentifiedShare()),
                    share(r.truthInSetShare()), share(b.inferredShare()), share(r.inferredShare()), r.meanCandidates());
        }
        w.println("unique: share of persons with one candidate; re-ident.: ... and it is one of their copies; truth in "
                + "set: a copy is among the candidates; inferred: holders whose private value has confidence > alpha");
    }

    private static String share(double x) {
        return Double.isNaN(x) ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * x);
    }
}
