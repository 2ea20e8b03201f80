package io.graphveil.render;

import io.graphveil.model.IndexedGraph;

/**
 * Where the published graph's nodes sit on the original's layout: a person who was not split sits
 * at its place; each copy of a split person sits {@code offset} away from it, towards the mean
 * place of its own drawn friends, so that the copies' edges leave from separate points. Two copies
 * pulled in nearly the same direction (less than 60° apart) are turned 45° either side of it, and a
 * copy without a drawn friend points away from its sibling: the copies never touch. O(n + m).
 */
final class CopyPlacement {
    private CopyPlacement() {
    }

    /**
     * @param after        the drawn published subgraph (node i = published node {@code shown[i]})
     * @param shown        the published node of each drawn node
     * @param personOfNode the person of each published node
     * @param copies       the number of published nodes of each person
     * @param local        each person's index in the original's drawing, or −1
     * @param bx           the original drawing's x by local index
     * @param by           the original drawing's y by local index
     * @param offset       the distance of a copy from its person's place, in layout units
     * @return {@code {x, y}} of each drawn node
     */
    static double[][] place(IndexedGraph after, int[] shown, int[] personOfNode, int[] copies, int[] local,
                            double[] bx, double[] by, double offset) {
        int n = shown.length;
        double[] x = new double[n];
        double[] y = new double[n];
        double[] dx = new double[n];
        double[] dy = new double[n];
        int[] seen = new int[bx.length];
        int[] rank = new int[n];
        for (int i = 0; i < n; i++) {
            int p = personOfNode[shown[i]];
            int at = local[p];
            x[i] = bx[at];
            y[i] = by[at];
            if (copies[p] < 2) {
                continue;
            }
            double sx = 0;
            double sy = 0;
            for (int e = after.start(i); e < after.end(i); e++) {
                int j = after.target(e);
                int q = local[personOfNode[shown[j]]];
                sx += bx[q] - x[i];
                sy += by[q] - y[i];
            }
            double len = Math.hypot(sx, sy);
            if (len > 0) {
                dx[i] = sx / len;
                dy[i] = sy / len;
            }
            rank[i] = seen[at]++;
        }
        // pair the two copies of each person
        int[] other = new int[n];
        java.util.Arrays.fill(other, -1);
        int[] lastSeen = new int[bx.length];
        java.util.Arrays.fill(lastSeen, -1);
        for (int i = 0; i < n; i++) {
            int at = local[personOfNode[shown[i]]];
            if (copies[personOfNode[shown[i]]] < 2) {
                continue;
            }
            if (lastSeen[at] >= 0) {
                other[i] = lastSeen[at];
                other[lastSeen[at]] = i;
            }
            lastSeen[at] = i;
        }
        for (int i = 0; i < n; i++) {
            int p = personOfNode[shown[i]];
            if (copies[p] < 2) {
                continue;
            }
            int j = other[i];
            if (copies[p] > 2 || j < 0) {
                // three or more copies (never made by the splitter, but a mapping may say so): a fan
                double angle = 2 * Math.PI * rank[i] / copies[p];
                dx[i] = Math.cos(angle);
                dy[i] = Math.sin(angle);
            } else if (i < j) {
                orient(dx, dy, i, j);
            }
        }
        for (int i = 0; i < n; i++) {
            x[i] += offset * dx[i];
            y[i] += offset * dy[i];
        }
        return new double[][]{x, y};
    }

    /** Makes the directions of copies {@code i} and {@code j} unit vectors at least 60° apart. */
    private static void orient(double[] dx, double[] dy, int i, int j) {
        boolean iNone = dx[i] == 0 && dy[i] == 0;
        boolean jNone = dx[j] == 0 && dy[j] == 0;
        if (iNone && jNone) {
            dx[i] = -1;
            dx[j] = 1;
            return;
        }
        if (iNone) {
            dx[i] = -dx[j];
            dy[i] = -dy[j];
            return;
        }
        if (jNone) {
            dx[j] = -dx[i];
            dy[j] = -dy[i];
            return;
        }
        if (dx[i] * dx[j] + dy[i] * dy[j] <= 0.5) {
            return;
        }
        double mx = dx[i] + dx[j];
        double my = dy[i] + dy[j];
        double len = Math.hypot(mx, my);
        mx /= len;
        my /= len;
        double s = Math.sqrt(0.5);
        // ±45° around the common direction
        dx[i] = s * (mx - my);
        dy[i] = s * (my + mx);
        dx[j] = s * (mx + my);
        dy[j] = s * (my - mx);
    }
}
