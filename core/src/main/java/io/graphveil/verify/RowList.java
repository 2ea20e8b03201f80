package io.graphveil.verify;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * The rows of one class as an int array behind the {@code List<Integer>} the checks read: 4 bytes
 * per row where a list of boxed rows takes some 20 (a fifth of a gigabyte over ten million rows).
 */
final class RowList extends AbstractList<Integer> implements RandomAccess {
    private int[] rows = new int[8];
    private int size;

    void addRow(int row) {
        if (size == rows.length) {
            rows = Arrays.copyOf(rows, size * 2);
        }
        rows[size++] = row;
    }

    @Override
    public Integer get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        return rows[index];
    }

    @Override
    public int size() {
        return size;
    }
}
