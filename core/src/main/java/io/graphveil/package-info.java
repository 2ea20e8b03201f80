/**
 * GraphVeil's shared vocabulary: the exception types every layer throws (each with its exit code:
 * {@link io.graphveil.BadInputException} 3, {@link io.graphveil.BadParameterException} 2, {@link
 * io.graphveil.ModelNotMetException} 1), progress reporting, and the version. Depends on nothing
 * else of GraphVeil.
 */
package io.graphveil;
