package io.graphveil.cli;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The publication is a function of the seed and the input's contents, not of the order in which
 * the input lists its people and friendships (docs/DECISIONS.md, "Order-independent choices"):
 * the same people in another row order, the same edges shuffled and turned, publish byte-identical
 * table.csv, edges.csv and graph.graphml — under the safe defaults and under the paper's rules.
 * What a distributed engine, which reads rows in no fixed order, needs in order to publish the
 * same files as this one.
 */
class InputOrderTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} nodes, seed {1}, {2}")
    @CsvSource({
            "0, 5, --k=5",
            "0, 6, --paper-rules",
            "1500, 7, --k=4",
            "1500, 8, --paper-rules",
            "1500, 9, --recompute-priorities",
            "1500, 10, --balanced",
    })
    void anotherInputOrderPublishesTheSameFiles(int generated, long seed, String option) throws IOException {
        Path input = generated == 0 ? Path.of("graphs/sample-1000") : generate(generated, seed);
        Path shuffled = shuffledCopy(input, seed);
        List<String> extra = new ArrayList<>(List.of("--alpha", "0.5", "--seed", String.valueOf(seed), "--no-pictures",
                "--no-review", option));
        if (!option.startsWith("--k")) {
            extra.add("--k=5");
        }
        if (option.equals("--recompute-priorities") || option.equals("--balanced")) {
            extra.add("--paper-rules");
        }
        if (extra.contains("--paper-rules")) {
            extra.add("--accept-risk"); // the paper's rules leave tells the gate would refuse
        }
        Path a = anonymize(input, dir.resolve("a"), extra);
        Path b = anonymize(shuffled, dir.resolve("b"), extra);
        for (String file : List.of("table.csv", "edges.csv", "graph.graphml")) {
            assertArrayEquals(Files.readAllBytes(a.resolve(file)), Files.readAllBytes(b.resolve(file)),
                    file + " differs when the input's rows and edges come in another order");
        }
    }

    private Path generate(int nodes, long seed) {
        Path out = dir.resolve("in");
        Cli r = Cli.run("generate", "--nodes", String.valueOf(nodes), "--avg-degree", "8", "--seed",
                String.valueOf(seed), "--private-ratio", "0.2", "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        return out;
    }

    private Path anonymize(Path input, Path out, List<String> extra) {
        List<String> args = new ArrayList<>(List.of("anonymize", input.toString(), "--out", out.toString()));
        args.addAll(extra);
        Cli r = Cli.run(args.toArray(new String[0]));
        assertEquals(0, r.code(), r.toString());
        return out;
    }

    /** A copy of {@code input} whose node rows are shuffled and whose edges are shuffled and turned. */
    private Path shuffledCopy(Path input, long seed) throws IOException {
        Path copy = dir.resolve("shuffled");
        Files.createDirectories(copy);
        try (Stream<Path> files = Files.walk(input)) {
            for (Path f : files.toList()) {
                Path target = copy.resolve(input.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else if (!f.getFileName().toString().equals("report.json")) {
                    Files.copy(f, target);
                }
            }
        }
        Random random = new Random(seed);
        List<String> nodes = Files.readAllLines(copy.resolve("nodes.csv"));
        List<String> rows = new ArrayList<>(nodes.subList(1, nodes.size()));
        Collections.shuffle(rows, random);
        rows.add(0, nodes.get(0));
        Files.write(copy.resolve("nodes.csv"), rows);
        List<String> edges = Files.readAllLines(copy.resolve("edges.csv"));
        List<String> pairs = new ArrayList<>();
        for (String line : edges.subList(1, edges.size())) {
            String[] ends = line.split(",");
            pairs.add(random.nextBoolean() ? ends[1] + "," + ends[0] : line);
        }
        Collections.shuffle(pairs, random);
        pairs.add(0, edges.get(0));
        Files.write(copy.resolve("edges.csv"), pairs);
        return copy;
    }
}
