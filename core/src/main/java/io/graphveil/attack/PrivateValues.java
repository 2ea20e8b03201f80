package io.graphveil.attack;

import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The private values at stake in an inference attack: each (PRIVACY attribute, private value) pair
 * of the policy (the published schema's private-value sets) gets an id; a person holds the ids of its original private
 * values, a published node the ids of the private values it shows verbatim (a generalized or
 * missing value shows none). Immutable.
 */
final class PrivateValues {
    private final int[][] heldByPerson;
    private final int[][] shownByNode;

    private PrivateValues(int[][] heldByPerson, int[][] shownByNode) {
        this.heldByPerson = heldByPerson;
        this.shownByNode = shownByNode;
    }

    static PrivateValues of(AttackInput in) {
        Map<String, Integer> ids = new LinkedHashMap<>();
        List<int[]> pairs = new ArrayList<>();
        for (int[] pair : in.sharedAttributes(AttributeRole.PRIVACY)) {
            int inPolicy = in.policy().indexOf(in.published().schema().attribute(pair[1]).name());
            if (inPolicy < 0) {
                continue;
            }
            Attribute a = in.policy().attribute(inPolicy);
            for (String value : a.privateValues()) {
                ids.put(a.name() + "\u0000" + value, ids.size());
            }
            pairs.add(pair);
        }
        int[][] held = ids(in.original().table().rowCount(), pairs, 0, in, ids);
        int[][] shown = ids(in.published().table().rowCount(), pairs, 1, in, ids);
        return new PrivateValues(held, shown);
    }

    private static int[][] ids(int rows, List<int[]> pairs, int side, AttackInput in, Map<String, Integer> ids) {
        var table = side == 0 ? in.original().table() : in.published().table();
        Column[] columns = new Column[pairs.size()];
        int[][] idOfCode = new int[pairs.size()][]; // -1: missing, or not a private value
        for (int a = 0; a < columns.length; a++) {
            int[] pair = pairs.get(a);
            columns[a] = table.column(pair[side]);
            String name = in.published().schema().attribute(pair[1]).name();
            idOfCode[a] = new int[columns[a].dictionarySize()];
            for (int code = 0; code < idOfCode[a].length; code++) {
                Integer id = code == Column.MISSING_CODE ? null : ids.get(name + "\u0000" + columns[a].decode(code));
                idOfCode[a][code] = id == null ? -1 : id;
            }
        }
        int[][] out = new int[rows][];
        int[] scratch = new int[pairs.size()];
        for (int r = 0; r < rows; r++) {
            int k = 0;
            for (int a = 0; a < columns.length; a++) {
                int id = idOfCode[a][columns[a].code(r)];
                if (id >= 0) {
                    scratch[k++] = id;
                }
            }
            out[r] = Arrays.copyOf(scratch, k);
            Arrays.sort(out[r]);
        }
        return out;
    }

    /** Ids of the private values person {@code p} holds, ascending. */
    int[] held(int person) {
        return heldByPerson[person];
    }

    /** Ids of the private values node {@code v} shows, ascending. */
    int[] shown(int node) {
        return shownByNode[node];
    }

    /** Persons holding at least one private value. */
    int holders() {
        int n = 0;
        for (int[] h : heldByPerson) {
            n += h.length > 0 ? 1 : 0;
        }
        return n;
    }
}
