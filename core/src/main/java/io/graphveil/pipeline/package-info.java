/**
 * The runs that join the steps: the graph pipeline (split, anonymize the split table, write back,
 * gate, verify, publish) and the table job, with the privacy gate that attacks a result before
 * anything is written.
 */
package io.graphveil.pipeline;
