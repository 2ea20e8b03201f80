package io.graphveil.pipeline;

import io.graphveil.Stopwatch;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.model.AttributeSocialNetwork;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ForkJoinPool;

/**
 * A graph's structural utility measured on a thread of its own while the job goes on: the
 * measures are a function of the graph's structure and the options alone (sampled sources drawn
 * from the seed, sums in a fixed order), so when they run changes nothing in them, and the stages
 * that keep one core busy — the split, the publication — leave the other to them. The job
 * measures the original graph while it forms classes and splits, and the split graph while the
 * gate judges and the files are written, when the heap has room for it ({@link #overlaps});
 * {@link #get} waits where a figure is first read. Each
 * measure runs in a pool of one thread: the breadth-first searches' parallel batches then run one
 * after the other on it, so that a measure takes one core and holds one traversal's arrays (about
 * 80 bytes per node, {@link #MEASURE_BYTES_PER_NODE}) beside the stage it overlaps, instead of two. The stage is timed from its own
 * start to its own end, so stages that overlap add up to more than the run's wall time.
 */
public final class BackgroundMeasure {
    private final CompletableFuture<GraphUtility> future;

    private BackgroundMeasure(CompletableFuture<GraphUtility> future) {
        this.future = future;
    }

    /**
     * Bytes of heap per friendship the job holds at its peak (37–44 at 1 M and 10 M nodes,
     * docs/BENCHMARKS.md), rounded up.
     */
    static final long JOB_BYTES_PER_EDGE = 48;
    /** Bytes of heap per node one traversal of the measures holds (its arrays and the profile's). */
    static final long MEASURE_BYTES_PER_NODE = 80;
    /** Room the collector needs beside the live data (a small heap has little: see {@link #overlaps}). */
    static final long SLACK = 1L << 30;

    /**
     * Whether a heap of {@code maxHeap} bytes has room to measure a graph of {@code nodes} nodes
     * and {@code edges} friendships beside the job: the job's peak, one traversal and a gigabyte
     * for the collector. On 1 M nodes in 800 MB two of six overlapped runs ran out of memory
     * (the measures' arrays are large objects that a small G1 heap must find whole regions for);
     * 10 M nodes in 8 GB ran through, 130 s sooner (docs/DECISIONS.md, "Measures beside the job").
     */
    static boolean overlaps(long maxHeap, long nodes, long edges) {
        return maxHeap - JOB_BYTES_PER_EDGE * edges >= SLACK + MEASURE_BYTES_PER_NODE * nodes;
    }

    /**
     * Measures {@code network} as {@link GraphPipeline#measure} does, timed as {@code stage}: in the
     * background when the heap has room for it ({@link #overlaps}), otherwise here and now.
     */
    static BackgroundMeasure start(String stage, AttributeSocialNetwork network, AnonymizeOptions options,
                                   Stopwatch report) {
        return start(stage, network, options, report,
                overlaps(Runtime.getRuntime().maxMemory(), network.nodeCount(), network.edgeCount()));
    }

    /** {@link #start(String, AttributeSocialNetwork, AnonymizeOptions, Stopwatch)}, in the background or not as told. */
    static BackgroundMeasure start(String stage, AttributeSocialNetwork network, AnonymizeOptions options,
                                   Stopwatch report, boolean background) {
        if (!background) {
            return of(timed(stage, network, options, report));
        }
        CompletableFuture<GraphUtility> future = new CompletableFuture<>();
        // its worker threads are daemons: a job that fails elsewhere does not wait for its measures
        ForkJoinPool pool = new ForkJoinPool(1);
        pool.execute(() -> {
            try {
                future.complete(timed(stage, network, options, report));
            } catch (Throwable e) { // handed to whoever reads the figures, out of memory included
                future.completeExceptionally(e);
            } finally {
                pool.shutdown();
            }
        });
        return new BackgroundMeasure(future);
    }

    /** {@link GraphPipeline#measure}, timed as {@code stage}; a failed stage ends too, so that it does not tick on. */
    private static GraphUtility timed(String stage, AttributeSocialNetwork network, AnonymizeOptions options,
                                      Stopwatch report) {
        report.start(stage);
        try {
            return GraphPipeline.measure(network, options);
        } finally {
            report.stop(stage);
        }
    }

    /** Figures measured already. */
    static BackgroundMeasure of(GraphUtility measured) {
        return new BackgroundMeasure(CompletableFuture.completedFuture(measured));
    }

    /** The figures, once measured; what the measuring thread failed with is thrown here as it was. */
    public GraphUtility get() {
        try {
            return future.join();
        } catch (CompletionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }
}
