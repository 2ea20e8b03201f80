package io.graphveil.attack;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.io.Json;
import io.graphveil.model.Permutations;

import java.util.ArrayList;
import java.util.List;

/**
 * The privacy checks of ALGORITHMS.md §1.6 as attacks: every kind of knowledge — (a) degree, (b) number of
 * attribute values, (c) both, (d) the 1-neighbourhood's degree sequence, (e) the quasi-identifier
 * values — with the exact and the tolerant attacker, on the publication and, as the baseline, on
 * the original network published as it is. The attacks read only the original and published
 * networks; the secret mapping, when given, only scores them.
 */
public final class Attacks {
    private Attacks() {
    }

    /** The knowledge kinds of ALGORITHMS.md §1.6, in order (a) to (e). */
    public static List<Knowledge> knowledge(AttackInput in) {
        if (structuralOnly(in)) {
            return List.of(new DegreeKnowledge(in), new NeighborhoodKnowledge(in));
        }
        CountKnowledge degree = new DegreeKnowledge(in);
        CountKnowledge values = new ValueCountKnowledge(in);
        return List.of(degree, values, new CombinedKnowledge(degree, values), new NeighborhoodKnowledge(in),
                new QuasiIdentifierKnowledge(in));
    }

    /** Whether the original is a bare graph (no attribute but identifiers): then only (a) and (d) apply. */
    public static boolean structuralOnly(AttackInput in) {
        return in.original().schema().attributes().stream()
                .allMatch(a -> a.role() == io.graphveil.model.AttributeRole.IDENTIFIER);
    }

    /**
     * Every attack on {@code in}.
     *
     * @param personOfNode the person of each published node (the secret mapping), or null
     * @param alpha        an inference counts when its confidence exceeds this
     */
    public static List<AttackResult> run(AttackInput in, int[] personOfNode, double alpha) {
        PrivateValues privateValues = PrivateValues.of(in);
        int persons = in.original().nodeCount();
        int nodes = in.published().nodeCount();
        List<AttackResult> out = new ArrayList<>();
        for (Knowledge k : knowledge(in)) {
            CandidateSets attack = new CandidateSets(k, persons, nodes, privateValues);
            for (Knowledge.Matching m : Knowledge.Matching.values()) {
                out.add(attack.run(m, personOfNode, alpha));
            }
        }
        return out;
    }

    /** The attacks on the original published as it is: every person is their own, only, node. */
    public static List<AttackResult> baseline(AttackInput in, double alpha) {
        return run(in.baseline(), Permutations.identity(in.original().nodeCount()), alpha);
    }

    /** {@code {knowledge: {exact: {...}, tolerant: {...}}}}. */
    public static ObjectNode toJson(List<AttackResult> results) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        for (AttackResult r : results) {
            ObjectNode k = o.has(r.knowledge()) ? (ObjectNode) o.get(r.knowledge()) : o.putObject(r.knowledge());
            k.set(r.matching().key(), r.toJson());
        }
        return o;
    }
}
