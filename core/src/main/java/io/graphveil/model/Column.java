package io.graphveil.model;

import java.util.Arrays;
import java.util.function.Predicate;

/**
 * One attribute's values, dictionary-encoded: row {@code i} holds code {@code codes[i]}, and code 0
 * is always {@link Values#MISSING}, so the hot paths of the algorithms compare ints, and a test for
 * "missing" is {@code code == 0}. Immutable.
 */
public final class Column {
    /** The code of {@link Values#MISSING} in every column. */
    public static final int MISSING_CODE = 0;

    private final int[] codes;
    private final String[] dictionary;
    private volatile DictionaryIndex lookup;

    private Column(int[] codes, String[] dictionary) {
        this(codes, dictionary, null);
    }

    private Column(int[] codes, String[] dictionary, DictionaryIndex lookup) {
        this.codes = codes;
        this.dictionary = dictionary;
        this.lookup = lookup;
    }

    /** Encodes {@code values}; missing values must already be {@link Values#MISSING}. */
    public static Column of(String... values) {
        Builder b = new Builder(values.length);
        for (String v : values) {
            b.add(v);
        }
        return b.build();
    }

    /**
     * A column over an existing dictionary. The dictionary must start with {@code *} and the
     * codes must index it; both arrays are copied.
     */
    public static Column fromCodes(int[] codes, String[] dictionary) {
        if (dictionary.length == 0 || !Values.MISSING.equals(dictionary[0])) {
            throw new IllegalArgumentException("a column dictionary starts with '*'");
        }
        for (int c : codes) {
            if (c < 0 || c >= dictionary.length) {
                throw new IllegalArgumentException("code " + c + " outside the dictionary of " + dictionary.length);
            }
        }
        return new Column(codes.clone(), dictionary.clone());
    }

    public int size() {
        return codes.length;
    }

    public int code(int row) {
        return codes[row];
    }

    public String value(int row) {
        return dictionary[codes[row]];
    }

    public boolean isMissing(int row) {
        return codes[row] == MISSING_CODE;
    }

    /** A copy of the codes, for algorithms that work on primitive arrays. */
    public int[] codes() {
        return codes.clone();
    }

    /** Number of dictionary entries, {@code *} included (codes are {@code 0..dictionarySize()-1}). */
    public int dictionarySize() {
        return dictionary.length;
    }

    public String decode(int code) {
        return dictionary[code];
    }

    /** The code of {@code value}, or −1 when the column never holds it. */
    public int encode(String value) {
        DictionaryIndex m = lookup;
        if (m == null) {
            m = DictionaryIndex.of(dictionary, dictionary.length);
            lookup = m;
        }
        return m.find(dictionary, value);
    }

    /**
     * For every code, whether its value passes {@code test} (the missing code is never tested, and
     * false): a property of the values looked up by code in the algorithms' loops over rows.
     */
    public boolean[] codesWhere(Predicate<String> test) {
        boolean[] out = new boolean[dictionary.length];
        for (int code = MISSING_CODE + 1; code < out.length; code++) {
            out[code] = test.test(dictionary[code]);
        }
        return out;
    }

    /** How many rows are missing. */
    public int missingCount() {
        int n = 0;
        for (int c : codes) {
            if (c == MISSING_CODE) {
                n++;
            }
        }
        return n;
    }

    /** How many distinct known (non-missing) values occur in the rows. */
    public int distinctKnown() {
        boolean[] seen = new boolean[dictionary.length];
        int n = 0;
        for (int c : codes) {
            if (c != MISSING_CODE && !seen[c]) {
                seen[c] = true;
                n++;
            }
        }
        return n;
    }

    /** {@code used[c]}: whether some row holds code {@code c} ({@code *} included); a fresh array. */
    public boolean[] usedCodes() {
        boolean[] used = new boolean[dictionary.length];
        for (int c : codes) {
            used[c] = true;
        }
        return used;
    }

    /** The rows {@code rows} of this column, in that order, over the same dictionary. */
    public Column select(int[] rows) {
        int[] out = new int[rows.length];
        for (int i = 0; i < rows.length; i++) {
            out[i] = codes[rows[i]];
        }
        return new Column(out, dictionary, lookup);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Column)) {
            return false;
        }
        Column c = (Column) o;
        if (c.codes.length != codes.length) {
            return false;
        }
        if (Arrays.equals(dictionary, c.dictionary)) {
            return Arrays.equals(codes, c.codes);
        }
        for (int i = 0; i < codes.length; i++) {
            if (!value(i).equals(c.value(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = codes.length;
        for (int i = 0; i < Math.min(codes.length, 64); i++) {
            h = 31 * h + value(i).hashCode();
        }
        return h;
    }

    /**
     * Largest dictionary whose builder's index the built column keeps: an id column of millions of
     * values would hold 8 to 16 MB of index that most runs never look up (numeric ids are found by
     * value).
     */
    private static final int KEPT_INDEX_LIMIT = 1 << 16;

    /** Appends values one at a time; codes are given in order of first appearance after {@code *}. */
    public static final class Builder {
        private int[] codes;
        private int size;
        private String[] dictionary = new String[16];
        private int dictSize;
        /** The dictionary's index; handed to the column built, so a builder used on makes its own. */
        private DictionaryIndex index = new DictionaryIndex(16);

        public Builder(int expectedSize) {
            codes = new int[Math.max(16, expectedSize)];
            intern(Values.MISSING);
        }

        private int intern(String value) {
            int c = codeOf(value);
            if (c >= 0) {
                return c;
            }
            if (dictSize == dictionary.length) {
                dictionary = Arrays.copyOf(dictionary, dictSize * 2);
            }
            dictionary[dictSize] = value;
            index.put(dictionary, dictSize);
            return dictSize++;
        }

        /** The code {@code value} has so far, or −1 when no row added holds it. */
        public int codeOf(String value) {
            if (index == null) {
                index = DictionaryIndex.of(dictionary, dictSize);
            }
            return index.find(dictionary, value);
        }

        public Builder add(String value) {
            if (value == null) {
                throw new IllegalArgumentException("null value; use '*' for missing");
            }
            if (size == codes.length) {
                codes = Arrays.copyOf(codes, size + (size >> 1) + 16);
            }
            codes[size++] = intern(value);
            return this;
        }

        public int size() {
            return size;
        }

        public Column build() {
            // a small dictionary keeps its index; a large one (ids) is indexed again only if looked up
            Column built = new Column(Arrays.copyOf(codes, size), Arrays.copyOf(dictionary, dictSize),
                    dictSize <= KEPT_INDEX_LIMIT ? index : null);
            index = null;
            return built;
        }
    }
}
