/**
 * Attackers that read only what is published plus their background knowledge: the re-identification
 * attacks of ALGORITHMS.md §1.6 and the disclosure attackers of docs/THREAT-MODEL.md ({@code qi}, {@code
 * qi+degree}, copy-pair, {@code qi+neighbourhood}), scored against the secret mapping.
 */
package io.graphveil.attack;
