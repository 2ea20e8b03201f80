package io.graphveil.cli;


import io.graphveil.anonymize.catalog.Anonymizers;
import io.graphveil.criteria.ModelSpec;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import io.graphveil.api.AnonymizedTable;
import io.graphveil.api.GraphVeil;
import io.graphveil.api.TableJob;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.pipeline.RunResult;
import io.graphveil.pipeline.SchemaEdits;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code graphveil table}: anonymize any table with a table algorithm, verify and publish it. */
@Command(name = "table", description = "Anonymize a table (data file(s) + schema) and publish table.csv, schema.json, report.json.")
final class TableCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;
    @Mixin
    OutputOptions out;

    @Option(names = "--data", required = true, split = ",", paramLabel = "FILE[,FILE]",
            description = "Data file(s) in the schema's format; several are one table.")
    List<Path> data;
    @Option(names = "--schema", required = true, paramLabel = "FILE", description = "schema.json.")
    Path schema;
    @Option(names = "--algorithm", defaultValue = "datafly", paramLabel = "NAME",
            completionCandidates = Anonymizers.Names.class,
            description = "Algorithm: ${COMPLETION-CANDIDATES} (kaim-eq9: KAIM with the paper's literal eq. 9; "
                    + "maa-sae, maa-minil, gpkc: p-sensitive k-anonymity, need --p). Default: ${DEFAULT-VALUE}.")
    String algorithm;
    @Option(names = "--k", required = true, paramLabel = "K", description = "k of k-anonymity (>= 2).")
    int k;
    @Option(names = "--alpha", paramLabel = "A", description = "Also alpha-deassociation of the PRIVACY values, in (0,1].")
    Double alpha;
    @Mixin
    ModelOptions model = new ModelOptions();
    @Option(names = "--sensitive", paramLabel = "NAME",
            description = "The SENSITIVE attribute to use (default: the schema's); not a quasi-identifier (leave it "
                    + "out with --qi), not a PRIVACY attribute with --alpha.")
    String sensitive;
    @Option(names = "--suppression", paramLabel = "S",
            description = "Suppression budget as a share of records (default: at most k records for datafly, none "
                    + "for flash).")
    Double suppression;
    @Option(names = "--private-ratio", paramLabel = "R",
            description = "Declare ceil(R*|dom|) values of each PRIVACY attribute, chosen with the seed, private.")
    Double privateRatio;
    @Option(names = "--qi", split = ",", paramLabel = "A[,B]",
            description = "The quasi-identifiers to use (default: the schema's).")
    List<String> qi;
    @Option(names = "--metric", defaultValue = "loss", paramLabel = "loss|precision|discernibility|aecs",
            description = "Flash: the utility metric whose optimum it finds. Default: ${DEFAULT-VALUE}.")
    String metric;
    @Option(names = "--private-first",
            description = "Datafly: generalize the PRIVACY attribute first when only alpha fails.")
    boolean privateFirst;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Random seed. Default: ${DEFAULT-VALUE}.")
    long seed;
    @Mixin
    PrivateOutOption privateOut;
    @Option(names = "--no-review", description = "Do not write the review page (review.html) in the owner's folder.")
    boolean noReview;
    @Option(names = "--complete-rows", description = "Keep only the rows without any missing value.")
    boolean completeRows;
    @Option(names = "--paper-rules",
            description = "The papers' literal rules instead of the safe defaults: Datafly lifts private values alone "
                    + "to their nearest non-private ancestor and suppression blanks private values only.")
    boolean paperRules;
    @Option(names = "--accept-risk",
            description = "With --alpha: publish even when the privacy gate finds persons exposed that its repairs "
                    + "cannot cover (recorded in report.json).")
    boolean acceptRisk;

    @Override
    public Integer call() throws Exception {
        var anonymizer = Anonymizers.byName(algorithm, new Anonymizers.Settings(privateFirst,
                io.graphveil.anonymize.lattice.UtilityMetric.parse(metric), paperRules));
        model.sensitivity.validate(spec);
        ModelSpec modelSpec = model.model(k, alpha);
        if (suppression != null && !(suppression >= 0 && suppression < 1)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--suppression must be in [0,1)");
        }
        if (privateRatio != null && !(privateRatio >= 0 && privateRatio <= 1)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--private-ratio must be in [0,1]");
        }
        List<Path> inputs = new ArrayList<>(data);
        inputs.add(schema);
        Path ownerFolder = privateOut.target(out.out);
        OutputFolder.check(out.out, ownerFolder, out.force, inputs);
        RunReport report = CliSupport.report("table", spec);
        data.forEach(p -> report.input().withArray("files").add(CliSupport.baseName(p)));
        report.start("load");
        Dataset dataset = DatasetReader.readTable(data, schema);
        report.input().put("rows_read", dataset.table().rowCount());
        if (completeRows) {
            dataset = SchemaEdits.completeRows(dataset);
        }
        if (qi != null) {
            List<String> demoted = SchemaEdits.demotedBy(dataset.schema(), qi);
            dataset = SchemaEdits.withQuasiIdentifiers(dataset, qi);
            if (!demoted.isEmpty()) {
                spec.commandLine().getErr().println("note: --qi leaves " + String.join(", ", demoted)
                        + " out of the quasi-identifiers: published as they are");
                spec.commandLine().getErr().flush();
            }
            var list = report.section("policy").putArray("demoted_quasi_identifiers");
            demoted.forEach(list::add);
        }
        report.stop("load");
        // the command line runs the library's job; the gate's refusal is decided here (it writes the
        // owner's refusal file), so the job accepts the risk
        TableJob job = GraphVeil.table(dataset, schema).k(k).algorithm(algorithm).seed(seed).paperRules(paperRules)
                .privateFirst(privateFirst).metric(io.graphveil.anonymize.lattice.UtilityMetric.parse(metric))
                .acceptRisk(true).progressOnStderr().report(report);
        for (CriterionSpec c : modelSpec.criteria()) {
            if (!(c instanceof CriterionSpec.K)) {
                job.with(c);
            }
        }
        if (sensitive != null) {
            job.sensitive(sensitive);
        }
        if (suppression != null) {
            job.suppression(suppression);
        }
        if (privateRatio != null) {
            job.privateRatio(privateRatio);
        }
        AnonymizedTable table = job.run();
        if (alpha != null) {
            Gate.decide(table.gate(), acceptRisk, out.force, ownerFolder, inputs, report, spec.commandLine().getErr());
        }
        RunResult[] result = new RunResult[1];
        OutputFolder.Written written = CliSupport.publish(out, ownerFolder, inputs, report, folder -> {
            result[0] = table.writeInto(folder, !noReview);
        }, spec.commandLine().getErr());
        RunResult r = result[0];
        var w = spec.commandLine().getOut();
        w.printf(Locale.ROOT, "%s with %s: %d rows, %d classes, %d suppressed; %s; verifier %s%nResults are in %s%n",
                r.model(), r.algorithm(), r.sizes().rows(), r.sizes().classes(), r.sizes().suppressed(),
                AnonymizeCommand.measures(r.quality()), r.verdict().passed() ? "passed" : "FAILED",
                written.target().toAbsolutePath().normalize());
        r.attributes().forEach(e -> w.println("    " + e.describe()));
        AnonymizeCommand.filesToShare(w, written);
        CliSupport.warnIfDegenerate(spec.commandLine().getErr(), r.sizes().rows(), r.sizes().classes(),
                (int) r.sizes().suppressed(), k);
        return 0;
    }
}
