package io.graphveil.cli;

import io.graphveil.BadParameterException;
import io.graphveil.StageProgress;
import io.graphveil.pipeline.ReviewRebuild;
import io.graphveil.review.ReviewInput;
import io.graphveil.review.ReviewPage;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code graphveil review OUT_DIR --out FILE.html [--original DIR --mapping M]}: rebuilds the review
 * page of a publication ({@link ReviewRebuild}); owner-only from creation, written beside its
 * target and moved into place ({@link CliSupport#replaceOwnerOnly}).
 */
@Command(name = "review", description = {
        "Rebuild the review page (review.html) of a graph publication: with --original and --mapping, what "
                + "happened to each attribute, the classes in persons, the attacks before and after, the utility "
                + "before and after and the before/after drawing; without them, what the publication alone shows.",
        "The page is owner-only: it shows original values and which rows belong to one person."})
final class ReviewCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;

    @Parameters(index = "0", paramLabel = "OUT_DIR", description = "A publication: the output folder of anonymize.")
    Path dir;
    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The page to write: FILE.html.")
    Path out;
    @Option(names = "--original", paramLabel = "ORIGINAL", description = "The original dataset folder (needs --mapping).")
    Path original;
    @Option(names = "--mapping", paramLabel = "M", description = "The secret mapping of OUT_DIR (with --original).")
    Path mapping;
    @Option(names = "--no-pictures", description = "Leave the before/after drawing out.")
    boolean noPictures;
    @Option(names = "--force", description = "Replace an existing page written by GraphVeil.")
    boolean force;

    @Override
    public Integer call() throws Exception {
        if ((original == null) != (mapping == null)) {
            throw new BadParameterException("--original and --mapping go together");
        }
        if (!out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".html")) {
            throw new BadParameterException("the page must be an .html file, not " + out);
        }
        if (Files.isDirectory(out)) {
            throw new BadParameterException(out + " is a folder");
        }
        if (Files.exists(out) && !(force && Files.readString(out).contains("<title>GraphVeil review: "))) {
            throw new BadParameterException(out + " exists" + (force ? " and is not a GraphVeil review page"
                    : " (use --force to replace a review page)"));
        }
        ReviewInput in = rebuild();
        CliSupport.replaceOwnerOnly(out, file -> ReviewPage.write(in, file));
        spec.commandLine().getOut().println("Wrote " + out.toAbsolutePath().normalize() + " (owner-only: keep it with the mapping)");
        spec.commandLine().getOut().flush();
        return 0;
    }

    private ReviewInput rebuild() {
        try (StageProgress s = StageProgress.start("review")) {
            return ReviewRebuild.of(dir, original, mapping, !noPictures);
        }
    }
}
