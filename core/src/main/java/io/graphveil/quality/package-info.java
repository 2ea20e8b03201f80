/**
 * Table quality measures, the same for every algorithm's result: loss metric, precision,
 * discernibility, average class size, clustering loss and certainty penalty, missing-value rate,
 * high-risk class ratio. Each states its formula and source in its Javadoc.
 */
package io.graphveil.quality;
