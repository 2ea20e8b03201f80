package io.graphveil.verify;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.io.Json;

import java.util.ArrayList;
import java.util.List;

/** The verifier's verdict: the claimed model, pass or fail, every violation, and what it counted. Immutable. */
public final class VerificationReport {
    private final Claim claim;
    private final List<Violation> violations;
    private final int rows;
    private final int suppressed;
    private final int classes;
    private final int minClassSize;
    private final double maxPrivateShare;
    private final int minDistinctSensitive;
    private final int minDistinctPersons;
    private final double maxMeanSensitivity;

    private VerificationReport(Builder b) {
        this.claim = b.claim;
        this.violations = List.copyOf(b.violations);
        this.rows = b.rows;
        this.suppressed = b.suppressed;
        this.classes = b.classes;
        this.minClassSize = b.minClassSize;
        this.maxPrivateShare = b.maxPrivateShare;
        this.minDistinctSensitive = b.minDistinctSensitive;
        this.minDistinctPersons = b.minDistinctPersons;
        this.maxMeanSensitivity = b.maxMeanSensitivity;
    }

    /**
     * A verdict reached elsewhere — the distributed verifier's group-bys — in this form, so that
     * both engines print and report it alike.
     *
     * @param minDistinctSensitive −1 when not counted
     * @param minDistinctPersons   −1 without the mapping
     * @param maxMeanSensitivity   the largest mean general sensitivity of a class, −1 without {@code w}
     */
    public static VerificationReport of(Claim claim, List<Violation> violations, int rows, int suppressed,
                                        int classes, int minClassSize, double maxPrivateShare,
                                        int minDistinctSensitive, int minDistinctPersons,
                                        double maxMeanSensitivity) {
        Builder b = new Builder(claim, rows, suppressed, classes);
        if (maxMeanSensitivity >= 0) {
            b.meanSensitivity(maxMeanSensitivity);
        }
        violations.forEach(b::violation);
        if (classes > 0) {
            b.classSize(minClassSize);
        }
        b.privateShare(maxPrivateShare);
        if (minDistinctSensitive >= 0) {
            b.distinctSensitive(minDistinctSensitive);
        }
        if (minDistinctPersons >= 0) {
            b.distinctPersons(minDistinctPersons);
        }
        return b.build();
    }

    public boolean passed() {
        return violations.isEmpty();
    }

    public List<Violation> violations() {
        return violations;
    }

    public String model() {
        return claim.describe();
    }

    /** The model the publication claimed, as checked. */
    public Claim claim() {
        return claim;
    }

    public int rows() {
        return rows;
    }

    public int suppressed() {
        return suppressed;
    }

    public int classes() {
        return classes;
    }

    /** Smallest class (records); 0 when there is no class. */
    public int minClassSize() {
        return minClassSize == Integer.MAX_VALUE ? 0 : minClassSize;
    }

    /** Largest share of one private value in a class. */
    public double maxPrivateShare() {
        return maxPrivateShare;
    }

    /** Fewest distinct sensitive values in a class; −1 when not counted. */
    public int minDistinctSensitive() {
        return minDistinctSensitive == Integer.MAX_VALUE ? -1 : minDistinctSensitive;
    }

    /** Fewest distinct persons in a class; −1 without the mapping. */
    public int minDistinctPersons() {
        return minDistinctPersons == Integer.MAX_VALUE ? -1 : minDistinctPersons;
    }

    /** Largest mean general sensitivity of a class; −1 when {@code w} was not claimed. */
    public double maxMeanSensitivity() {
        return maxMeanSensitivity;
    }

    /** ALGORITHMS.md §7's {@code verification} object, with the counts behind it. */
    public ObjectNode toJson() {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("model", model());
        o.put("passed", passed());
        o.put("violations", violations.size());
        o.put("rows", rows);
        o.put("suppressed", suppressed);
        o.put("classes", classes);
        o.put("min_class_size", minClassSize());
        o.put("max_private_share", maxPrivateShare);
        if (minDistinctSensitive() >= 0) {
            o.put("min_distinct_sensitive", minDistinctSensitive());
        }
        if (minDistinctPersons() >= 0) {
            o.put("min_distinct_persons", minDistinctPersons());
        } else if (classes > 0) {
            // without the mapping a recipient knows only that each person has at most two rows
            o.put("min_persons_bound", (minClassSize() + 1) / 2);
        }
        if (maxMeanSensitivity >= 0) {
            o.put("max_mean_sensitivity", maxMeanSensitivity);
        }
        ArrayNode list = o.putArray("details");
        violations.stream().limit(100).forEach(v -> list.add(v.toString()));
        return o;
    }

    static final class Builder {
        private final Claim claim;
        private final int rows;
        private final int suppressed;
        private final int classes;
        private final List<Violation> violations = new ArrayList<>();
        private int minClassSize = Integer.MAX_VALUE;
        private double maxPrivateShare;
        private int minDistinctSensitive = Integer.MAX_VALUE;
        private int minDistinctPersons = Integer.MAX_VALUE;
        private double maxMeanSensitivity = -1;

        Builder(Claim claim, int rows, int suppressed, int classes) {
            this.claim = claim;
            this.rows = rows;
            this.suppressed = suppressed;
            this.classes = classes;
        }

        void violation(Violation v) {
            violations.add(v);
        }

        void classSize(int size) {
            minClassSize = Math.min(minClassSize, size);
        }

        void privateShare(double share) {
            maxPrivateShare = Math.max(maxPrivateShare, share);
        }

        void distinctSensitive(int d) {
            minDistinctSensitive = Math.min(minDistinctSensitive, d);
        }

        void distinctPersons(int d) {
            minDistinctPersons = Math.min(minDistinctPersons, d);
        }

        void meanSensitivity(double mean) {
            maxMeanSensitivity = Math.max(maxMeanSensitivity, mean);
        }

        VerificationReport build() {
            return new VerificationReport(this);
        }
    }
}
