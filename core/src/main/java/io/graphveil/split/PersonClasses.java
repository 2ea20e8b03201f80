package io.graphveil.split;

/**
 * The published class of each person, within which {@link DecoyPlan} balances holders and
 * decoys. An attacker who knows a person's quasi-identifiers knows its class, and reads there how
 * many of the class's persons show a shadow: were holders most of those, learning that a person was
 * split (from its degree, say) would tell that it holds a private value. So the plan bounds the
 * holders' share among each class's shadow carriers, not only over the whole table. Classes are
 * numbered {@code 0..count-1}; each has a label for the owner's report (its published
 * quasi-identifiers). Immutable.
 */
public final class PersonClasses {
    private final int[] classOf;
    private final String[] labels;

    /**
     * @param classOf each person's class, in {@code 0..labels.length-1}
     * @param labels  each class's published quasi-identifiers, for the owner's report
     */
    public PersonClasses(int[] classOf, String[] labels) {
        for (int c : classOf) {
            if (c < 0 || c >= labels.length) {
                throw new IllegalArgumentException("class " + c + " of " + labels.length);
            }
        }
        this.classOf = classOf.clone();
        this.labels = labels.clone();
    }

    /** Number of persons. */
    public int persons() {
        return classOf.length;
    }

    public int classOf(int person) {
        return classOf[person];
    }

    String label(int cls) {
        return labels[cls];
    }

    /**
     * Whether {@code other} groups the persons exactly as this does, whatever the classes' numbers
     * and labels. Cost {@code O(persons + classes)}.
     */
    public boolean sameGrouping(PersonClasses other) {
        if (other == null || other.classOf.length != classOf.length || other.labels.length != labels.length) {
            return false;
        }
        int[] to = new int[labels.length];
        int[] from = new int[labels.length];
        java.util.Arrays.fill(to, -1);
        java.util.Arrays.fill(from, -1);
        for (int p = 0; p < classOf.length; p++) {
            int a = classOf[p];
            int b = other.classOf[p];
            if (to[a] < 0 && from[b] < 0) {
                to[a] = b;
                from[b] = a;
            } else if (to[a] != b || from[b] != a) {
                return false;
            }
        }
        return true;
    }
}
