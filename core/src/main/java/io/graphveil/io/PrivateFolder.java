package io.graphveil.io;

/**
 * The owner's folder of an output ({@link OutputFolder#privateDir}): what must never be shared —
 * the owner's report on the original data, the pictures of the original graph, the secret
 * mapping, the privacy gate's diagnostic. It sits beside the folder to publish (default
 * {@code OUT.private}), never inside it, so that sharing that folder whole shares nothing of it;
 * owner-only from creation, with a README saying never to share it.
 */
public final class PrivateFolder {
    /** The README every owner's folder holds. */
    public static final String README = "README.txt";
    static final String README_TEXT = """
            This folder holds owner-only results of a GraphVeil run: the owner's report on the
            original data, pictures of the original graph (who holds a private value, which two
            nodes are the copies of one person) and, when asked for, the secret mapping from
            pseudonyms back to the original identifiers.

            NEVER share or publish this folder. Publish only the folder beside it (its report.json
            lists the files under "published_files").
            """;

    private PrivateFolder() {
    }
}
