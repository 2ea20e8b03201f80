package io.graphveil.model;

import java.util.Arrays;
import java.util.Objects;

/**
 * A vertex of the public JGraphT model: a person with one value per schema attribute (missing as
 * {@code *}). Two persons are equal when their ids are, since ids are unique within a network.
 */
public final class Person {
    private final Schema schema;
    private final String id;
    private final String[] values;

    public Person(Schema schema, String id, String[] values) {
        this.schema = Objects.requireNonNull(schema);
        this.id = Objects.requireNonNull(id);
        if (values.length != schema.size()) {
            throw new IllegalArgumentException("person " + id + " has " + values.length + " values, schema "
                    + schema.size());
        }
        this.values = values.clone();
    }

    public String id() {
        return id;
    }

    public Schema schema() {
        return schema;
    }

    public String value(int attribute) {
        return values[attribute];
    }

    public String value(String attribute) {
        int i = schema.indexOf(attribute);
        if (i < 0) {
            throw new IllegalArgumentException("no attribute '" + attribute + "'");
        }
        return values[i];
    }

    /** All values, in schema order (a copy). */
    public String[] values() {
        return values.clone();
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof Person && ((Person) o).id.equals(id));
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    @Override
    public String toString() {
        return id + Arrays.toString(values);
    }
}
