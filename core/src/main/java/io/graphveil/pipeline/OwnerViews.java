package io.graphveil.pipeline;

import io.graphveil.Stopwatch;
import io.graphveil.attack.PrivacyAudit;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.render.Picture;
import io.graphveil.render.Pictures;
import io.graphveil.review.PublishedClasses;
import io.graphveil.review.ReviewPage;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The owner's pictures ({@code before.png}, {@code after.png}) and review page of a graph run,
 * prepared while the publication is written and verified: the layout and the two renderings, and
 * the attackers' "before" audit, run on their own threads from the moment the run's outcome is
 * known, so that the drawing — most of the pictures' cost — overlaps the publishing instead of
 * following it (issue #15's time target); the page's charts are drawn there too. Nothing is written until {@link #finish}, after the
 * verifier passed; what is computed does not depend on the threads (same seed, same bytes).
 */
public final class OwnerViews implements AutoCloseable {
    private final GraphPipeline.Outcome outcome;
    private final AnonymizeOptions options;
    private final ExecutorService pool;
    private final CompletableFuture<Drawn> drawing;
    private final CompletableFuture<PrivacyAudit.Result> before;
    private final ReviewPage.Charts charts = new ReviewPage.Charts();

    /** The drawing with its two pictures rendered. */
    private record Drawn(Pictures.BeforeAfter pictures, BufferedImage before, BufferedImage after) {
    }

    private OwnerViews(GraphPipeline.Outcome outcome, AnonymizeOptions options, boolean pictures, boolean review,
                       Stopwatch clock) {
        this.outcome = outcome;
        this.options = options;
        this.pool = Executors.newFixedThreadPool(3, r -> {
            Thread t = new Thread(r, "graphveil-owner-views");
            t.setDaemon(true);
            return t;
        });
        this.drawing = pictures ? CompletableFuture.supplyAsync(() -> draw(clock), pool) : null;
        this.before = review ? CompletableFuture.supplyAsync(this::auditBefore, pool) : null;
    }

    /**
     * Starts preparing the owner's views of a run.
     *
     * @param outcome  the run
     * @param options  its options
     * @param pictures whether to draw {@code before.png} and {@code after.png} (and the page's drawing)
     * @param review   whether to write {@code review.html}
     * @param clock    times the stages ({@code pictures}, {@code review})
     * @return the views being prepared
     */
    public static OwnerViews start(GraphPipeline.Outcome outcome, AnonymizeOptions options, boolean pictures,
                                   boolean review, Stopwatch clock) {
        return new OwnerViews(outcome, options, pictures, review, clock);
    }

    private Drawn draw(Stopwatch clock) {
        clock.start("pictures");
        AttributeSocialNetwork original = outcome.policy().network();
        Pictures.BeforeAfter p = Pictures.of(original.schema().name(), original.structure(),
                Policy.holderRows(original.table()), outcome.published().structure(), outcome.split().persons(),
                Policy.holderRows(outcome.split().network().table()),
                PublishedClasses.of(outcome.published().table()).classOf(), options.seed());
        // the two renderings are independent: one on this thread, one beside it
        CompletableFuture<BufferedImage> after = CompletableFuture.supplyAsync(() -> p.after().image(), pool);
        BufferedImage beforeImage = p.before().image();
        Drawn d = new Drawn(p, beforeImage, after.join());
        clock.stop("pictures");
        return d;
    }

    /** The attackers' "before", then the page's charts, which need nothing the verdict decides. */
    private PrivacyAudit.Result auditBefore() {
        AttributeSocialNetwork original = outcome.policy().network();
        PrivacyAudit.Result audit = ReviewPages.auditBefore(original.table(), original.structure(), outcome.policy(),
                options.alpha(), options.seed());
        charts.draw(ReviewPages.graphInput(outcome, null, audit, null));
        return audit;
    }

    /**
     * Writes the pictures and the page into the owner's folder, once the publication is verified.
     *
     * @param result the verified run's result
     * @param owner  the owner's folder
     * @param clock  times the page ({@code review})
     * @throws IOException when writing fails
     */
    public void finish(RunResult result, Path owner, Stopwatch clock) throws IOException {
        Pictures.BeforeAfter pictures = null;
        if (drawing != null) {
            Drawn d = join(drawing);
            Picture.writePng(d.before(), owner.resolve(GraphPublisher.BEFORE_PNG));
            Picture.writePng(d.after(), owner.resolve(GraphPublisher.AFTER_PNG));
            pictures = d.pictures();
        }
        if (before != null) {
            ReviewPages.graph(outcome, result, join(before), pictures, charts, owner.resolve(ReviewPage.FILE), clock);
        }
    }

    /** The value of {@code f}, its failure rethrown as it was thrown (I/O failures unwrapped). */
    static <T> T join(CompletableFuture<T> f) throws IOException {
        try {
            return f.join();
        } catch (CompletionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof UncheckedIOException u) {
                throw u.getCause();
            }
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }

    /** Stops what is still running (a run that failed before {@link #finish}). */
    @Override
    public void close() {
        pool.shutdownNow();
    }
}
