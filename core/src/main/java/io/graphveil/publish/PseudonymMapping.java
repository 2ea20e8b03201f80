package io.graphveil.publish;

import io.graphveil.model.Values;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The secret mapping of a publication as the verifier reads it, pseudonym → original id, as a view
 * of two arrays the run holds anyway: the map of strings it replaces cost some 100 bytes per row
 * (a gigabyte at ten million). Read-only; a key that is not a pseudonym of {@code 1..N} written
 * plainly maps to nothing.
 */
final class PseudonymMapping extends AbstractMap<String, String> {
    private final int[] rowOfPseudonym;
    private final String[] originalId;

    /**
     * @param rowOfPseudonym the row of each pseudonym {@code 1..N} (index 0 unused)
     * @param originalId     the original id of each row's person
     */
    PseudonymMapping(int[] rowOfPseudonym, String[] originalId) {
        this.rowOfPseudonym = rowOfPseudonym;
        this.originalId = originalId;
    }

    @Override
    public String get(Object key) {
        int p = key instanceof String s ? Values.plainNumber(s) : -1;
        return p >= 1 && p < rowOfPseudonym.length ? originalId[rowOfPseudonym[p]] : null;
    }

    @Override
    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    @Override
    public int size() {
        return rowOfPseudonym.length - 1;
    }

    @Override
    public Set<Entry<String, String>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, String>> iterator() {
                return new Iterator<>() {
                    private int next = 1;

                    @Override
                    public boolean hasNext() {
                        return next < rowOfPseudonym.length;
                    }

                    @Override
                    public Entry<String, String> next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        int p = next++;
                        return new SimpleImmutableEntry<>(Integer.toString(p), originalId[rowOfPseudonym[p]]);
                    }
                };
            }

            @Override
            public int size() {
                return PseudonymMapping.this.size();
            }
        };
    }
}
