/**
 * The registry of table algorithms by their command-line names. It sits above every algorithm
 * package so that no algorithm depends on the list of all of them.
 */
package io.graphveil.anonymize.catalog;
