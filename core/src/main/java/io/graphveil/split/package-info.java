/**
 * Node splitting (ALGORITHMS.md §1.4): every person holding a private value (and, under the safe rules,
 * decoys) becomes two copies whose friendships are shared out over the 1-neighbourhood. The loop is
 * one; the rules are two ({@link io.graphveil.split.SafeRules} by default, {@link
 * io.graphveil.split.PaperRules} with {@code --paper-rules}); every decision is a function of the
 * neighbourhood, a keyed per-node stream or a per-stratum aggregate, so that a distributed engine
 * can reproduce it.
 */
package io.graphveil.split;
