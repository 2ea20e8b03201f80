package io.graphveil.verify;

import java.util.ArrayList;
import java.util.List;

/**
 * The privacy model a publication claims, as the verifier checks it: any of {@code k},
 * {@code α}, distinct {@code l}-diversity, {@code p}-sensitivity and the {@code w} of personalized
 * (w,l,k)-anonymity (null when not claimed), the
 * most records it may have suppressed (null: no limit, but the count is always reported), and
 * whether {@code k} counts distinct persons (checked with the secret mapping).
 */
public record Claim(Integer k, Double alpha, Integer l, Integer p, Long maxSuppressed, boolean strictPersons,
                    SensitivityClaim sensitivity, List<ClassCheck> checks) {

    public Claim {
        checks = List.copyOf(checks);
    }

    /** A claim without further class checks. */
    public Claim(Integer k, Double alpha, Integer l, Integer p, Long maxSuppressed, boolean strictPersons,
                 SensitivityClaim sensitivity) {
        this(k, alpha, l, p, maxSuppressed, strictPersons, sensitivity, List.of());
    }

    /** A claim without {@code w}. */
    public Claim(Integer k, Double alpha, Integer l, Integer p, Long maxSuppressed, boolean strictPersons) {
        this(k, alpha, l, p, maxSuppressed, strictPersons, null);
    }

    public static Claim of(Integer k, Double alpha) {
        return new Claim(k, alpha, null, null, null, false);
    }

    public Claim withMaxSuppressed(long max) {
        return new Claim(k, alpha, l, p, max, strictPersons, sensitivity, checks);
    }

    /** The same claim with {@code w} (personalized (w,l,k)-anonymity) added. */
    public Claim withSensitivity(SensitivityClaim s) {
        return new Claim(k, alpha, l, p, maxSuppressed, strictPersons, s, checks);
    }

    /** The same claim with a further criterion, checked class by class by {@code check}. */
    public Claim with(ClassCheck check) {
        List<ClassCheck> all = new ArrayList<>(checks);
        all.add(check);
        return new Claim(k, alpha, l, p, maxSuppressed, strictPersons, sensitivity, all);
    }

    /** The claimed model in words, e.g. {@code (0.5,3)-anonymity}. */
    public String describe() {
        List<String> parts = new ArrayList<>();
        if (k != null && alpha != null) {
            parts.add("(" + alpha + "," + k + ")-anonymity");
        } else if (k != null) {
            parts.add(k + "-anonymity");
        } else if (alpha != null) {
            parts.add("(" + alpha + ")-deassociation");
        }
        if (l != null) {
            parts.add("distinct " + l + "-diversity");
        }
        if (p != null) {
            parts.add(p + "-sensitivity");
        }
        if (sensitivity != null) {
            parts.add(sensitivity.describe());
        }
        checks.forEach(c -> parts.add(c.describe()));
        if (strictPersons) {
            parts.add("k counting distinct persons");
        }
        return parts.isEmpty() ? "none" : String.join(" + ", parts);
    }
}
