/**
 * GraphVeil as a library: {@link io.graphveil.api.GraphVeil} is the entry point, a builder per job
 * ({@link io.graphveil.api.GraphJob}) and an immutable result ({@link io.graphveil.api.AnonymizedGraph})
 * that can be published to a folder. The command line is one user of the same pipeline.
 *
 * <p>Errors are GraphVeil's public exceptions: {@link io.graphveil.BadInputException} for bad data,
 * {@link io.graphveil.BadParameterException} for a bad parameter, {@link io.graphveil.ModelNotMetException}
 * when the privacy model or the privacy gate cannot be met. Nothing here calls {@code System.exit}.
 * Builders are not thread-safe; results are immutable and may be shared between threads. Runs are
 * deterministic: the same input, parameters and seed give the same result, byte for byte once
 * published.
 */
package io.graphveil.api;
