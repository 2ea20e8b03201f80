package io.graphveil.attack;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.io.Json;

import java.util.Arrays;

/**
 * What one disclosure attacker achieves against every person (docs/THREAT-MODEL.md): for each
 * private item (a private value, and holder status last), the holders, the holders
 * <em>exposed</em> (confidence above α in a value they hold) and the <em>false positives</em>
 * (persons not holding it, with confidence above α); and the persons exposed in some private
 * value. {@code targets} persons were attacked ({@code sampled} when fewer than all). Immutable.
 *
 * @param attacker     the attacker's name, e.g. {@code qi+degree tolerant}
 * @param gated        whether the privacy gate acts on this attacker's exposures
 * @param itemNames    the items, holder status last
 * @param holders      per item, holders among the attacked persons
 * @param exposed      per item, holders exposed
 * @param falsePositives per item, non-holders with confidence above α
 * @param exposedPersons the persons exposed in some private value (not holder status), ascending
 * @param noCandidate  attacked persons with no candidate row at all
 * @param meanCandidates mean number of candidate persons
 * @param revealingRows  the candidate rows of exposed persons that reveal a value they are
 *                       exposed in, ascending: what a repair must blank
 */
public record Exposure(String attacker, boolean gated, String[] itemNames, int[] holders, int[] exposed,
                       int[] falsePositives, int[] exposedPersons, int targets, boolean sampled, int noCandidate,
                       double meanCandidates, int[] revealingRows) {
    public Exposure {
        itemNames = itemNames.clone();
        holders = holders.clone();
        exposed = exposed.clone();
        falsePositives = falsePositives.clone();
        exposedPersons = exposedPersons.clone();
        revealingRows = revealingRows.clone();
    }

    @Override
    public int[] revealingRows() {
        return revealingRows.clone();
    }

    /** Number of persons exposed in some private value. */
    public int exposedCount() {
        return exposedPersons.length;
    }

    /** The holder-status entry is the last item. */
    public int holderStatusExposed() {
        return exposed[exposed.length - 1];
    }

    /** Holders of any private value among the attacked persons. */
    public int holdersOfAny() {
        return holders[holders.length - 1];
    }

    /** Share of holders exposed in some private value they hold. */
    public double exposedShare() {
        return holdersOfAny() == 0 ? 0 : exposedCount() / (double) holdersOfAny();
    }

    /** Inferences above α that were right, among all inferences above α (per value); NaN when none. */
    public double precision() {
        long right = 0;
        long wrong = 0;
        for (int i = 0; i < exposed.length - 1; i++) {
            right += exposed[i];
            wrong += falsePositives[i];
        }
        return right + wrong == 0 ? Double.NaN : right / (double) (right + wrong);
    }

    @Override
    public int[] exposedPersons() {
        return exposedPersons.clone();
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("gated", gated);
        o.put("targets", targets);
        o.put("sampled", sampled);
        o.put("persons_exposed", exposedCount());
        o.put("holders", holdersOfAny());
        o.put("exposed_share_of_holders", exposedShare());
        o.put("holder_status_exposed", holderStatusExposed());
        o.put("holder_status_false_positives", falsePositives[falsePositives.length - 1]);
        double precision = precision();
        if (Double.isNaN(precision)) {
            o.putNull("precision");
        } else {
            o.put("precision", precision);
        }
        o.put("no_candidate", noCandidate);
        o.put("mean_candidate_persons", meanCandidates);
        ObjectNode perValue = o.putObject("per_value");
        for (int i = 0; i < itemNames.length - 1; i++) {
            if (holders[i] > 0 || falsePositives[i] > 0) {
                ObjectNode v = perValue.putObject(itemNames[i]);
                v.put("holders", holders[i]);
                v.put("exposed", exposed[i]);
                v.put("false_positives", falsePositives[i]);
            }
        }
        return o;
    }

    @Override
    public String toString() {
        return attacker + ": " + exposedCount() + " of " + holdersOfAny() + " holders exposed " + Arrays.toString(exposed);
    }
}
