/**
 * What every table algorithm shares: the {@link io.graphveil.anonymize.TableAnonymizer} contract,
 * the result it returns, generalized tables and columns, the suppression budget, and Datafly, the
 * default (α,k) algorithm. Specific algorithms live in the sub-packages; {@code catalog} names them
 * all.
 */
package io.graphveil.anonymize;
