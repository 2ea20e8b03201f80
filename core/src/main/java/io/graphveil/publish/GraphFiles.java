package io.graphveil.publish;

/**
 * Which files a published graph is written as beside {@code table.csv} and {@code edges.csv}: the
 * drawing formats GraphML (always, up to a size) and GEXF (on request, up to the same size). Above
 * {@link #xmlMaxEdges} edges both are skipped: at ten million edges GraphML is some 700 MB and takes
 * longer to write than the rest of the run, and no drawing program opens it; the CSV files carry the
 * same graph. Immutable.
 *
 * @param gexf        whether to write {@code graph.gexf} too
 * @param xmlMaxEdges the most edges a graph may have for its GraphML (and GEXF) to be written
 */
public record GraphFiles(boolean gexf, long xmlMaxEdges) {
    /** Edges above which GraphML and GEXF are skipped by default: {@value}. */
    public static final long DEFAULT_XML_MAX_EDGES = 5_000_000;

    public GraphFiles {
        if (xmlMaxEdges < 0) {
            throw new IllegalArgumentException("the GraphML size limit must be at least 0, not " + xmlMaxEdges);
        }
    }

    /** GraphML up to the default size, no GEXF. */
    public static GraphFiles defaults() {
        return new GraphFiles(false, DEFAULT_XML_MAX_EDGES);
    }

    /** Whether a graph of {@code edges} edges gets its GraphML (and GEXF when asked). */
    public boolean writesXml(long edges) {
        return edges <= xmlMaxEdges;
    }
}
