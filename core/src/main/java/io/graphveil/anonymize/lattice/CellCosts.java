package io.graphveil.anonymize.lattice;

import io.graphveil.anonymize.HierarchicalColumn;
import io.graphveil.group.Partition;
import io.graphveil.hierarchy.Hierarchy;

/**
 * The sum over all quasi-identifier cells of a per-cell cost, for any lattice node in
 * {@code O(dimensions)} plus the suppressed rows: the cost of every column at every level is summed
 * once over the rows (grouped by their original hierarchy node), and a node's records suppressed by
 * the algorithm are then charged their suppressed cost instead. What LM and PM on the lattice share.
 *
 * <p>A generalized cell is judged as the metrics on published tables judge it, by its label: the
 * lowest node carrying that label (a padded ragged hierarchy repeats labels).
 */
final class CellCosts {
    /**
     * The cost of one cell whose original node {@code original} is published as {@code published}
     * (the root when the row is suppressed): the table metric's own per-cell formula.
     */
    interface Cost {
        double of(Hierarchy h, int original, int published, boolean suppressed);
    }

    private final NodeChecker checker;
    private final double[][] total;
    private final double[][] suppressedCost;
    private final double[][][] cellCost;

    CellCosts(NodeChecker checker, Cost cost) {
        this.checker = checker;
        Lattice lattice = checker.lattice();
        int m = lattice.dimensions();
        this.total = new double[m][];
        this.suppressedCost = new double[m][];
        this.cellCost = new double[m][][];
        for (int j = 0; j < m; j++) {
            HierarchicalColumn column = checker.column(j);
            Hierarchy h = column.hierarchy();
            int[] labelNode = new int[h.size()];
            for (int x = 0; x < labelNode.length; x++) {
                labelNode[x] = h.node(h.label(x));
            }
            long[] rowsAt = new long[h.size()];
            for (int r = 0; r < column.rowCount(); r++) {
                rowsAt[column.node(r)]++;
            }
            total[j] = new double[h.height() + 1];
            cellCost[j] = new double[h.height() + 1][h.size()];
            suppressedCost[j] = new double[h.size()];
            for (int x = 0; x < h.size(); x++) {
                suppressedCost[j][x] = cost.of(h, x, h.root(), true);
                for (int l = 0; l <= h.height(); l++) {
                    double c = cost.of(h, x, labelNode[column.generalize(x, l)], false);
                    cellCost[j][l][x] = c;
                    total[j][l] += rowsAt[x] * c;
                }
            }
        }
    }

    /** The sum of the costs of every cell the node publishes. */
    double sum(NodeCheck node) {
        Lattice lattice = checker.lattice();
        int m = lattice.dimensions();
        double sum = 0;
        for (int j = 0; j < m; j++) {
            sum += total[j][lattice.level(node.node(), j)];
        }
        if (node.violatingRecords() == 0) {
            return sum;
        }
        Partition classes = node.classes();
        double correction = 0;
        for (int c = 0; c < classes.classCount(); c++) {
            if (!node.failing(c)) {
                continue;
            }
            for (int i = classes.start(c); i < classes.end(c); i++) {
                int r = classes.member(i);
                for (int j = 0; j < m; j++) {
                    int x = checker.column(j).node(r);
                    correction += suppressedCost[j][x] - cellCost[j][lattice.level(node.node(), j)][x];
                }
            }
        }
        return sum + correction;
    }

    /** Number of cells: rows × quasi-identifiers. */
    long cells() {
        return (long) checker.table().rowCount() * checker.lattice().dimensions();
    }
}
