package io.graphveil.quality;

import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Table;
import io.graphveil.model.Values;

/** Walks the quasi-identifier cells of a hierarchy-generalized table, for the hierarchy-based metrics. */
final class HierarchyCells {
    private HierarchyCells() {
    }

    /** The cost of one cell: its hierarchy, original and anonymized nodes, and whether the row is suppressed. */
    interface CellCost {
        double cost(Hierarchy h, int original, int anonymized, boolean suppressed);
    }

    /**
     * The mean of {@code cost} over every quasi-identifier cell (summed column by column, row by
     * row); {@code empty} when there is none.
     */
    static double mean(QualityInput in, CellCost cost, double empty) {
        Table o = in.original();
        Table a = in.anonymized();
        double sum = 0;
        long cells = 0;
        for (int q : QuasiIdentifierCells.columns(in)) {
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
                long w = in.weight(r);
                cells += w;
                sum += w * cost.cost(h, before, after, in.isSuppressed(r));
            }
        }
        return cells == 0 ? empty : sum / cells;
    }
}
