/**
 * Generalization hierarchies: a tree of labels over an attribute's values, read from a file or
 * built from codes (masks) and numbers (intervals). A hierarchy answers what a value generalizes to
 * at a level and which leaves a label covers; the readers live in {@code io}.
 */
package io.graphveil.hierarchy;
