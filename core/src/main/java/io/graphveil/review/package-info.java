/**
 * The review page: one self-contained, owner-only HTML file ({@code review.html}) that a data
 * owner reads before deciding to publish — the model and verdict, what happened to each attribute,
 * the class sizes in persons, the disclosure attacks before and after, the utility before and
 * after, and the before/after drawing with zoom, pan and hover. Charts are XChart PNGs embedded as
 * data URIs; the drawing is Cytoscape.js, inlined from its WebJar with its licence; every data value
 * is escaped for HTML or JSON-in-script ({@link io.graphveil.review.Html}). The page is built from
 * values ({@link io.graphveil.review.ReviewInput}), so a run and {@code graphveil review} make it
 * the same way.
 */
package io.graphveil.review;
