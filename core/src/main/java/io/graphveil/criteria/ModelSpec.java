package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.verify.Claim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The privacy model of a run as one value: the criteria the user asked for, each checked once when
 * it was made ({@link CriterionSpec}), plus the rules between them (one of each kind, k always,
 * p at most k). It builds the {@link PrivacyModel} a search uses and the {@link Claim} the verifier
 * checks, so options, validation, search and verification cannot drift apart. Immutable.
 */
public record ModelSpec(List<CriterionSpec> criteria) {
    public ModelSpec {
        criteria = List.copyOf(criteria);
        if (criteria.stream().noneMatch(c -> c instanceof CriterionSpec.K)) {
            throw new BadParameterException("the privacy model needs --k");
        }
        for (CriterionSpec c : criteria) {
            if (criteria.stream().filter(d -> d.getClass() == c.getClass()).count() > 1) {
                throw new BadParameterException(c.option() + " is given twice");
            }
        }
        int k = criteria.stream().filter(c -> c instanceof CriterionSpec.K).map(c -> ((CriterionSpec.K) c).k())
                .findFirst().orElseThrow();
        for (CriterionSpec c : criteria) {
            if (c instanceof CriterionSpec.P p && p.p() > k) {
                throw new BadParameterException("--p must not exceed --k (p-sensitive k-anonymity), not " + p.p());
            }
        }
    }

    /** A model of {@code k} and the further criteria given (null entries are left out). */
    public static ModelSpec of(int k, CriterionSpec... more) {
        List<CriterionSpec> all = new ArrayList<>();
        all.add(new CriterionSpec.K(k));
        for (CriterionSpec c : more) {
            if (c != null) {
                all.add(c);
            }
        }
        return new ModelSpec(all);
    }

    /** The same model with {@code c} added. */
    public ModelSpec with(CriterionSpec c) {
        List<CriterionSpec> all = new ArrayList<>(criteria);
        all.add(c);
        return new ModelSpec(all);
    }

    /** The criterion of this kind, if the model has it. */
    public <T extends CriterionSpec> Optional<T> find(Class<T> kind) {
        return criteria.stream().filter(kind::isInstance).map(kind::cast).findFirst();
    }

    public int k() {
        return find(CriterionSpec.K.class).orElseThrow().k();
    }

    /** α, or null when the model has none. */
    public Double alpha() {
        return find(CriterionSpec.Alpha.class).map(CriterionSpec.Alpha::alpha).orElse(null);
    }

    /** Whether a criterion reads the SENSITIVE attribute (l, entropy l, t, p, w). */
    public boolean readsSensitive() {
        return criteria.stream().anyMatch(c -> !(c instanceof CriterionSpec.K || c instanceof CriterionSpec.Alpha));
    }

    /** The criteria a search uses, in the order given. */
    public PrivacyModel build(CriterionSpec.Context context) {
        List<PrivacyCriterion> built = new ArrayList<>();
        for (CriterionSpec c : criteria) {
            built.add(c.build(context));
        }
        return new PrivacyModel(built);
    }

    /**
     * The claim the verifier checks.
     *
     * @param maxSuppressed the most rows (persons, with {@code strictPersons}) it may find suppressed
     * @param strictPersons whether k counts distinct persons (checked with the secret mapping)
     * @param context       the table the search started from and the published schema
     */
    public Claim claim(long maxSuppressed, boolean strictPersons, CriterionSpec.Context context) {
        Claim claim = new Claim(null, null, null, null, maxSuppressed, strictPersons);
        for (CriterionSpec c : criteria) {
            claim = c.claim(claim, context);
        }
        return claim;
    }

    /** The options that state this model, e.g. {@code --k 5 --alpha 0.5}. */
    public String describe() {
        return criteria.stream().map(c -> c.option() + " " + c.value()).collect(Collectors.joining(" "));
    }
}
