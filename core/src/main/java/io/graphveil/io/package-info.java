/**
 * Getting data in and results out: dataset folders (schema, nodes, edges, hierarchies), CSV and
 * JSON with one-line errors naming file, line and value, the rules a published value must meet, and
 * the output folders (atomic, locked temporary folders, manifests, owner-only files from creation).
 * See docs/RELIABILITY.md.
 */
package io.graphveil.io;
