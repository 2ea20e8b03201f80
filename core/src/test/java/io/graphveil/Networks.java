package io.graphveil;

import io.graphveil.generate.FriendshipGenerator;
import io.graphveil.generate.MovieLensLikeProfiles;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.io.SchemaJson;
import io.graphveil.io.importer.MovieLensSchema;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.PrivateValueSets;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Hand-made and generated networks for tests. */
public final class Networks {
    private Networks() {
    }

    public static IndexedGraph graph(int n, int[][] edges) {
        EdgeListBuilder b = new EdgeListBuilder();
        for (int[] e : edges) {
            b.add(e[0], e[1]);
        }
        return b.build(n).graph();
    }

    /** A network of {@code rows} (schema order) and {@code edges}. */
    public static AttributeSocialNetwork of(Schema schema, String[][] rows, int[][] edges) {
        return AttributeSocialNetwork.of(Table.ofRows(schema, List.of(rows)), graph(rows.length, edges));
    }

    public static Schema schema(String json) {
        return SchemaJson.parse(json, Path.of("."));
    }

    /**
     * A generated MovieLens-like dataset: {@code n} people, a share of missing cells, and
     * {@code privateRatio} of the occupation codes private (chosen with the seed).
     */
    public static Dataset movieLensLike(int n, double missing, double privateRatio, double averageDegree, long seed) {
        List<String> codes = new ArrayList<>();
        for (int i = 0; i <= 20; i++) {
            codes.add(String.valueOf(i));
        }
        Schema schema = MovieLensSchema.schema("test", PrivateValueSets.choose(codes, privateRatio, seed));
        Table people = MovieLensLikeProfiles.draw(schema, n, missing, seed);
        IndexedGraph g = new FriendshipGenerator(FriendshipGenerator.Parameters.defaults()
                .withAverageDegree(averageDegree)).generate(n, MovieLensLikeProfiles.similarity(people), seed, x -> {
                });
        Hierarchies h = MovieLensSchema.hierarchies().completeFor(people);
        return Dataset.ofGraph(AttributeSocialNetwork.of(people, g), h);
    }
}
