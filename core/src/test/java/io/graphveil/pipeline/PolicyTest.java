package io.graphveil.pipeline;

import io.graphveil.BadParameterException;
import io.graphveil.Networks;
import io.graphveil.io.Dataset;
import io.graphveil.model.Attribute;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PolicyTest {
    @Test
    void privateRatioDrawsFromTheHierarchysDomainWithTheSeed() {
        Dataset d = Networks.movieLensLike(100, 0, 0.1, 4, 1);
        assertEquals(21, Policy.domain(d, d.schema().indexOf("occupation")).size(),
                "the domain is the hierarchy's 21 leaves, not only the values in the data");
        Attribute a = Policy.withPrivateRatio(d, 0.2, 7).schema().attribute("occupation");
        assertEquals(5, a.privateValues().size(), "ceil(0.2 * 21) = 5");
        assertEquals(a.privateValues(), Policy.withPrivateRatio(d, 0.2, 7).schema().attribute("occupation")
                .privateValues());
        assertNotEquals(a.privateValues(), Policy.withPrivateRatio(d, 0.2, 8).schema().attribute("occupation")
                .privateValues());
        assertTrue(Policy.withPrivateRatio(d, 0, 7).schema().attribute("occupation").privateValues().isEmpty());
    }

    @Test
    void privateValuesMustBeInTheDomain() {
        Dataset d = Networks.movieLensLike(50, 0, 0.1, 4, 1);
        Attribute bad = d.schema().attribute("occupation").toBuilder().privateValues(List.of("6", "99")).build();
        Dataset withBad = d.withTable(d.table().withSchema(d.schema().withAttribute(bad)));
        io.graphveil.BadInputException e = assertThrows(io.graphveil.BadInputException.class,
                () -> Policy.checkPrivateValuesInDomain(withBad));
        assertTrue(e.getMessage().contains("'99'"), e.getMessage());
        assertEquals(3, e.exitCode(), "a private value outside the domain is bad input data");
    }

    private static Dataset withPrivate(Dataset d, List<String> codes) {
        Attribute a = d.schema().attribute("occupation").toBuilder().privateValues(codes).build();
        return d.withTable(d.table().withSchema(d.schema().withAttribute(a)));
    }

    @Test
    void privateSetsCloseUpwardOnTheMovieLensOccupationHierarchy() {
        Dataset d = Networks.movieLensLike(50, 0, 0.1, 4, 1);
        Policy.Closed doctorAndLawyer = Policy.closeUpward(withPrivate(d, List.of("6", "11", "19")));
        assertEquals(java.util.Map.of("occupation", List.of("professional")), doctorAndLawyer.added(),
                "professional = {6, 11}: both private; 19's group also holds 0, 9, 13");
        assertEquals(List.of("6", "11", "19", "professional"), List.copyOf(doctorAndLawyer.dataset().schema()
                .attribute("occupation").privateValues()));
        Policy.Closed notWorking = Policy.closeUpward(withPrivate(d, List.of("0", "4", "6", "9", "10", "11", "13", "19")));
        assertEquals(List.of("not-working-or-other", "student", "professional", "not-working"),
                notWorking.added().get("occupation"), "by level, then in the hierarchy's depth-first order");
        Policy.Closed all = Policy.closeUpward(withPrivate(d, Policy.domain(d, d.schema().indexOf("occupation"))));
        assertTrue(all.added().get("occupation").contains("working"));
        assertFalse(all.dataset().schema().attribute("occupation").isPrivateValue("*"), "the root never");
        Policy.Closed none = Policy.closeUpward(withPrivate(d, List.of("6")));
        assertTrue(none.added().isEmpty());
        assertTrue(none.dataset() == withPrivate(d, List.of("6")) || none.dataset().schema().attribute("occupation")
                .privateValues().equals(java.util.Set.of("6")));
    }

    @Test
    void applyRunsTheStepsInOrderAndRecordsTheAddedLabels() {
        Dataset d = Networks.movieLensLike(100, 0, 0.1, 4, 1);
        io.graphveil.io.RunReport report = new io.graphveil.io.RunReport("test");
        Policy.Closed closed = Policy.apply(d, null, true, true, 0.5, 7);
        closed.describeInto(report);
        Dataset applied = closed.dataset();
        Policy.Closed expected = Policy.closeUpward(Policy.withPrivateRatio(d, 0.5, 7));
        assertEquals(expected.dataset().schema().attribute("occupation").privateValues(),
                applied.schema().attribute("occupation").privateValues());
        assertEquals(expected.added().getOrDefault("occupation", List.of()).size(),
                report.owner("policy").path("private_labels_added").path("occupation").size());
        assertThrows(BadParameterException.class, () -> Policy.apply(d, "occupation", true, true, null, 7),
                "a PRIVACY attribute cannot be made SENSITIVE on a graph");
    }

    @Test
    void dataflyNeverPublishesALabelWhoseLeavesAreAllPrivate() {
        Dataset d = Policy.closeUpward(withPrivate(Networks.movieLensLike(400, 0, 0.1, 4, 3), List.of("6", "11")))
                .dataset();
        var model = io.graphveil.criteria.PrivacyModel.of(new io.graphveil.criteria.KAnonymity(2),
                new io.graphveil.criteria.AlphaDeassociation(0.05));
        io.graphveil.anonymize.AnonymizationResult r = new io.graphveil.anonymize.Datafly(true, true).anonymize(
                d.table(), d.hierarchies(), model, io.graphveil.anonymize.SuppressionBudget.share(0.01), 1);
        int occupation = d.schema().indexOf("occupation");
        java.util.Set<String> published = new java.util.TreeSet<>();
        for (int row = 0; row < r.table().rowCount(); row++) {
            published.add(r.table().value(row, occupation));
        }
        assertTrue(published.contains("working"), "occupation was generalized: " + published);
        assertFalse(published.contains("professional"), "'professional' says doctor or lawyer: " + published);
        // The safe rules go further: no published label may be worn by holders in more than an alpha share.
        io.graphveil.anonymize.AnonymizationResult safe = new io.graphveil.anonymize.Datafly(true).anonymize(
                d.table(), d.hierarchies(), model, io.graphveil.anonymize.SuppressionBudget.share(0.01), 1);
        java.util.Map<String, int[]> carriers = new java.util.TreeMap<>();
        for (int row = 0; row < safe.table().rowCount(); row++) {
            int[] c = carriers.computeIfAbsent(safe.table().value(row, occupation), x -> new int[2]);
            c[0]++;
            c[1] += List.of("6", "11").contains(d.table().value(row, occupation)) ? 1 : 0;
        }
        // (the root '*' is exempt: with holders 6.75 % of the rows, alpha = 0.05 is below their base rate,
        // which no generalization can hide; the privacy gate refuses such a publication)
        carriers.forEach((label, c) -> assertTrue(label.equals("6") || label.equals("11") || label.equals("*")
                || c[1] <= 0.05 * c[0], label + " is worn by " + c[1] + " holders of " + c[0] + " rows"));
    }
}
