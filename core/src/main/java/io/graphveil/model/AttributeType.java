package io.graphveil.model;

/** How an attribute's values relate to each other, for distances and generalization (ALGORITHMS.md §0). */
public enum AttributeType {
    /** Numbers; generalize to intervals {@code [a~b]}. */
    CONTINUOUS,
    /** Ordered categories (the schema's {@code order}). */
    ORDINAL,
    /** Unordered categories. */
    NOMINAL,
    /** Codes whose shared prefix means similarity (zip codes), as a code hierarchy tree. */
    SEMANTIC;

    /** CONTINUOUS and ORDINAL values have an order; the others do not. */
    public boolean isOrdered() {
        return this == CONTINUOUS || this == ORDINAL;
    }
}
