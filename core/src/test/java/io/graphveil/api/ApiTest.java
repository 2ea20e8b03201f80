package io.graphveil.api;

import io.graphveil.BadParameterException;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.pipeline.AttackPipeline;
import io.graphveil.pipeline.RunResult;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The library's entry points besides the graph job: a table job, attacks on a publication,
 * measures of a JGraphT graph, further criteria on a graph job, and a progress listener that hears
 * the stages instead of stderr.
 */
class ApiTest {
    @TempDir
    Path dir;

    @Test
    void aTableJobPublishesAVerifiedTable() {
        Path table = Path.of("tables/sample-1000");
        AnonymizedTable result = GraphVeil.table(List.of(table.resolve("data.csv")), table.resolve("schema.json"))
                .k(5).algorithm("flash").seed(3).run();
        assertTrue(result.model().startsWith("5-anonymity"), result.model());
        RunResult published = result.publish(dir.resolve("out"));
        assertTrue(published.verdict().passed());
        assertFalse(published.isGraph());
        assertEquals(published.sizes().rows(), result.table().rowCount());
        assertTrue(published.quality().containsKey("discernibility"), published.quality().toString());
        assertTrue(Files.isRegularFile(dir.resolve("out/table.csv")));
        assertTrue(Files.isRegularFile(dir.resolve("out.private/report.json")));
    }

    @Test
    void aGraphJobTakesFurtherCriteriaAndReportsProgressToItsListener() {
        Set<String> stages = new TreeSet<>();
        AnonymizedGraph g = GraphVeil.anonymize(Path.of("graphs/sample-1000")).k(4).alpha(0.5).seed(2)
                .progress((stage, done, total) -> {
                    assertTrue(done <= total);
                    stages.add(stage);
                }).run();
        assertTrue(stages.contains("split"), stages.toString());
        RunResult r = g.publish(dir.resolve("g"));
        assertTrue(r.verdict().passed() && r.isGraph());
        assertEquals(r.sizes().nodesOut(), g.network().nodeCount());
        assertThrows(BadParameterException.class, () -> GraphVeil.anonymize(Path.of("graphs/sample-1000")).k(4)
                .alpha(0.5).with(new CriterionSpec.EntropyL(0.5)).run(), "entropy l must exceed 1");
    }

    @Test
    void attacksRunOnAPublication() {
        GraphVeil.anonymize(Path.of("graphs/sample-50")).k(3).alpha(0.5).run().publish(dir.resolve("pub"));
        AttackPipeline.Outcome attacked = GraphVeil.attack(Path.of("graphs/sample-50"), dir.resolve("pub")).run();
        assertEquals(50, attacked.persons());
        assertTrue(attacked.nodes() > 50, "split persons show as two nodes");
        assertEquals(attacked.after().size(), attacked.before().size());
        assertTrue(attacked.disclosure());
    }

    @Test
    void aJGraphTGraphIsMeasured() {
        Graph<Integer, DefaultEdge> ring = new SimpleGraph<>(DefaultEdge.class);
        for (int v = 0; v < 30; v++) {
            ring.addVertex(v);
        }
        for (int v = 0; v < 30; v++) {
            ring.addEdge(v, (v + 1) % 30);
            ring.addEdge(v, (v + 2) % 30);
        }
        GraphUtility u = GraphVeil.measure(ring);
        assertEquals(30, u.nodes());
        assertEquals(60, u.edges());
        assertEquals(0.5, u.clustering().average(), 1e-12);
        assertEquals(GraphVeil.measure(Path.of("graphs/sample-50")).edges(), 114);
    }
}
