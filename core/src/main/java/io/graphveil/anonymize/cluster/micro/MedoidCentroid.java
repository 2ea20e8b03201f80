package io.graphveil.anonymize.cluster.micro;

import io.graphveil.anonymize.cluster.CodedHierarchy;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Column;

import java.util.Arrays;

/**
 * A SEMANTIC attribute's centroid (ALGORITHMS.md §5): the medoid, the member value with the least summed
 * {@link CodeTree} distance to the cluster's values (ties to the least label), so
 * {@code IL(G) = min_m S(m)} with {@code S(m) = Σ_{x∈G} dis(x,m)} kept for every distinct value
 * of the cluster. For a candidate {@code t}: {@code IL(G ∪ {t}) = min(min_m S(m) + dis(t,m),
 * Σ_m n_m·dis(t,m))}, O(distinct values). Filling that for every code at once uses the tree:
 * a leaf's value depends only on its deepest ancestor that has a member below it, so the loop
 * evaluates the few ancestors of the members and writes each one's value over its contiguous
 * range of leaves. Between leaves the distance is an ultrametric, where no centre beats the best
 * member: the medoid's loss is then also the least any centre could give.
 */
public final class MedoidCentroid extends Centroid {
    private final CodeTree tree;
    private final CodedHierarchy coded;
    private final Hierarchy hierarchy;
    private final boolean leavesOnly;
    private final int[] codeAtLeaf;
    private final int[] innerCodes;
    private double[][] sums = new double[64][];
    private int[] medoid = new int[64];
    private final int[] stamp;
    private final double[] value;
    private final int[] marked;
    private final int[] byLevel;
    private int epoch;

    public MedoidCentroid(String attribute, Column column, CodeTree tree) {
        super(column, ClusterCounts.codeKeys(column.dictionarySize()));
        this.tree = tree;
        this.hierarchy = tree.hierarchy();
        this.coded = new CodedHierarchy(attribute, column, hierarchy);
        this.codeAtLeaf = new int[hierarchy.leafCount()];
        Arrays.fill(codeAtLeaf, -1);
        int inner = 0;
        int[] innerList = new int[column.dictionarySize()];
        for (int c = 1; c < column.dictionarySize(); c++) {
            if (!used[c]) {
                continue;
            }
            int node = coded.node(c);
            if (hierarchy.isLeaf(node)) {
                codeAtLeaf[hierarchy.firstLeaf(node)] = c;
            } else {
                innerList[inner++] = c;
            }
        }
        this.innerCodes = Arrays.copyOf(innerList, inner);
        this.leavesOnly = inner == 0;
        this.stamp = new int[hierarchy.size()];
        this.value = new double[hierarchy.size()];
        this.marked = new int[hierarchy.size()];
        this.byLevel = new int[hierarchy.size()];
    }

    private double dis(int nodeA, int nodeB) {
        return tree.distance(nodeA, nodeB, coded.lca(nodeA, nodeB));
    }

    private int node(int cluster, int i) {
        return coded.node(counts.key(cluster, i));
    }

    @Override
    protected void update(int cluster) {
        if (cluster >= medoid.length) {
            int n = Math.max(cluster + 1, medoid.length * 2);
            sums = Arrays.copyOf(sums, n);
            medoid = Arrays.copyOf(medoid, n);
        }
        int d = counts.distinct(cluster);
        double[] s = new double[d];
        for (int i = 0; i < d; i++) {
            int a = node(cluster, i);
            for (int j = i + 1; j < d; j++) {
                double x = dis(a, node(cluster, j));
                s[i] += counts.countAt(cluster, j) * x;
                s[j] += counts.countAt(cluster, i) * x;
            }
        }
        int best = -1;
        for (int i = 0; i < d; i++) {
            if (best < 0 || s[i] < s[best] || s[i] == s[best]
                    && column.decode(counts.key(cluster, i)).compareTo(column.decode(counts.key(cluster, best))) < 0) {
                best = i;
            }
        }
        sums[cluster] = s;
        medoid[cluster] = best;
    }

    @Override
    protected void forget(int cluster) {
        sums[cluster] = null;
    }

    @Override
    protected double knownIl(int cluster) {
        return medoid[cluster] < 0 ? 0 : sums[cluster][medoid[cluster]];
    }

    @Override
    protected double knownBound(int cluster) {
        return leavesOnly ? knownIl(cluster) : 0;
    }

    /** {@code IL(G ∪ {t})} for a value at {@code node} whose distance to member {@code i} is {@code dis(i)}. */
    private double lossWith(int cluster, int node) {
        double[] s = sums[cluster];
        double best = Double.POSITIVE_INFINITY;
        double own = 0;
        for (int i = 0; i < s.length; i++) {
            double x = dis(node, node(cluster, i));
            best = Math.min(best, s[i] + x);
            own += counts.countAt(cluster, i) * x;
        }
        return Math.min(best, own);
    }

    @Override
    protected double knownIlWith(int cluster, int code) {
        return lossWith(cluster, coded.node(code));
    }

    @Override
    protected void knownFill(int cluster, double[] row) {
        int d = counts.distinct(cluster);
        if (++epoch == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            epoch = 1;
        }
        int m = 0;
        for (int i = 0; i < d; i++) {
            for (int x = node(cluster, i); x >= 0 && stamp[x] != epoch; x = hierarchy.parent(x)) {
                stamp[x] = epoch;
                marked[m++] = x;
            }
        }
        double[] s = sums[cluster];
        int leafLevel = tree.leafLevel();
        int[] start = new int[leafLevel + 2];
        for (int t = 0; t < m; t++) {
            int u = marked[t];
            double best = Double.POSITIVE_INFINITY;
            double own = 0;
            for (int i = 0; i < d; i++) {
                int member = node(cluster, i);
                double x = tree.leafDistance(member, coded.lca(u, member));
                best = Math.min(best, s[i] + x);
                own += counts.countAt(cluster, i) * x;
            }
            value[u] = Math.min(best, own);
            start[tree.level(u) + 1]++;
        }
        // the marked nodes by level, the root first (counting sort)
        for (int l = 1; l < start.length; l++) {
            start[l] += start[l - 1];
        }
        for (int t = 0; t < m; t++) {
            int u = marked[t];
            byLevel[start[tree.level(u)]++] = u;
        }
        int root = hierarchy.root();
        double everywhere = value[root];
        for (int v = 1; v < row.length && v < used.length; v++) {
            row[v] = used[v] ? everywhere : Double.NaN;
        }
        for (int t = 0; t < m; t++) {
            int u = byLevel[t];
            if (u == root || value[u] == value[hierarchy.parent(u)]) {
                continue;
            }
            int from = hierarchy.firstLeaf(u);
            int to = from + hierarchy.leafCount(u);
            double x = value[u];
            for (int p = from; p < to; p++) {
                int code = codeAtLeaf[p];
                if (code > 0) {
                    row[code] = x;
                }
            }
        }
        for (int code : innerCodes) {
            row[code] = lossWith(cluster, coded.node(code));
        }
    }

    @Override
    protected double knownIlMerged(int a, int b) {
        double best = Double.POSITIVE_INFINITY;
        best = Math.min(best, merged(a, b));
        best = Math.min(best, merged(b, a));
        return best;
    }

    /** The least {@code S_A(m) + S_B(m)} over the values {@code m} of {@code a}. */
    private double merged(int a, int b) {
        double[] sa = sums[a];
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i < sa.length; i++) {
            int m = node(a, i);
            double sb = 0;
            for (int j = 0; j < counts.distinct(b); j++) {
                sb += counts.countAt(b, j) * dis(m, node(b, j));
            }
            best = Math.min(best, sa[i] + sb);
        }
        return best;
    }

    @Override
    protected double knownDistance(int a, int b) {
        return dis(coded.node(a), coded.node(b));
    }

    @Override
    protected String centroidLabel(int cluster) {
        return column.decode(counts.key(cluster, medoid[cluster]));
    }
}
