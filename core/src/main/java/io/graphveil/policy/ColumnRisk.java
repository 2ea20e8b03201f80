package io.graphveil.policy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.BadInputException;
import io.graphveil.group.Partition;
import io.graphveil.io.Json;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How much the columns published as they are (NON_PRIVACY and SENSITIVE) single people out. The
 * generalization protects the quasi-identifiers only; a column beside them that an attacker
 * knows links as surely as one of them. Per such column: the share of rows whose value no other
 * row has (<em>singletons</em>), and the quasi-identifiers it <em>determines</em> (conditional
 * entropy {@code H(QI | column) = 0} over the rows where both are known, with at least
 * {@link #MIN_GROUPS} values shared by two rows or more, so that a few pairs agreeing by chance do
 * not count — e.g. Adult's {@code education-num} determines {@code education}, so
 * generalizing education while publishing education-num hides nothing). And for a table, the share
 * of rows unique on all of its columns but the identifiers. A column an attacker knows
 * ({@link Attribute#knownToAttackers}; never the SENSITIVE attribute, the secret the table
 * algorithms protect, nor its requirement column, whose figures are reported all the same) is refused when it determines a quasi-identifier or is a
 * singleton for at least {@link #SINGLETON_LIMIT} of the rows. Cost {@code O(rows · (columns +
 * quasi-identifiers))} with hashing. Immutable.
 */
public final class ColumnRisk {
    /** A known column whose values are singletons for this share of rows or more is refused. */
    public static final double SINGLETON_LIMIT = 0.5;
    /** Values shared by two known rows or more that a determination needs before it counts. */
    public static final int MIN_GROUPS = 10;

    /** One column published as it is. */
    public record Entry(String attribute, boolean knownToAttackers, double singletonShare, List<String> determines) {
        public Entry {
            determines = List.copyOf(determines);
        }

        /** Why this column may not be published as it is, or null. */
        String refusal() {
            if (!knownToAttackers) {
                return null;
            }
            if (!determines.isEmpty()) {
                return "determines the quasi-identifier" + (determines.size() > 1 ? "s " : " ")
                        + String.join(", ", determines) + ", so generalizing " + (determines.size() > 1 ? "them" : "it")
                        + " hides nothing";
            }
            if (singletonShare >= SINGLETON_LIMIT) {
                return String.format(Locale.ROOT, "has a value of its own for %.1f%% of the rows (%.0f%% or more is "
                        + "refused)", 100 * singletonShare, 100 * SINGLETON_LIMIT);
            }
            return null;
        }
    }

    private final List<Entry> entries;
    private final double uniqueRowShare;

    private ColumnRisk(List<Entry> entries, double uniqueRowShare) {
        this.entries = List.copyOf(entries);
        this.uniqueRowShare = uniqueRowShare;
    }

    /**
     * What the verdict reads of one column published as it is, however it was counted (one pass
     * over a table, or group-bys on Spark).
     */
    public interface Figures {
        /** {@link #singletonShare(Column)} of attribute {@code a}. */
        double singletonShare(int a);

        /** Whether some known value of attribute {@code a} is shared by two rows. */
        boolean hasSharedValue(int a);

        /** {@link #determines(Column, Column)}: whether attribute {@code a} determines attribute {@code q}. */
        boolean determines(int a, int q);
    }

    /** The risk of publishing {@code table}'s NON_PRIVACY and SENSITIVE columns as they are. */
    public static ColumnRisk of(Table table) {
        return of(table.schema(), new Figures() {
            @Override
            public double singletonShare(int a) {
                return ColumnRisk.singletonShare(table.column(a));
            }

            @Override
            public boolean hasSharedValue(int a) {
                return ColumnRisk.hasSharedValue(table.column(a));
            }

            @Override
            public boolean determines(int a, int q) {
                return ColumnRisk.determines(table.column(a), table.column(q));
            }
        }, uniqueRowShare(table));
    }

    /**
     * The risk of publishing the NON_PRIVACY and SENSITIVE columns of a table of {@code schema} with
     * these figures.
     */
    public static ColumnRisk of(Schema schema, Figures figures, double uniqueRowShare) {
        int[] qi = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        List<Entry> entries = new ArrayList<>();
        java.util.Set<String> requirements = new java.util.HashSet<>();
        for (int s : schema.indexesOf(AttributeRole.SENSITIVE)) {
            schema.attribute(s).requirement().ifPresent(requirements::add);
        }
        for (int a : publishedAsTheyAre(schema)) {
            Attribute attribute = schema.attribute(a);
            List<String> determines = new ArrayList<>();
            if (figures.hasSharedValue(a)) {
                for (int q : qi) {
                    if (figures.determines(a, q)) {
                        determines.add(schema.attribute(q).name());
                    }
                }
            }
            entries.add(new Entry(attribute.name(),
                    attribute.knownToAttackers() && attribute.role() != AttributeRole.SENSITIVE
                            && !requirements.contains(attribute.name()),
                    figures.singletonShare(a), determines));
        }
        return new ColumnRisk(entries, uniqueRowShare);
    }

    /** The NON_PRIVACY and SENSITIVE attributes of {@code schema}, in its order. */
    public static int[] publishedAsTheyAre(Schema schema) {
        return java.util.stream.IntStream.range(0, schema.size()).filter(a -> {
            AttributeRole role = schema.attribute(a).role();
            return role == AttributeRole.NON_PRIVACY || role == AttributeRole.SENSITIVE;
        }).toArray();
    }

    /** The share of rows whose (present) value no other row has: near 1 for an identifier. */
    public static double singletonShare(Column column) {
        int[] count = counts(column);
        int singletons = 0;
        for (int code = 1; code < count.length; code++) {
            singletons += count[code] == 1 ? 1 : 0;
        }
        return column.size() == 0 ? 0 : singletons / (double) column.size();
    }

    private static boolean hasSharedValue(Column column) {
        int[] count = counts(column);
        for (int code = 1; code < count.length; code++) {
            if (count[code] >= 2) {
                return true;
            }
        }
        return false;
    }

    private static int[] counts(Column column) {
        int[] count = new int[column.dictionarySize()];
        for (int r = 0; r < column.size(); r++) {
            count[column.code(r)]++;
        }
        return count;
    }

    /**
     * Whether every known value of {@code by} goes with one known value of {@code of}, over at least
     * {@link #MIN_GROUPS} values of {@code by} seen in two rows or more.
     */
    public static boolean determines(Column by, Column of) {
        int[] seen = new int[by.dictionarySize()];
        int[] rows = new int[by.dictionarySize()];
        Arrays.fill(seen, -1);
        int groups = 0;
        for (int r = 0; r < by.size(); r++) {
            int b = by.code(r);
            int o = of.code(r);
            if (b == Column.MISSING_CODE || o == Column.MISSING_CODE) {
                continue;
            }
            if (seen[b] < 0) {
                seen[b] = o;
            } else if (seen[b] != o) {
                return false;
            }
            if (++rows[b] == 2) {
                groups++;
            }
        }
        return groups >= MIN_GROUPS;
    }

    /**
     * The share of rows no other row equals on every column but the identifiers: the rows grouped
     * by their codes once ({@link Partition#ids}, a primitive hash per row) and the classes of one
     * row counted — {@code O(rows · columns)} without an object per row.
     */
    public static double uniqueRowShare(Table table) {
        Schema schema = table.schema();
        int[] columns = java.util.stream.IntStream.range(0, schema.size())
                .filter(a -> schema.attribute(a).role() != AttributeRole.IDENTIFIER).toArray();
        int rows = table.rowCount();
        int[][] keys = new int[columns.length][];
        for (int j = 0; j < columns.length; j++) {
            keys[j] = table.column(columns[j]).codes();
        }
        Partition.Ids ids = Partition.ids(keys, rows);
        int[] size = new int[ids.count()];
        for (int r = 0; r < rows; r++) {
            size[ids.classOf()[r]]++;
        }
        long unique = 0;
        for (int s : size) {
            unique += s == 1 ? 1 : 0;
        }
        return rows == 0 ? 0 : unique / (double) rows;
    }

    public List<Entry> entries() {
        return entries;
    }

    /** The share of the input's rows unique on every column but the identifiers. */
    public double uniqueRowShare() {
        return uniqueRowShare;
    }

    /**
     * Refuses (exit code 3) a column an attacker knows that determines a quasi-identifier or singles
     * out most rows; the message names the column, the figure and the way out.
     *
     * @param schemaFile the schema, for the message
     */
    public void requireAcceptable(java.nio.file.Path schemaFile) {
        for (Entry e : entries) {
            String why = e.refusal();
            if (why != null) {
                throw new BadInputException(schemaFile + ": attribute '" + e.attribute() + "' is published as it is "
                        + "but " + why + "; make it a QUASI_IDENTIFIER, an IDENTIFIER (never published), or mark it "
                        + "\"known_to_attackers\": false if no attacker can know it");
            }
        }
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("unique_row_share", uniqueRowShare);
        ObjectNode columns = o.putObject("columns_published_as_they_are");
        for (Entry e : entries) {
            ObjectNode c = columns.putObject(e.attribute());
            c.put("known_to_attackers", e.knownToAttackers());
            c.put("singleton_share", e.singletonShare());
            e.determines().forEach(c.withArray("determines")::add);
        }
        return o;
    }
}
