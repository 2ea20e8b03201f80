/**
 * The command line (picocli): one class per command, one-line errors with exit codes, and the
 * benchmark suites run by {@code graphveil bench}. Nothing below this package calls {@code
 * System.exit}.
 */
package io.graphveil.cli;
