package io.graphveil.model;

/** What an attribute means for privacy (ALGORITHMS.md §0, "Attribute roles"). */
public enum AttributeRole {
    /** Names a person directly; never published, replaced by a random pseudonym. */
    IDENTIFIER,
    /** Links to outside data (sex, age, zip); generalized. */
    QUASI_IDENTIFIER,
    /** Some of its values are private (the attribute's private-value set); those are protected. */
    PRIVACY,
    /** Everything else; kept (or dealt out when a node is split). */
    NON_PRIVACY,
    /** The one sensitive column of a table algorithm (l-diversity, p-sensitivity, (w,l,k)). */
    SENSITIVE
}
