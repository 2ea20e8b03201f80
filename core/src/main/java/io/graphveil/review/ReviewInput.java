package io.graphveil.review;

import io.graphveil.attack.PrivacyAudit;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Table;
import io.graphveil.render.Pictures;

import java.util.List;

/**
 * What a review page shows, as values; a run ({@code anonymize}, {@code table}) and
 * {@code graphveil review} (from a publication, the original and the mapping) fill it the same
 * way. Parts that are unknown are null and the page says what would show them. Immutable as far as
 * its parts are (tables and graphs are).
 *
 * @param name           the dataset's name
 * @param model          the privacy model, e.g. {@code 5-anonymity + (0.5)-deassociation}
 * @param algorithm      the table algorithm, or null when unknown
 * @param passed         whether the verifier passed the published files
 * @param verdict        the verifier's one-line verdict
 * @param gate           the privacy gate's one-line outcome, or null
 * @param figures        label/value pairs for the summary table (sizes, quality)
 * @param original       one row per person of the original (with the policy's private values), or null
 * @param published      the published rows
 * @param personOf       each published row's person (row of {@code original}), or null when rows are persons
 * @param originalGraph  the original friendships, null for a table
 * @param publishedGraph the published friendships, null for a table
 * @param attacksBefore  the disclosure attackers on the original published as it is, or null
 * @param attacksAfter   the disclosure attackers on the publication, or null
 * @param utilityBefore  the original graph's utility, or null
 * @param utilityAfter   the published graph's utility, or null
 * @param drawing        the before/after drawing's layout and selection, or null (no pictures)
 */
public record ReviewInput(String name, String model, String algorithm, boolean passed, String verdict, String gate,
                          List<String[]> figures, Table original, Table published, int[] personOf,
                          IndexedGraph originalGraph, IndexedGraph publishedGraph,
                          PrivacyAudit.Result attacksBefore, PrivacyAudit.Result attacksAfter,
                          GraphUtility utilityBefore, GraphUtility utilityAfter, Pictures.BeforeAfter drawing) {
    /**
     * Copies the figures and the mapping.
     *
     * @param name           the dataset's name
     * @param model          the privacy model
     * @param algorithm      the table algorithm, or null
     * @param passed         whether the verifier passed
     * @param verdict        the verifier's verdict
     * @param gate           the gate's outcome, or null
     * @param figures        label/value pairs
     * @param original       the original rows, or null
     * @param published      the published rows
     * @param personOf       each published row's person, or null
     * @param originalGraph  the original friendships, or null
     * @param publishedGraph the published friendships, or null
     * @param attacksBefore  the attackers before, or null
     * @param attacksAfter   the attackers after, or null
     * @param utilityBefore  the utility before, or null
     * @param utilityAfter   the utility after, or null
     * @param drawing        the drawing, or null
     */
    public ReviewInput {
        figures = figures.stream().map(String[]::clone).toList();
        personOf = personOf == null ? null : personOf.clone();
    }

    @Override
    public int[] personOf() {
        return personOf == null ? null : personOf.clone();
    }

    @Override
    public List<String[]> figures() {
        return figures.stream().map(String[]::clone).toList();
    }

    /**
     * The person of published row {@code r}.
     *
     * @param r a published row
     * @return its person, {@code r} itself when rows are persons
     */
    int personOfRow(int r) {
        return personOf == null ? r : personOf[r];
    }

    /**
     * Whether this is a graph's review.
     *
     * @return true when the published friendships are known
     */
    public boolean isGraph() {
        return publishedGraph != null;
    }
}
