package io.graphveil.attack;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Json;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.policy.PrivateItems;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The attacks of docs/THREAT-MODEL.md on one publication, read together: which published details
 * reveal private values ({@link Tells}), how many persons each disclosure attacker exposes
 * ({@link Disclosure}), and how well the two copies of a person can be paired
 * ({@link PairLinkage}). The attacker reads the publication and, for each person, the background
 * the threat model grants (quasi-identifiers, degree, 1-neighbourhood degree sequence) from the
 * original; the owner's mapping, when given, counts persons (a person's two rows are one) and
 * tells which tokens holders carry — the worst case of an attacker who has learnt the
 * publication's statistics. Without the mapping every row is its own person and only a shown
 * private value reveals it. What the gate runs in memory before publishing, and what
 * {@code graphveil attack} runs on a published folder.
 */
public final class PrivacyAudit {
    private PrivacyAudit() {
    }

    /**
     * What an audit reads.
     *
     * @param original       one row per person (the attacker's background knowledge)
     * @param originalGraph  the original friendships, or null for a table
     * @param published      the published rows (row {@code r} = node {@code r} of {@code publishedGraph})
     * @param publishedGraph the published friendships, or null for a table
     * @param hierarchies    the hierarchies of the policy (cover matching, labels)
     * @param policy         the schema whose private-value sets are at stake
     * @param personOf       each published row's person (the mapping), or null
     */
    public record Input(Table original, IndexedGraph originalGraph, Table published, IndexedGraph publishedGraph,
                        Hierarchies hierarchies, Schema policy, int[] personOf, double alpha, long seed) {
    }

    /** One revealing token: e.g. {@code job=*} reveals {@code job=19}, carried by 40 persons, 62 % holders. */
    public record Tell(String token, String item, int persons, double holderShare) {
    }

    /**
     * Everything an audit found. Immutable.
     *
     * @param linkage    the pair linkage, or null when not measured (no mapping, or not asked)
     * @param timingsMs  per part of the audit
     */
    public record Result(List<Exposure> exposures, List<Tell> tells, PairLinkage linkage, boolean scored,
                         Map<String, Long> timingsMs) {
        public Result {
            exposures = List.copyOf(exposures);
            tells = List.copyOf(tells);
            timingsMs = Map.copyOf(timingsMs);
        }

        /** This result with the pair linkage measured on {@code in} added. */
        public Result withLinkage(Input in) {
            if (in.personOf() == null) {
                return this;
            }
            long t = System.nanoTime();
            PairLinkage pairs = PairLinkage.measure(new Rows(in.published(), in.publishedGraph(), in.personOf()),
                    in.hierarchies(), in.seed());
            Map<String, Long> timings = new LinkedHashMap<>(timingsMs);
            timings.put("pair_linkage", ms(t));
            return new Result(exposures, tells, pairs, scored, timings);
        }

        /** The exposure under {@code attacker} (e.g. {@code qi+degree tolerant}), or null. */
        public Exposure exposure(String attacker) {
            for (Exposure e : exposures) {
                if (e.attacker().equals(attacker)) {
                    return e;
                }
            }
            return null;
        }

        /** The persons exposed by some gated attacker, ascending. */
        public int[] gatedExposed() {
            return exposures.stream().filter(Exposure::gated).flatMapToInt(e -> Arrays.stream(e.exposedPersons()))
                    .distinct().sorted().toArray();
        }

        /** The rows a repair must blank: every gated attacker's {@link Exposure#revealingRows}, ascending. */
        public int[] gatedRevealingRows() {
            return exposures.stream().filter(Exposure::gated).flatMapToInt(e -> Arrays.stream(e.revealingRows()))
                    .distinct().sorted().toArray();
        }

        /** The first gated attacker exposing the most persons, or null when none exposes anyone. */
        public Exposure worstGated() {
            Exposure worst = null;
            for (Exposure e : exposures) {
                if (e.gated() && e.exposedCount() > 0 && (worst == null || e.exposedCount() > worst.exposedCount())) {
                    worst = e;
                }
            }
            return worst;
        }

        public ObjectNode toJson() {
            ObjectNode o = Json.MAPPER.createObjectNode();
            o.put("scored_with_mapping", scored);
            ObjectNode attackers = o.putObject("attackers");
            for (Exposure e : exposures) {
                attackers.set(e.attacker(), e.toJson());
            }
            ArrayNode t = o.putArray("revealing_tokens");
            for (Tell tell : tells) {
                ObjectNode x = t.addObject();
                x.put("token", tell.token());
                x.put("reveals", tell.item());
                x.put("persons", tell.persons());
                x.put("holder_share", tell.holderShare());
            }
            if (linkage != null) {
                o.set("pair_linkage", linkage.toJson());
            }
            ObjectNode timings = o.putObject("timings_ms");
            new java.util.TreeMap<>(timingsMs).forEach(timings::put);
            return o;
        }
    }

    /**
     * The policy an attack on a published folder scores: the published schema, each PRIVACY
     * attribute's private values joined with the original schema's (a published schema lists only
     * the private values its table shows).
     */
    public static Schema policy(Schema original, Schema published) {
        List<io.graphveil.model.Attribute> attributes = new ArrayList<>();
        for (io.graphveil.model.Attribute a : published.attributes()) {
            int o = original.indexOf(a.name());
            if (a.role() == io.graphveil.model.AttributeRole.PRIVACY && o >= 0) {
                java.util.Set<String> all = new java.util.LinkedHashSet<>(a.privateValues());
                all.addAll(original.attribute(o).privateValues());
                attributes.add(a.toBuilder().privateValues(all).build());
            } else {
                attributes.add(a);
            }
        }
        return published.withAttributes(attributes);
    }

    /** Holder status: the name of the last item. */
    public static final String HOLDER_STATUS = "holder status";

    /**
     * @param linkage measure pair linkage as well (needs the mapping and costs most on large graphs)
     */
    public static Result run(Input in, boolean linkage) {
        Map<String, Long> timings = new LinkedHashMap<>();
        long t0 = System.nanoTime();
        PrivateItems items = PrivateItems.of(in.policy());
        int count = items.size() + 1;
        String[] names = new String[count];
        for (int i = 0; i < items.size(); i++) {
            names[i] = items.describe(i);
        }
        names[count - 1] = HOLDER_STATUS;
        int[][] held = withHolderStatus(items.held(in.original(), in.hierarchies()), count);
        Rows rows = new Rows(in.published(), in.publishedGraph(), in.personOf());
        boolean scored = in.personOf() != null;
        int[][] carried = scored ? held : withHolderStatus(items.held(in.published(), in.hierarchies()), count);
        Tells tells = Tells.of(rows, carried, count, in.alpha());
        timings.put("tells", ms(t0));
        long t1 = System.nanoTime();
        CoverIndex cover = CoverIndex.of(rows, in.original(), in.hierarchies());
        timings.put("cover", ms(t1));
        int[] degree = null;
        if (in.originalGraph() != null) {
            degree = new int[in.original().rowCount()];
            for (int p = 0; p < degree.length; p++) {
                degree[p] = in.originalGraph().degree(p);
            }
        }
        Disclosure disclosure = new Disclosure(rows, cover, tells, held, names, degree, in.originalGraph(),
                in.alpha(), in.seed());
        List<Exposure> exposures = new ArrayList<>();
        for (Disclosure.Attacker a : Disclosure.Attacker.values()) {
            if (a.usesGraph() && (in.publishedGraph() == null || in.originalGraph() == null)) {
                continue;
            }
            long t = System.nanoTime();
            exposures.add(disclosure.run(a));
            timings.put(a.key, ms(t));
        }
        List<Tell> tellList = new ArrayList<>();
        for (Tells.Tell t : tells.tells()) {
            tellList.add(new Tell(t.token(), names[t.item()], t.persons(), t.share()));
        }
        PairLinkage pairs = null;
        if (linkage && scored) {
            long t = System.nanoTime();
            pairs = PairLinkage.measure(rows, in.hierarchies(), in.seed());
            timings.put("pair_linkage", ms(t));
        }
        timings.put("total", ms(t0));
        return new Result(exposures, tellList, pairs, scored, timings);
    }

    private static int[][] withHolderStatus(int[][] held, int count) {
        int[][] out = new int[held.length][];
        for (int p = 0; p < held.length; p++) {
            out[p] = held[p].length == 0 ? held[p] : Arrays.copyOf(held[p], held[p].length + 1);
            if (held[p].length > 0) {
                out[p][held[p].length] = count - 1;
            }
        }
        return out;
    }

    private static long ms(long since) {
        return (System.nanoTime() - since) / 1_000_000;
    }
}
