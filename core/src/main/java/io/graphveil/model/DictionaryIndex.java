package io.graphveil.model;

/**
 * The code of each value of a growing dictionary of strings: open addressing over an int array
 * (linear probing, load at most 1/2), which costs 8 bytes per value where a {@code HashMap<String,
 * Integer>} costs some 50 — the difference between 0.1 and 0.6 GB for a column of ten million
 * node ids. The strings stay in the caller's dictionary array; this holds only codes.
 */
final class DictionaryIndex {
    private int[] slots; // code + 1, 0 when empty
    private int size;

    DictionaryIndex(int expected) {
        int capacity = 16;
        while (capacity < 2L * expected && capacity < 1 << 30) {
            capacity <<= 1;
        }
        slots = new int[capacity];
    }

    /** An index of {@code dictionary[0..count)}, whose values are distinct. */
    static DictionaryIndex of(String[] dictionary, int count) {
        DictionaryIndex index = new DictionaryIndex(count);
        for (int code = 0; code < count; code++) {
            index.put(dictionary, code);
        }
        return index;
    }

    /** The code of {@code value} in {@code dictionary}, or −1. */
    int find(String[] dictionary, String value) {
        int mask = slots.length - 1;
        for (int i = spread(value.hashCode()) & mask; ; i = (i + 1) & mask) {
            int s = slots[i];
            if (s == 0) {
                return -1;
            }
            if (dictionary[s - 1].equals(value)) {
                return s - 1;
            }
        }
    }

    /** Records {@code dictionary[code]}, a value not yet indexed. */
    void put(String[] dictionary, int code) {
        if (2 * (size + 1) > slots.length) {
            grow(dictionary);
        }
        insert(spread(dictionary[code].hashCode()), code);
        size++;
    }

    private void insert(int hash, int code) {
        int mask = slots.length - 1;
        int i = hash & mask;
        while (slots[i] != 0) {
            i = (i + 1) & mask;
        }
        slots[i] = code + 1;
    }

    private void grow(String[] dictionary) {
        int[] old = slots;
        slots = new int[old.length * 2];
        for (int s : old) {
            if (s != 0) {
                insert(spread(dictionary[s - 1].hashCode()), s - 1);
            }
        }
    }

    /** Mixes the bits of a string hash: consecutive numeric ids would otherwise fill runs of slots. */
    private static int spread(int h) {
        h *= 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
