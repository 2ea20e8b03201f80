package io.graphveil.model;


import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One column of a schema (ALGORITHMS.md §0 and 8): its name, role, type, whether it may be missing, and the
 * role-specific policy (private-value set, hierarchy, ordinal order, weights, sensitivity levels).
 * Immutable; use {@link #builder(String, AttributeRole)} or {@link #toBuilder()} to derive one.
 */
public final class Attribute {
    private final String name;
    private final AttributeRole role;
    private final AttributeType type;
    private final boolean nullable;
    private final Set<String> privateValues;
    private final HierarchySpec hierarchy;
    private final List<String> order;
    private final double weight;
    private final List<Double> gaps;
    private final Double beta;
    private final Map<String, Integer> levels;
    private final String requirement;
    private final String description;
    private final boolean knownToAttackers;

    private Attribute(Builder b) {
        this.name = Objects.requireNonNull(b.name, "name");
        this.role = Objects.requireNonNull(b.role, "role");
        this.type = b.type;
        this.nullable = b.nullable;
        this.privateValues = Collections.unmodifiableSet(new LinkedHashSet<>(b.privateValues));
        this.hierarchy = b.hierarchy;
        this.order = List.copyOf(b.order);
        this.weight = b.weight;
        this.gaps = List.copyOf(b.gaps);
        this.beta = b.beta;
        this.levels = Collections.unmodifiableMap(new LinkedHashMap<>(b.levels));
        this.requirement = b.requirement;
        this.description = b.description;
        this.knownToAttackers = b.knownToAttackers;
        if (name.isBlank()) {
            throw new IllegalArgumentException("attribute name must not be empty");
        }
        if (!privateValues.isEmpty() && role != AttributeRole.PRIVACY) {
            throw new IllegalArgumentException("attribute '" + name + "': only a PRIVACY attribute has private values");
        }
        if (!(weight >= 0) || Double.isInfinite(weight)) {
            throw new IllegalArgumentException("attribute '" + name + "': weight must be a finite number >= 0");
        }
    }

    public static Builder builder(String name, AttributeRole role) {
        return new Builder(name, role);
    }

    public Builder toBuilder() {
        return copyInto(new Builder(name, role));
    }

    /** The same attribute in another role; a private-value set survives only in the PRIVACY role. */
    public Attribute withRole(AttributeRole newRole) {
        Builder b = copyInto(new Builder(name, newRole));
        if (newRole != AttributeRole.PRIVACY) {
            b.privateValues = new LinkedHashSet<>();
        }
        return b.build();
    }

    private Builder copyInto(Builder b) {
        b.type = type;
        b.nullable = nullable;
        b.privateValues = new LinkedHashSet<>(privateValues);
        b.hierarchy = hierarchy;
        b.order = order;
        b.weight = weight;
        b.gaps = gaps;
        b.beta = beta;
        b.levels = new LinkedHashMap<>(levels);
        b.requirement = requirement;
        b.description = description;
        b.knownToAttackers = knownToAttackers;
        return b;
    }

    public String name() {
        return name;
    }

    public AttributeRole role() {
        return role;
    }

    /** The type; IDENTIFIER attributes have none and report NOMINAL. */
    public AttributeType type() {
        return type == null ? AttributeType.NOMINAL : type;
    }

    /** Whether the schema gave a type explicitly (written back only then). */
    public boolean hasExplicitType() {
        return type != null;
    }

    /** Whether splitting may leave this attribute missing on a copy (ALGORITHMS.md §1.4); default true. */
    public boolean nullable() {
        return nullable;
    }

    /**
     * Whether an attacker may know this attribute's values of a person (default true): a column
     * published as it is and known to attackers links like a quasi-identifier, which the column
     * risk check refuses when it singles rows out ({@code "known_to_attackers": false} in the schema
     * says it is not, e.g. a survey weight no outsider holds).
     */
    public boolean knownToAttackers() {
        return knownToAttackers;
    }

    /** The private-value set {@code P(A)} of a PRIVACY attribute, in the schema's order. */
    public Set<String> privateValues() {
        return privateValues;
    }

    public boolean isPrivateValue(String value) {
        return privateValues.contains(value);
    }

    public Optional<HierarchySpec> hierarchy() {
        return Optional.ofNullable(hierarchy);
    }

    /** The order of an ORDINAL attribute's values, lowest first; empty when not given. */
    public List<String> order() {
        return order;
    }

    /** Distance weight (ALGORITHMS.md §8), default 1. */
    public double weight() {
        return weight;
    }

    /** ORDINAL gap weights {@code W(j−1,j)} (ALGORITHMS.md §5); empty means all 1. */
    public List<Double> gaps() {
        return gaps;
    }

    /** SEMANTIC level weight exponent β (ALGORITHMS.md §5); empty means the default. */
    public Optional<Double> beta() {
        return Optional.ofNullable(beta);
    }

    /** Sensitivity levels of SENSITIVE values (ALGORITHMS.md §4), value → level ≥ 1. */
    public Map<String, Integer> levels() {
        return levels;
    }

    /** The column holding each record's personal requirement level (ALGORITHMS.md §4), if any. */
    public Optional<String> requirement() {
        return Optional.ofNullable(requirement);
    }

    public Optional<String> description() {
        return Optional.ofNullable(description);
    }

    public boolean is(AttributeRole r) {
        return role == r;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Attribute)) {
            return false;
        }
        Attribute a = (Attribute) o;
        return nullable == a.nullable && knownToAttackers == a.knownToAttackers && Double.compare(weight, a.weight) == 0 && name.equals(a.name)
                && role == a.role && Objects.equals(type, a.type) && privateValues.equals(a.privateValues)
                && Objects.equals(hierarchy, a.hierarchy) && order.equals(a.order) && gaps.equals(a.gaps)
                && Objects.equals(beta, a.beta) && levels.equals(a.levels)
                && Objects.equals(requirement, a.requirement) && Objects.equals(description, a.description);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, role, type, nullable, privateValues, hierarchy, order, weight);
    }

    @Override
    public String toString() {
        return name + ":" + role + (type == null ? "" : ":" + type);
    }

    /** Mutable builder for {@link Attribute}. */
    public static final class Builder {
        private final String name;
        private final AttributeRole role;
        private AttributeType type;
        private boolean nullable = true;
        private boolean knownToAttackers = true;
        private Set<String> privateValues = new LinkedHashSet<>();
        private HierarchySpec hierarchy;
        private List<String> order = List.of();
        private double weight = 1.0;
        private List<Double> gaps = List.of();
        private Double beta;
        private Map<String, Integer> levels = new LinkedHashMap<>();
        private String requirement;
        private String description;

        private Builder(String name, AttributeRole role) {
            this.name = name;
            this.role = role;
        }

        public Builder type(AttributeType t) {
            this.type = t;
            return this;
        }

        public Builder knownToAttackers(boolean known) {
            this.knownToAttackers = known;
            return this;
        }

        public Builder nullable(boolean n) {
            this.nullable = n;
            return this;
        }

        public Builder privateValues(Iterable<String> values) {
            this.privateValues = new LinkedHashSet<>();
            values.forEach(this.privateValues::add);
            return this;
        }

        public Builder hierarchy(HierarchySpec h) {
            this.hierarchy = h;
            return this;
        }

        public Builder order(List<String> o) {
            this.order = o;
            return this;
        }

        public Builder weight(double w) {
            this.weight = w;
            return this;
        }

        public Builder gaps(List<Double> g) {
            this.gaps = g;
            return this;
        }

        public Builder beta(Double b) {
            this.beta = b;
            return this;
        }

        public Builder levels(Map<String, Integer> l) {
            this.levels = new LinkedHashMap<>(l);
            return this;
        }

        public Builder requirement(String r) {
            this.requirement = r;
            return this;
        }

        public Builder description(String d) {
            this.description = d;
            return this;
        }

        public Attribute build() {
            return new Attribute(this);
        }
    }
}
