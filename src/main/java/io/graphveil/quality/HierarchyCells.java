package io.graphveil.quality;

import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Table;
import io.graphveil.model.Values;

/** Walks the quasi-identifier cells of a hierarchy-generalized table, for the hierarchy-based metrics. */
final class HierarchyCells {
    private HierarchyCells() {
    }

    /** Receives one cell: its hierarchy, original and anonymized nodes, and whether the row is suppressed. */
    interface Cell {
        void accept(Hierarchy h, int original, int anonymized, boolean suppressed);
    }

    /** The cost of one cell, from the same facts {@link Cell} receives. */
    interface CellCost {
        double cost(Hierarchy h, int original, int anonymized, boolean suppressed);
    }

    /** The mean of {@code cost} over every quasi-identifier cell; {@code empty} when there is none. */
    static double mean(QualityInput in, CellCost cost, double empty) {
        double[] sum = {0};
        long[] cells = {0};
        forEach(in, (h, before, after, suppressed) -> {
            cells[0]++;
            sum[0] += cost.cost(h, before, after, suppressed);
        });
        return cells[0] == 0 ? empty : sum[0] / cells[0];
    }

    static int[] quasiIdentifiers(QualityInput in) {
        return in.anonymized().schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
    }

    static void forEach(QualityInput in, Cell cell) {
        Table o = in.original();
        Table a = in.anonymized();
        for (int q : quasiIdentifiers(in)) {
            String name = a.schema().attribute(q).name();
            Hierarchy h = in.hierarchies().orFlat(o, name);
            for (int r = 0; r < a.rowCount(); r++) {
                int before = h.node(o.value(r, q));
                String value = a.value(r, q);
                int after = Values.isMissing(value) ? h.root() : h.node(value);
                if (before < 0 || after < 0) {
                    throw new IllegalArgumentException("attribute '" + name + "': '" + (before < 0 ? o.value(r, q)
                            : value) + "' is not a label of its hierarchy");
                }
                cell.accept(h, before, after, in.isSuppressed(r));
            }
        }
    }
}
