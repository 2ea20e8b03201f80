package io.graphveil.render;

/** What a node of a picture is, with its colour and legend text. */
public enum NodeKind {
    PERSON("no private value", "#4477AA", false),
    HOLDER("holds a private value", "#CC3311", false),
    COPY_PRIVATE("split copy with the private value", "#CC3311", true),
    COPY_OTHER("split copy without it", "#EE7733", true);

    private final String legend;
    private final String colour;
    private final boolean outlined;

    NodeKind(String legend, String colour, boolean outlined) {
        this.legend = legend;
        this.colour = colour;
        this.outlined = outlined;
    }

    public String legend() {
        return legend;
    }

    /** Fill colour, {@code #RRGGBB}. */
    public String colour() {
        return colour;
    }

    /** Split copies get a dark ring, so they stand out from persons of the same colour. */
    public boolean outlined() {
        return outlined;
    }

    /** The GraphStream style class. */
    String styleClass() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
