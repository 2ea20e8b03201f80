package io.graphveil.api;

import io.graphveil.BadParameterException;
import io.graphveil.Progress;
import io.graphveil.ProgressListener;
import io.graphveil.Stopwatch;
import io.graphveil.publish.GraphInput;
import io.graphveil.pipeline.AttackPipeline;
import io.graphveil.publish.MappingFile;

import java.nio.file.Path;
import java.util.Objects;

/**
 * The attacks on a publication, configured step by step and run once: what {@code graphveil attack}
 * runs. The attackers read only the published files and what each may know of the original; the
 * secret mapping, when given, only scores re-identification. Not thread-safe; {@link #run} returns
 * an immutable result.
 */
public final class AttackJob {
    private final Path original;
    private final Path published;
    private Path mapping;
    private double alpha = 0.5;
    private long seed = 1;
    private Double privateRatio;
    private ProgressListener progress = ProgressListener.SILENT;

    AttackJob(Path original, Path published) {
        this.original = original;
        this.published = published;
    }

    /**
     * Scores re-identification with the owner's secret mapping ({@code mapping.secret.csv}).
     *
     * @param file the mapping file
     * @return this job
     */
    public AttackJob mapping(Path file) {
        this.mapping = Objects.requireNonNull(file, "file");
        return this;
    }

    /**
     * Sets the confidence above which an inference counts.
     *
     * @param alpha in (0, 1]; 0.5 by default
     * @return this job
     */
    public AttackJob alpha(double alpha) {
        this.alpha = alpha;
        return this;
    }

    /**
     * Sets the seed the publication was made with (for the private ratio) and of the sampled parts.
     *
     * @param seed any number; 1 by default
     * @return this job
     */
    public AttackJob seed(long seed) {
        this.seed = seed;
        return this;
    }

    /**
     * Draws the private values as a publication made with this ratio did.
     *
     * @param ratio in [0, 1]
     * @return this job
     */
    public AttackJob privateRatio(double ratio) {
        this.privateRatio = ratio;
        return this;
    }

    /**
     * Sends the progress of the attacks to {@code listener} (by default nothing is reported).
     *
     * @param listener where progress goes
     * @return this job
     */
    public AttackJob progress(ProgressListener listener) {
        this.progress = Objects.requireNonNull(listener, "listener");
        return this;
    }

    /**
     * Runs every attacker, on the publication and on the original published as it is.
     *
     * @return what the attackers found
     * @throws BadParameterException when α is out of range
     * @throws io.graphveil.BadInputException when a file cannot be read
     */
    public AttackPipeline.Outcome run() {
        if (!(alpha > 0 && alpha <= 1)) {
            throw new BadParameterException("alpha must be in (0,1], not " + alpha);
        }
        GraphInput before = GraphInput.read(original);
        GraphInput after = GraphInput.read(published);
        int[] personOfNode = mapping == null ? null
                : MappingFile.personOfNode(mapping, before.network(), after.network());
        return Progress.reportingTo(progress, () -> AttackPipeline.run(before, after, personOfNode, alpha, seed,
                privateRatio, new Stopwatch()));
    }
}
