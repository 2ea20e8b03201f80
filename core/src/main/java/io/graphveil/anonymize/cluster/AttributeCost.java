package io.graphveil.anonymize.cluster;

/**
 * One quasi-identifier's term of a record-to-cluster distance that is a sum over attributes (KAIM's
 * {@code D(t,G)}, k-member's information-loss increase, L-clustering's {@code DS(t,G)}). It reads
 * the cluster's state from a representative and writes the term for every value code at once
 * (a cost row), so that scanning all records against one cluster costs one table lookup per
 * attribute and record.
 */
public interface AttributeCost {
    /** Length of a cost row: the number of codes of the attribute's column. */
    int codeCount();

    /** {@code row[v]}: the term for a record with code {@code v} joining {@code cluster} (of {@code size} records). */
    void fillRow(int cluster, int size, double[] row);

    /** {@code row[v]}: the term for a record with code {@code v} joining a cluster made of one record with code {@code value}. */
    void fillRowForValue(int value, double[] row);

    /** The term for one record with code {@code code} joining {@code cluster} (of {@code size} records). */
    double cost(int cluster, int size, int code);

    /** The term for cluster {@code b} ({@code sizeB} records) and cluster {@code a} ({@code sizeA}) joining. */
    double between(int a, int sizeA, int b, int sizeB);
}
