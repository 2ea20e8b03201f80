package io.graphveil.attack;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;

import java.util.ArrayList;
import java.util.List;

/**
 * What a re-identification attack reads: the original network (the attacker's background
 * knowledge of each person), the published network (what it searches), and the hierarchies of the
 * attributes (public policy: a published {@code schema.json} names them). Attributes are matched
 * by name; identifiers are never compared. Immutable.
 *
 * @param original    the people as they are; person {@code p} = node {@code p}
 * @param published   the published graph; its schema carries the private-value sets applied
 * @param hierarchies hierarchies covering the original values
 * @param policy      the schema whose private-value sets the inference attack scores (the published one)
 */
public record AttackInput(AttributeSocialNetwork original, AttributeSocialNetwork published,
                          Hierarchies hierarchies, Schema policy) {

    /** The attack on a publication, with its own schema's private-value sets as the policy. */
    public AttackInput(AttributeSocialNetwork original, AttributeSocialNetwork published, Hierarchies hierarchies) {
        this(original, published, hierarchies, published.schema());
    }

    /** The same attack on the original network published as it is (the baseline), under the same policy. */
    public AttackInput baseline() {
        return new AttackInput(original, original, hierarchies, policy);
    }

    /**
     * Pairs {original column, published column} of the attributes both schemas have that are not
     * identifiers in either; with {@code role}, only those of that role in the published schema.
     */
    public int[][] sharedAttributes(AttributeRole role) {
        Schema o = original.schema();
        Schema p = published.schema();
        List<int[]> pairs = new ArrayList<>();
        for (int b = 0; b < p.size(); b++) {
            int a = o.indexOf(p.attribute(b).name());
            if (a < 0 || p.attribute(b).role() == AttributeRole.IDENTIFIER
                    || o.attribute(a).role() == AttributeRole.IDENTIFIER) {
                continue;
            }
            if (role == null || p.attribute(b).role() == role) {
                pairs.add(new int[]{a, b});
            }
        }
        return pairs.toArray(new int[0][]);
    }
}
