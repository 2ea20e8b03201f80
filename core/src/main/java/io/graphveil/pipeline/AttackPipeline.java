package io.graphveil.pipeline;

import io.graphveil.BadInputException;
import io.graphveil.Stopwatch;
import io.graphveil.attack.AttackInput;
import io.graphveil.attack.AttackResult;
import io.graphveil.attack.Attacks;
import io.graphveil.attack.PrivacyAudit;
import io.graphveil.publish.GraphInput;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;

import java.util.List;

/**
 * What {@code graphveil attack} runs: every attacker of ALGORITHMS.md §1.6 on a publication and, as the
 * baseline, on the original published as it is; and, when the original has PRIVACY attributes, the
 * disclosure attackers of docs/THREAT-MODEL.md before and after. No I/O here.
 */
public final class AttackPipeline {
    private AttackPipeline() {
    }

    /**
     * Everything an attack found. Immutable.
     *
     * @param after       each attacker's result on the publication
     * @param before      each attacker's result on the original published as it is
     * @param audit       the disclosure attackers on the publication, or null without PRIVACY attributes
     * @param auditBefore the disclosure attackers on the original, or null without PRIVACY attributes
     * @param persons     persons of the original
     * @param nodes       nodes of the publication
     */
    public record Outcome(List<AttackResult> after, List<AttackResult> before, PrivacyAudit.Result audit,
                          PrivacyAudit.Result auditBefore, int persons, int nodes) {
        /**
         * Copies the result lists.
         *
         * @param after       each attacker's result on the publication
         * @param before      each attacker's result on the original
         * @param audit       the disclosure attackers on the publication, or null
         * @param auditBefore the disclosure attackers on the original, or null
         * @param persons     persons of the original
         * @param nodes       nodes of the publication
         */
        public Outcome {
            after = List.copyOf(after);
            before = List.copyOf(before);
        }

        /**
         * Whether the disclosure attackers ran (the original has a PRIVACY attribute).
         *
         * @return true when {@link #audit()} is there
         */
        public boolean disclosure() {
            return audit != null;
        }
    }

    /**
     * Attacks {@code published} with what an attacker may know of {@code original}.
     *
     * @param original     the original: a dataset folder or a graph file
     * @param published    the publication (an {@code anonymize} output) or a graph
     * @param personOfNode the person of each published node (from the secret mapping) to score
     *                     re-identification, or null; the attackers never read it
     * @param alpha        an inference counts when its confidence exceeds it
     * @param seed         the seed of the sampled parts, and of the private ratio
     * @param privateRatio the private ratio the publication was made with, or null for the schema's sets
     * @param clock        times the stages
     * @return what the attackers found
     * @throws BadInputException when {@code original} is a publication
     */
    public static Outcome run(GraphInput original, GraphInput published, int[] personOfNode, double alpha, long seed,
                              Double privateRatio, Stopwatch clock) {
        if (original.published()) {
            throw new BadInputException(original.dir() + ": the original must be a dataset folder (nodes.csv, "
                    + "edges.csv) or a graph file");
        }
        AttackInput in = new AttackInput(original.network(), published.network(), original.dataset().hierarchies());
        clock.start("attack");
        List<AttackResult> after = Attacks.run(in, personOfNode, alpha);
        clock.stop("attack");
        clock.start("baseline");
        List<AttackResult> before = Attacks.baseline(in, alpha);
        clock.stop("baseline");
        // a bare graph holds no private value: the disclosure attackers have nothing to find
        boolean disclosure = original.network().schema().attributes().stream()
                .anyMatch(a -> a.role() == AttributeRole.PRIVACY);
        PrivacyAudit.Result audit = null;
        PrivacyAudit.Result auditBefore = null;
        if (disclosure) {
            clock.start("disclosure");
            // the policy the run applied: the original's private values (or the ratio's), closed upward as
            // anonymize closes them; the published schema lists only those its table shows
            Schema policy = Policy.apply(original.dataset(), null, true, true, privateRatio, seed).dataset().schema();
            var o = original.network();
            var p = published.network();
            audit = PrivacyAudit.run(new PrivacyAudit.Input(o.table(), o.structure(), p.table(), p.structure(),
                    original.dataset().hierarchies(), policy, personOfNode, alpha, seed), PrivacyAudit.Effort.FULL);
            auditBefore = PrivacyAudit.run(new PrivacyAudit.Input(o.table(), o.structure(), o.table(), o.structure(),
                    original.dataset().hierarchies(), policy, null, alpha, seed), PrivacyAudit.Effort.GATE);
            clock.stop("disclosure");
        }
        return new Outcome(after, before, audit, auditBefore, original.network().nodeCount(),
                published.network().nodeCount());
    }
}
