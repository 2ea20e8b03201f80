/**
 * Pictures of a graph before and after (GraphStream, headless) and the utility chart (XChart). The
 * pictures show the original graph and are owner-only.
 */
package io.graphveil.render;
