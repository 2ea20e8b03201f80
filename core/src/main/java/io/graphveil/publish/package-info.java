/**
 * What goes out: the published table and graph with pseudonyms instead of identifiers, the trimmed
 * schema and hierarchies, GraphML through jgrapht-io, and the owner's secret mapping.
 */
package io.graphveil.publish;
