package io.graphveil.attack;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.io.Json;

/**
 * The outcome of one attack (one kind of knowledge, exact or tolerant) over every original person:
 * the distribution of candidate-set sizes, how many persons are pinned to a single node, how many
 * of those are truly re-identified (the node is one of their copies; needs the secret mapping), how
 * many candidate sets hold one of the person's copies at all, and how many holders of a private
 * value have it inferred with confidence above α (the share of their candidates showing it).
 * Immutable.
 *
 * @param candidates   the candidate-set size of each original person
 * @param distribution persons per bucket of candidate-set size ({@link #BUCKET_LABELS})
 * @param reidentified persons whose single candidate is one of their copies; −1 without the mapping
 * @param truthInSet   persons whose candidate set holds one of their copies; −1 without the mapping
 */
public record AttackResult(String knowledge, Knowledge.Matching matching, int[] candidates, long[] distribution,
                           double meanCandidates, int medianCandidates, int unique, int reidentified,
                           int truthInSet, int holders, int inferred, double alpha) {
    public AttackResult {
        candidates = candidates.clone();
        distribution = distribution.clone();
    }

    /** Number of original persons attacked. */
    public int persons() {
        return candidates.length;
    }

    /** Candidate-set size of each person, a copy. */
    @Override
    public int[] candidates() {
        return candidates.clone();
    }

    @Override
    public long[] distribution() {
        return distribution.clone();
    }

    /** Upper ends of the distribution's buckets (the last is open): 0, 1, 2, 3–4, 5–9, 10–19, 20–49, 50+. */
    public static final String[] BUCKET_LABELS = {"0", "1", "2", "3-4", "5-9", "10-19", "20-49", "50+"};
    static final int[] BUCKET_TOPS = {0, 1, 2, 4, 9, 19, 49, Integer.MAX_VALUE};

    static int bucket(int size) {
        int b = 0;
        while (size > BUCKET_TOPS[b]) {
            b++;
        }
        return b;
    }

    /** Whether the secret mapping scored the attack. */
    public boolean scored() {
        return reidentified >= 0;
    }

    /** Share of persons with exactly one candidate. */
    public double uniqueShare() {
        return persons() == 0 ? 0 : unique / (double) persons();
    }

    /** Share of persons re-identified (single candidate, one of their copies); NaN without the mapping. */
    public double reidentifiedShare() {
        return !scored() || persons() == 0 ? Double.NaN : reidentified / (double) persons();
    }

    /** Share of persons whose candidate set holds one of their copies; NaN without the mapping. */
    public double truthInSetShare() {
        return !scored() || persons() == 0 ? Double.NaN : truthInSet / (double) persons();
    }

    /** Share of private-value holders with a private value inferred with confidence above α. */
    public double inferredShare() {
        return holders == 0 ? 0 : inferred / (double) holders;
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("persons", persons());
        ObjectNode d = o.putObject("candidate_set_sizes");
        for (int b = 0; b < distribution.length; b++) {
            d.put(BUCKET_LABELS[b], distribution[b]);
        }
        o.put("mean_candidates", meanCandidates);
        o.put("median_candidates", medianCandidates);
        o.put("unique", unique);
        o.put("unique_share", uniqueShare());
        if (scored()) {
            o.put("reidentified", reidentified);
            o.put("reidentified_share", reidentifiedShare());
            o.put("truth_in_candidates_share", truthInSetShare());
        } else {
            o.putNull("reidentified");
            o.putNull("reidentified_share");
            o.putNull("truth_in_candidates_share");
        }
        o.put("holders", holders);
        o.put("inferred", inferred);
        o.put("inferred_share", inferredShare());
        return o;
    }
}
