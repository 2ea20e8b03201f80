/**
 * The independent verifier: it reads the published table back from disk and checks the claimed
 * privacy model with its own code, sharing none with the algorithms.
 */
package io.graphveil.verify;
