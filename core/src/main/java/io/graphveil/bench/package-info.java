/**
 * Benchmark machinery: warm timers, the benchmark report with targets and ratios, and the ARX Adult
 * setting used as a peer.
 */
package io.graphveil.bench;
