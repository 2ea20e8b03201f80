package io.graphveil.anonymize.cluster.micro;

import io.graphveil.anonymize.cluster.AttributeCost;

/**
 * One quasi-identifier's term of the information-loss increase {@code ILA(G, G ∪ {t}) = IL(G ∪ {t}) − IL(G)}
 * (ALGORITHMS.md §5), read from a {@link Centroid}: what MAA-MINIL and GPKC minimize and the denominator
 * of MAA-SAE's APF. Between two clusters the term is the symmetric increase
 * {@code IL(A ∪ B) − IL(A) − IL(B)} (what {@code ModelRepair} merges by); from one record {@code a}
 * it is {@code IL({a, t})} (the distance, halved for a nominal value).
 */
public final class CentroidCost implements AttributeCost {
    private final Centroid centroid;

    public CentroidCost(Centroid centroid) {
        this.centroid = centroid;
    }

    @Override
    public int codeCount() {
        return centroid.codeCount();
    }

    @Override
    public void fillRow(int cluster, int size, double[] row) {
        centroid.fillIlWith(cluster, row);
        double il = centroid.il(cluster);
        for (int v = 0; v < codeCount(); v++) {
            row[v] -= il;
        }
    }

    @Override
    public void fillRowForValue(int value, double[] row) {
        for (int v = 0; v < codeCount(); v++) {
            row[v] = v == 0 || centroid.isUsed(v) ? centroid.pairIl(value, v) : Double.NaN;
        }
    }

    @Override
    public double cost(int cluster, int size, int code) {
        return centroid.ilWith(cluster, code) - centroid.il(cluster);
    }

    @Override
    public double between(int a, int sizeA, int b, int sizeB) {
        return centroid.ilMerged(a, b) - centroid.il(a) - centroid.il(b);
    }
}
