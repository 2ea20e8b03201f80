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

    /**
     * How much an audit may spend: the persons the neighbourhood attackers attack at most (a seeded
     * sample beyond), and the pair linkers' work (none when {@code linkage} is false).
     */
    public record Effort(int neighbourhoodSample, boolean linkage, int valuePredictors, long structureSteps) {
        /** What {@code graphveil attack} spends. */
        public static final Effort FULL = new Effort(20_000, true, 20_000, 200_000_000L);
        /** The gate's checks between repairs: the gated attackers in full, no linkage. */
        public static final Effort GATE = new Effort(1_000, false, 0, 0);
        /** The gate's final report: a sample of {@link #FULL}'s linkage. */
        public static final Effort GATE_LINKAGE = new Effort(1_000, true, 300, 2_000_000L);
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

        /** This result with the pair linkage measured on {@code in} within {@code effort} added. */
        public Result withLinkage(Input in, Effort effort) {
            if (in.personOf() == null || !effort.linkage()) {
                return this;
            }
            long t = System.nanoTime();
            PairLinkage pairs = PairLinkage.measure(new Rows(in.published(), in.publishedGraph(), in.personOf()),
                    in.hierarchies(), in.seed(), effort.valuePredictors(), effort.structureSteps());
            return withLinkage(pairs, ms(t));
        }

        /** This result with {@code pairs}, measured in {@code ms} milliseconds (here, or by the Spark engine). */
        public Result withLinkage(PairLinkage pairs, long ms) {
            Map<String, Long> timings = new LinkedHashMap<>(timingsMs);
            timings.put("pair_linkage", ms);
            return new Result(exposures, tells, pairs, scored, timings);
        }

        /** This result's exposures followed by {@code other}'s (another audit of the same table), timings joined. */
        public Result with(Result other) {
            List<Exposure> all = new ArrayList<>(exposures);
            all.addAll(other.exposures);
            Map<String, Long> timings = new LinkedHashMap<>(timingsMs);
            other.timingsMs.forEach((k, v) -> timings.merge(k, v, Long::sum));
            return new Result(all, tells, other.linkage != null ? other.linkage : linkage, scored, timings);
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

    /** Holder status: the name of the last item. */
    public static final String HOLDER_STATUS = "holder status";

    /**
     * Runs every attacker the input allows (in parallel: they share only immutable indexes), then the
     * pair linkers when {@code effort} asks and the mapping is known.
     */
    public static Result run(Input in, Effort effort) {
        return new Auditor(in).audit(in.published(), effort, null);
    }

    /**
     * Audits successive versions of one publication whose quasi-identifiers stay as they are (the
     * gate's repairs change only the cells beside them): what does not depend on those cells — the
     * private items each person holds, the classes, the cover of every person — is computed once.
     * Not thread-safe.
     */
    public static final class Auditor {
        private final Input in;
        private final String[] names;
        private final int[][] held;
        private final int[] knownDegree;
        private final Rows first;
        private final CoverIndex cover;
        private final long setupMs;

        /** Each person's id (its identifier, or its number where the table has none), for {@link TargetSample}. */
        private String[] personIds() {
            io.graphveil.model.Table t = in.original();
            int id = t.schema().identifierIndex();
            String[] out = new String[t.rowCount()];
            for (int p = 0; p < out.length; p++) {
                out[p] = id < 0 ? Integer.toString(p) : t.value(p, id);
            }
            return out;
        }

        public Auditor(Input in) {
            long t0 = System.nanoTime();
            this.in = in;
            PrivateItems items = PrivateItems.of(in.policy());
            int count = items.size() + 1;
            names = new String[count];
            for (int i = 0; i < items.size(); i++) {
                names[i] = items.describe(i);
            }
            names[count - 1] = HOLDER_STATUS;
            held = withHolderStatus(items.held(in.original(), in.hierarchies()), count);
            first = new Rows(in.published(), in.publishedGraph(), in.personOf());
            cover = CoverIndex.of(first, in.original(), in.hierarchies());
            if (in.originalGraph() != null) {
                knownDegree = new int[in.original().rowCount()];
                for (int p = 0; p < knownDegree.length; p++) {
                    knownDegree[p] = in.originalGraph().degree(p);
                }
            } else {
                knownDegree = null;
            }
            setupMs = ms(t0);
        }

        /**
         * Audits {@code table} (the publication's rows, quasi-identifiers as given at construction).
         *
         * @param gated which attackers: the gated ones only (true), the others only (false), or all (null)
         */
        public Result audit(Table table, Effort effort, Boolean gated) {
            Map<String, Long> timings = new LinkedHashMap<>();
            timings.put("setup", setupMs);
            long t0 = System.nanoTime();
            Rows rows = first.withTable(table);
            boolean scored = in.personOf() != null;
            int count = names.length;
            int[][] carried = scored ? held
                    : withHolderStatus(PrivateItems.of(in.policy()).held(table, in.hierarchies()), count);
            Tells tells = Tells.of(rows, carried, count, in.alpha());
            timings.put("tells", ms(t0));
            List<Attacker> attackers = new ArrayList<>();
            for (Attacker a : Attacker.values()) {
                boolean graphOk = !a.usesGraph() || (in.publishedGraph() != null && in.originalGraph() != null);
                if (graphOk && (gated == null || a.gated == gated)) {
                    attackers.add(a);
                }
            }
            ClassGroups groups = new ClassGroups(rows, tells, count);
            long[] took = new long[attackers.size()];
            Exposure[] found = new Exposure[attackers.size()];
            // only the neighbourhood attackers sample persons by their ids
            String[] ids = attackers.stream().anyMatch(Attacker::usesNeighbourhood) ? personIds() : null;
            java.util.stream.IntStream.range(0, attackers.size()).parallel().forEach(i -> {
                long t = System.nanoTime();
                found[i] = new Disclosure(rows, cover, tells, groups, held, names, knownDegree, in.originalGraph(),
                        in.alpha(), in.seed(), ids, effort.neighbourhoodSample()).run(attackers.get(i));
                took[i] = ms(t);
            });
            for (int i = 0; i < took.length; i++) {
                timings.put(attackers.get(i).key, took[i]);
            }
            List<Tell> tellList = new ArrayList<>();
            for (Tells.Tell t : tells.tells()) {
                tellList.add(new Tell(t.token(), names[t.item()], t.persons(), t.share()));
            }
            timings.put("total", ms(t0) + setupMs);
            Result result = new Result(List.of(found), tellList, null, scored, timings);
            return result.withLinkage(new Input(in.original(), in.originalGraph(), table, in.publishedGraph(),
                    in.hierarchies(), in.policy(), in.personOf(), in.alpha(), in.seed()), effort);
        }
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
