package io.graphveil.verify;

import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The independent verifier of ALGORITHMS.md §6. From the published table and the data owner's schema alone
 * (roles, private-value sets, sensitivity levels, the requirement column — never the original
 * data) it regroups the rows by their quasi-identifier values and recomputes the claimed model:
 * {@code k}, {@code α}, distinct {@code l}-diversity, {@code p}-sensitivity and the mean general
 * sensitivity {@code w} of personalized (w,l,k)-anonymity ({@link SensitivityCheck}); with the
 * secret mapping, the distinct persons of every class, and the strict {@code k} over them when
 * claimed, and {@code α} as a share of those persons. Without the mapping a claim over persons is
 * checked over rows (a class of {@code R} rows holds {@code R} rows, so a class failing over rows
 * fails over persons too) and the report gives the bound a recipient can check: at least
 * {@code ⌈R/2⌉} persons, since a person has at most two rows. Rows whose quasi-identifiers are all {@code *} are suppressed: counted and reported
 * apart, and a claim may cap how many there may be. They form no class and are not checked for
 * {@code k}, but they are checked together, as one group: {@code α} (shares over the group's
 * size), {@code l} and {@code p} (the group passes when it shows no known sensitive value at all,
 * or at least {@code l} / {@code p} distinct ones) and {@code w}. Otherwise whoever knows that a
 * person is among the suppressed would read their private or sensitive value off the group.
 *
 * <p>It shares no code with the algorithms (string grouping, its own counting) on purpose: a
 * mistake in an algorithm or a criterion cannot hide from it.
 */
public final class Verifier {
    private Verifier() {
    }

    /**
     * @param originalOfPseudonym the secret mapping (pseudonym → original id), or null
     */
    public static VerificationReport verify(PublishedTable table, Claim claim, Map<String, String> originalOfPseudonym) {
        Schema schema = table.schema();
        int[] qi = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int[] privacy = schema.indexesOf(AttributeRole.PRIVACY);
        int[] sensitive = schema.indexesOf(AttributeRole.SENSITIVE);
        int pseudonym = schema.identifierIndex();
        Map<List<String>, RowList> classes = new LinkedHashMap<>();
        RowList suppressedRows = new RowList();
        for (int r = 0; r < table.rowCount(); r++) {
            List<String> key = new ArrayList<>(qi.length);
            boolean allMissing = true;
            for (int q : qi) {
                String v = table.value(r, q);
                key.add(v);
                allMissing &= Values.isMissing(v);
            }
            if (allMissing && qi.length > 0) {
                suppressedRows.addRow(r);
            } else {
                classes.computeIfAbsent(key, x -> new RowList()).addRow(r);
            }
        }
        int suppressed = suppressedRows.size();
        VerificationReport.Builder report = new VerificationReport.Builder(claim, table.rowCount(), suppressed,
                classes.size());
        // a claim over persons caps suppressed persons, where the mapping tells them
        int suppressedCount = claim.strictPersons() && originalOfPseudonym != null && pseudonym >= 0
                ? persons(table, suppressedRows, originalOfPseudonym, pseudonym, "suppressed rows", report) : suppressed;
        if (claim.maxSuppressed() != null && suppressedCount > claim.maxSuppressed()) {
            report.violation(new Violation("suppression", "all quasi-identifiers *", suppressedCount
                    + (suppressedCount == suppressed ? " suppressed rows" : " suppressed persons") + ", more than the "
                    + claim.maxSuppressed() + " allowed"));
        }
        if ((claim.l() != null || claim.p() != null) && sensitive.length == 0) {
            report.violation(new Violation("l-diversity", "-", "the schema has no SENSITIVE attribute"));
        }
        if (originalOfPseudonym != null && pseudonym < 0) {
            report.violation(new Violation("k-anonymity (distinct persons)", "-",
                    "the schema has no IDENTIFIER (pseudonym) column to join the mapping on"));
        }
        checkPseudonyms(table, pseudonym, report);
        checkValuesKnown(table, report);
        String[] weighedPersons = claim.sensitivity() != null && claim.sensitivity().overPersons()
                ? personOfRow(table, originalOfPseudonym, pseudonym) : null;
        double[] sensitivity = claim.sensitivity() == null ? null
                : SensitivityCheck.perRow(table, claim.sensitivity(), weighedPersons, report);
        Group group = new Group(table, claim, report, privacy, sensitive, sensitivity, weighedPersons);
        for (Map.Entry<List<String>, RowList> e : classes.entrySet()) {
            List<Integer> rows = e.getValue();
            String where = describe(schema, qi, e.getKey());
            int size = rows.size();
            report.classSize(size);
            if (claim.k() != null && size < claim.k()) {
                report.violation(new Violation("k-anonymity", where, size + " records < k = " + claim.k()));
            }
            int persons = persons(table, rows, originalOfPseudonym, pseudonym, where, report);
            group.check(rows, where, false, claim.strictPersons() && persons > 0 ? persons : rows.size());
            if (persons > 0) {
                report.distinctPersons(persons);
                if (claim.strictPersons() && claim.k() != null && persons < claim.k()) {
                    report.violation(new Violation("k-anonymity (distinct persons)", where, persons
                            + " distinct persons < k = " + claim.k()));
                }
            }
        }
        if (!suppressedRows.isEmpty()) {
            int persons = persons(table, suppressedRows, originalOfPseudonym, pseudonym, "suppressed rows", report);
            group.check(suppressedRows, "the " + suppressedRows.size() + " suppressed rows (all quasi-identifiers *)",
                    true, claim.strictPersons() && persons > 0 ? persons : suppressedRows.size());
        }
        return report.build();
    }

    /** A pseudonym names one published row: a repeated one would let a mapping join the wrong person. */
    private static void checkPseudonyms(PublishedTable table, int pseudonym, VerificationReport.Builder report) {
        if (pseudonym < 0 || !table.published()) {
            return; // a table in memory, not a publication: its identifiers are the input's
        }
        // pseudonyms are numbers 1..N as GraphVeil writes them: those are marked in bits
        java.util.BitSet numbers = new java.util.BitSet();
        Set<String> seen = new HashSet<>();
        for (int r = 0; r < table.rowCount(); r++) {
            String p = table.value(r, pseudonym);
            int n = Values.plainNumber(p);
            boolean repeated = n >= 0 ? numbers.get(n) : !seen.add(p);
            if (n >= 0) {
                numbers.set(n);
            }
            if (repeated) {
                report.violation(new Violation("pseudonyms", "row " + (r + 1), "pseudonym '" + p + "' appears twice"));
                return;
            }
        }
    }

    /**
     * Every published value of an attribute with a hierarchy file is one the hierarchy knows ({@code *},
     * a label, or a set of them); a value it does not know is no generalization the claim can be judged
     * on — an unknown label might stand for a private value. Checked where the schema was read from a
     * file (its hierarchy files beside it); CONTINUOUS attributes publish numbers and intervals.
     */
    private static void checkValuesKnown(PublishedTable table, VerificationReport.Builder report) {
        Schema schema = table.schema();
        if (schema.baseDir() == null || !table.published()) {
            return;
        }
        io.graphveil.hierarchy.Hierarchies files;
        try {
            files = io.graphveil.io.HierarchyCsvReader.readFiles(schema);
        } catch (io.graphveil.GraphVeilException | java.io.UncheckedIOException e) {
            report.violation(new Violation("hierarchies", "-", "a hierarchy file cannot be read: " + e.getMessage()));
            return;
        }
        for (int a = 0; a < schema.size(); a++) {
            Attribute attribute = schema.attribute(a);
            var h = files.get(attribute.name()).orElse(null);
            if (h == null || attribute.role() == AttributeRole.IDENTIFIER
                    || attribute.type() == io.graphveil.model.AttributeType.CONTINUOUS) {
                continue;
            }
            Set<String> checked = new HashSet<>();
            for (int r = 0; r < table.rowCount(); r++) {
                String v = table.value(r, a);
                if (!checked.add(v) || Values.isMissing(v)) {
                    continue;
                }
                if (!knows(h, v)) {
                    report.violation(new Violation("hierarchy", "row " + (r + 1), "'" + v + "' of '"
                            + attribute.name() + "' is not in its hierarchy"));
                    return;
                }
            }
        }
    }

    /**
     * Whether {@code h} knows the published value {@code v}: a label of it, a set of its labels
     * ({@code {x|y}}) or an interval between two ({@code [a~b]}); the distributed verifier asks the
     * same of each distinct value.
     */
    public static boolean knows(io.graphveil.hierarchy.Hierarchy h, String v) {
        boolean set = v.length() >= 2 && v.startsWith("{") && v.endsWith("}");
        boolean interval = v.length() >= 5 && v.startsWith("[") && (v.endsWith("]") || v.endsWith(")"))
                && v.indexOf('~') > 0;
        List<String> members = set ? setMembers(v.substring(1, v.length() - 1)) : interval ? intervalEnds(v) : List.of(v);
        for (String m : members) {
            if (!h.contains(m)) {
                return false;
            }
        }
        return true;
    }

    /** The members of a set's body {@code x|y}, {@code \}-escapes removed (ALGORITHMS.md §7's form, read here on its own). */
    private static List<String> setMembers(String body) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length()) {
                current.append(body.charAt(++i));
            } else if (c == '|') {
                out.add(current.toString());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        out.add(current.toString());
        return out;
    }

    /** The two ends of an interval {@code [a~b]}, {@code \\}-escapes removed. */
    private static List<String> intervalEnds(String v) {
        String body = v.substring(1, v.length() - 1);
        int split = -1;
        for (int i = 0; i < body.length(); i++) {
            if (body.charAt(i) == '\\') {
                i++;
            } else if (body.charAt(i) == '~') {
                split = i;
                break;
            }
        }
        if (split < 0) {
            return List.of(v);
        }
        return List.of(setMembers(body.substring(0, split)).get(0), setMembers(body.substring(split + 1)).get(0));
    }

    /** Each row's person by the mapping (a pseudonym it lacks: a person of its own), or null without it. */
    private static String[] personOfRow(PublishedTable table, Map<String, String> originalOfPseudonym,
                                        int pseudonym) {
        if (originalOfPseudonym == null || pseudonym < 0) {
            return null;
        }
        String[] out = new String[table.rowCount()];
        for (int r = 0; r < out.length; r++) {
            String person = originalOfPseudonym.get(table.value(r, pseudonym));
            out[r] = person == null ? "?" + r : person;
        }
        return out;
    }

    /** Distinct persons of {@code rows} through the mapping; 0 without it. */
    private static int persons(PublishedTable table, List<Integer> rows, Map<String, String> originalOfPseudonym,
                               int pseudonym, String where, VerificationReport.Builder report) {
        if (originalOfPseudonym == null || pseudonym < 0) {
            return 0;
        }
        Set<String> persons = new HashSet<>();
        for (int r : rows) {
            String person = originalOfPseudonym.get(table.value(r, pseudonym));
            if (person == null) {
                report.violation(new Violation("mapping", where, "pseudonym '" + table.value(r, pseudonym)
                        + "' is not in the mapping"));
                person = "?" + r;
            }
            persons.add(person);
        }
        return persons.size();
    }

    /** The checks a class and the group of suppressed rows share: α, l, p and w. */
    private record Group(PublishedTable table, Claim claim, VerificationReport.Builder report, int[] privacy,
                         int[] sensitive, double[] sensitivity, String[] weighedPersons) {

        /**
         * @param suppressedGroup the suppressed rows: a group without any known sensitive value passes
         *                        l and p (nothing to disclose)
         * @param size            what α's shares divide by: the rows, or the distinct persons
         */
        void check(List<Integer> rows, String where, boolean suppressedGroup, int size) {
            Schema schema = table.schema();
            if (claim.alpha() != null) {
                for (int a : privacy) {
                    checkAlpha(table, schema.attribute(a), a, rows, size, claim.alpha(), where, report);
                }
            }
            for (int s : sensitive) {
                Set<String> distinct = new HashSet<>();
                for (int r : rows) {
                    String v = table.value(r, s);
                    if (!Values.isMissing(v)) {
                        distinct.add(v);
                    }
                }
                if (suppressedGroup && distinct.isEmpty()) {
                    continue;
                }
                report.distinctSensitive(distinct.size());
                String name = schema.attribute(s).name();
                if (claim.l() != null && distinct.size() < claim.l()) {
                    report.violation(new Violation("l-diversity", where, distinct.size() + " distinct values of '"
                            + name + "' < l = " + claim.l()));
                }
                if (claim.p() != null && distinct.size() < claim.p()) {
                    report.violation(new Violation("p-sensitivity", where, distinct.size() + " distinct values of '"
                            + name + "' < p = " + claim.p()));
                }
            }
            if (sensitivity != null) {
                SensitivityCheck.checkClass(sensitivity, weighedPersons, rows, claim.sensitivity(), where, report);
            }
            for (ClassCheck c : claim.checks()) {
                c.check(table, rows, where, suppressedGroup).forEach(report::violation);
            }
        }
    }

    private static void checkAlpha(PublishedTable table, Attribute attribute, int a, List<Integer> rows, int size,
                                   double alpha, String where, VerificationReport.Builder report) {
        Map<String, Integer> counts = new HashMap<>();
        for (int r : rows) {
            String v = table.value(r, a);
            if (attribute.isPrivateValue(v)) {
                counts.merge(v, 1, Integer::sum);
            }
        }
        String[] values = counts.keySet().toArray(new String[0]);
        Arrays.sort(values);
        for (String v : values) {
            double share = counts.get(v) / (double) size;
            report.privateShare(share);
            if (share > alpha + 1e-12) {
                report.violation(new Violation("alpha-deassociation", where, String.format(Locale.ROOT,
                        "private %s '%s' in %d of %d %s (%.4f > alpha = %s)", attribute.name(), v,
                        counts.get(v), size, size == rows.size() ? "records" : "persons", share, alpha)));
            }
        }
    }

    private static String describe(Schema schema, int[] qi, List<String> key) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < qi.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(schema.attribute(qi[i]).name()).append('=').append(key.get(i));
        }
        return sb.toString();
    }
}
