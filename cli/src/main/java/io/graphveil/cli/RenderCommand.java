package io.graphveil.cli;

import io.graphveil.StageProgress;
import io.graphveil.publish.GraphInput;
import io.graphveil.BadInputException;
import io.graphveil.BadParameterException;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;
import io.graphveil.pipeline.Policy;
import io.graphveil.publish.MappingFile;
import io.graphveil.render.NodeKind;
import io.graphveil.render.Picture;
import io.graphveil.render.Pictures;
import io.graphveil.review.PublishedClasses;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code graphveil render DIR --out FILE}: a picture (PNG, or SVG by the file name) of a dataset or
 * published graph, drawn by GraphStream without a display. With {@code --original} and
 * {@code --mapping}, a published graph is drawn on the original's layout with the split copies
 * beside their person, as {@code anonymize}'s {@code after.png}.
 */
@Command(name = "render", description = {
        "Draw a graph as PNG or SVG (by --out's extension): nodes holding a private value in red; with "
                + "--original and --mapping, split copies beside their original on the original's layout.",
        "Graphs over 1,500 nodes are drawn as the subgraph of a stratified sample; the caption states the rule and "
                + "the drawn and whole shares."})
final class RenderCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;

    @Parameters(index = "0", paramLabel = "DIR", description = "A dataset folder or an anonymize output folder.")
    Path dir;
    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The picture: FILE.png or FILE.svg.")
    Path out;
    @Option(names = "--original", paramLabel = "ORIGINAL",
            description = "The original dataset folder: draw DIR on its layout (needs --mapping).")
    Path original;
    @Option(names = "--mapping", paramLabel = "M", description = "The secret mapping of DIR (with --original).")
    Path mapping;
    @Option(names = "--before", paramLabel = "FILE2",
            description = "With --original: also draw the original, on the same layout, into FILE2.")
    Path before;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Layout seed. Default: ${DEFAULT-VALUE}.")
    long seed;
    @Option(names = "--force", description = "Replace an existing picture file.")
    boolean force;

    @Override
    public Integer call() throws Exception {
        check(out);
        if ((original == null) != (mapping == null)) {
            throw new BadParameterException("--original and --mapping go together");
        }
        if (before != null) {
            if (original == null) {
                throw new BadParameterException("--before needs --original and --mapping");
            }
            check(before);
        }
        try (StageProgress drawing = StageProgress.start("render")) {
            draw();
        }
        spec.commandLine().getOut().println("Drew " + out.toAbsolutePath().normalize()
                + (before == null ? "" : " and " + before.toAbsolutePath().normalize()));
        spec.commandLine().getOut().flush();
        return 0;
    }

    private void draw() throws IOException {
        GraphInput input = GraphInput.read(dir);
        AttributeSocialNetwork g = input.network();
        boolean[] shows = Policy.holderRows(g.table());
        if (original == null) {
            NodeKind[] kinds = new NodeKind[g.nodeCount()];
            for (int v = 0; v < kinds.length; v++) {
                kinds[v] = shows[v] ? NodeKind.HOLDER : NodeKind.PERSON;
            }
            String title = input.published() ? "Published graph" : "Dataset " + g.schema().name();
            Picture picture = Pictures.single(title, g.schema().name(), g.structure(), kinds, seed);
            write(picture, out);
        } else {
            GraphInput orig = GraphInput.read(original);
            if (orig.published()) {
                throw new BadInputException(original + ": --original must be a dataset folder");
            }
            AttributeSocialNetwork o = orig.network();
            // The policy applied is the published one: count holders by its private-value sets.
            boolean[] holders = Policy.holderRows(o.table().withSchema(schemaOf(o, g)));
            int[] personOfNode = MappingFile.personOfNode(mapping, o, g);
            Pictures.BeforeAfter pictures = Pictures.of(o.schema().name(), o.structure(), holders, g.structure(),
                    personOfNode, shows, PublishedClasses.of(g.table()).classOf(), seed);
            write(pictures.after(), out);
            if (before != null) {
                write(pictures.before(), before);
            }
        }
    }

    /** The original's schema with the private-value sets of the published schema where it names the attribute. */
    private static Schema schemaOf(AttributeSocialNetwork original, AttributeSocialNetwork published) {
        Schema s = original.schema();
        List<Attribute> attributes = new ArrayList<>(s.attributes());
        for (int a = 0; a < attributes.size(); a++) {
            int b = published.schema().indexOf(attributes.get(a).name());
            if (b >= 0 && attributes.get(a).role() == AttributeRole.PRIVACY) {
                attributes.set(a, attributes.get(a).toBuilder()
                        .privateValues(published.schema().attribute(b).privateValues()).build());
            }
        }
        return s.withAttributes(attributes);
    }

    private void check(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".png") && !name.endsWith(".svg")) {
            throw new BadParameterException("the picture must be a .png or .svg file, not " + file);
        }
        if (Files.exists(file) && !force) {
            throw new BadParameterException(file + " exists (use --force to replace it)");
        }
        if (Files.isDirectory(file)) {
            throw new BadParameterException(file + " is a folder");
        }
    }

    /**
     * Writes beside the target (owner-only from creation) and moves it into place, so a failure
     * leaves no partial picture and nobody else can read it.
     */
    private static void write(Picture picture, Path file) throws IOException {
        // owner-only, as the temporary file is created: a picture marks holders and pairs copies
        CliSupport.replaceOwnerOnly(file, picture::write);
    }
}
