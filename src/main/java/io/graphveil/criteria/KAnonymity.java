package io.graphveil.criteria;

import io.graphveil.group.Partition;
import io.graphveil.model.Table;

/**
 * k-anonymity (Samarati and Sweeney 1998; SPEC 1.5): every equivalence class has at least
 * {@code k} records. Counts records, as the paper does; {@link DistinctPersonsKAnonymity} counts
 * people.
 */
public final class KAnonymity extends AtLeastK {

    public KAnonymity(int k) {
        super(k);
    }

    @Override
    public String name() {
        return "k-anonymity";
    }

    @Override
    public String describe() {
        return k() + "-anonymity";
    }

    @Override
    int[] countPerClass(Table table, Partition classes) {
        int[] size = new int[classes.classCount()];
        for (int c = 0; c < size.length; c++) {
            size[c] = classes.size(c);
        }
        return size;
    }

    @Override
    public String why(Table table, Partition classes, int cls) {
        return "class of " + classes.size(cls) + " records, fewer than k = " + k();
    }
}
