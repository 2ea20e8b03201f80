package io.graphveil.publish;

import org.jgrapht.Graph;
import org.jgrapht.GraphType;
import org.jgrapht.graph.AbstractGraph;
import org.jgrapht.graph.DefaultGraphType;

import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Set;
import java.util.function.Supplier;

/**
 * A read-only JGraphT view of an undirected graph given as two edge arrays: vertices are
 * {@code 0..n−1}, edge {@code i} joins {@code sources[i]} and {@code targets[i]}. What jgrapht-io's
 * exporters need to write a published graph without building an object per vertex and edge:
 * {@link #vertexSet()} and {@link #edgeSet()} iterate in index order, which keeps exports
 * byte-identical. Queries by vertex are not supported: an exporter never asks them.
 */
final class EdgeArrayGraph extends AbstractGraph<Integer, Integer> {
    private final int vertices;
    private final int[] sources;
    private final int[] targets;

    EdgeArrayGraph(int vertices, int[] sources, int[] targets) {
        this.vertices = vertices;
        this.sources = sources;
        this.targets = targets;
    }

    private static final class Range extends AbstractSet<Integer> {
        private final int size;

        Range(int size) {
            this.size = size;
        }

        @Override
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                private int next;

                @Override
                public boolean hasNext() {
                    return next < size;
                }

                @Override
                public Integer next() {
                    if (next >= size) {
                        throw new java.util.NoSuchElementException();
                    }
                    return next++;
                }
            };
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public boolean contains(Object o) {
            return o instanceof Integer i && i >= 0 && i < size;
        }
    }

    @Override
    public Set<Integer> vertexSet() {
        return new Range(vertices);
    }

    @Override
    public Set<Integer> edgeSet() {
        return new Range(sources.length);
    }

    @Override
    public Integer getEdgeSource(Integer e) {
        return sources[e];
    }

    @Override
    public Integer getEdgeTarget(Integer e) {
        return targets[e];
    }

    @Override
    public GraphType getType() {
        return new DefaultGraphType.Builder().undirected().allowMultipleEdges(false).allowSelfLoops(false)
                .weighted(false).modifiable(false).build();
    }

    @Override
    public double getEdgeWeight(Integer e) {
        return Graph.DEFAULT_EDGE_WEIGHT;
    }

    @Override
    public boolean containsVertex(Integer v) {
        return v != null && v >= 0 && v < vertices;
    }

    @Override
    public boolean containsEdge(Integer e) {
        return e != null && e >= 0 && e < sources.length;
    }

    private static UnsupportedOperationException readOnly() {
        return new UnsupportedOperationException("a published graph's export view is read-only");
    }

    @Override
    public Set<Integer> getAllEdges(Integer u, Integer v) {
        throw readOnly();
    }

    @Override
    public Integer getEdge(Integer u, Integer v) {
        throw readOnly();
    }

    @Override
    public Supplier<Integer> getVertexSupplier() {
        return null;
    }

    @Override
    public Supplier<Integer> getEdgeSupplier() {
        return null;
    }

    @Override
    public Integer addEdge(Integer u, Integer v) {
        throw readOnly();
    }

    @Override
    public boolean addEdge(Integer u, Integer v, Integer e) {
        throw readOnly();
    }

    @Override
    public Integer addVertex() {
        throw readOnly();
    }

    @Override
    public boolean addVertex(Integer v) {
        throw readOnly();
    }

    @Override
    public int degreeOf(Integer v) {
        throw readOnly();
    }

    @Override
    public Set<Integer> edgesOf(Integer v) {
        throw readOnly();
    }

    @Override
    public int inDegreeOf(Integer v) {
        throw readOnly();
    }

    @Override
    public Set<Integer> incomingEdgesOf(Integer v) {
        throw readOnly();
    }

    @Override
    public int outDegreeOf(Integer v) {
        throw readOnly();
    }

    @Override
    public Set<Integer> outgoingEdgesOf(Integer v) {
        throw readOnly();
    }

    @Override
    public Integer removeEdge(Integer u, Integer v) {
        throw readOnly();
    }

    @Override
    public boolean removeEdge(Integer e) {
        throw readOnly();
    }

    @Override
    public boolean removeVertex(Integer v) {
        throw readOnly();
    }

    @Override
    public void setEdgeWeight(Integer e, double weight) {
        throw readOnly();
    }
}
