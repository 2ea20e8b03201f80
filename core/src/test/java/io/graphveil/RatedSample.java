package io.graphveil;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.io.Json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The first 200 persons of sample-1000 and their friendships among themselves, with a SENSITIVE
 * {@code rating} and a NON_PRIVACY {@code city} beside the sample's columns: rating {@code c} for the
 * holders of a private occupation (6, 11, 19) of odd id, else {@code b} for ids divisible by 4, else
 * {@code a}; city by id modulo 5. Under k = 3, α = 0.4 and seed 1, the gate's first repair breaks
 * 0.32-closeness (the gate stops there) and keeps 0.34-closeness (3 rows repaired in one round): the
 * case both engines' gates are held to ({@code PrivacyGateTest}, {@code SparkGraphJobTest}).
 */
public final class RatedSample {
    private RatedSample() {
    }

    /** Writes the dataset (schema, nodes, edges, the sample's hierarchies) into {@code dir}, created. */
    public static Path write(Path dir) {
        return write(dir, null, 0);
    }

    /**
     * The same persons with ratings drawn instead: {@code c} for a holder with probability
     * {@code q}, else {@code a}, {@code a}, {@code a} or {@code b} alike, from {@code new Random(seed)}.
     */
    public static Path drawn(Path dir, long seed, double q) {
        return write(dir, new java.util.Random(seed), q);
    }

    /**
     * Personalized sensitivity on {@link #drawn}'s persons: rating's levels {@code b} 1 and {@code c}
     * 2, and its requirement column {@code need} (NON_PRIVACY): {@code 1} (the rating's flat
     * hierarchy's top, weighing 1) for a person in twenty, {@code 0} for the others but one in ten,
     * which shows {@code *}, from {@code new Random(seed + 1)}.
     */
    public static Path personalized(Path dir, long seed, double q) {
        drawn(dir, seed, q);
        try {
            ObjectNode json = (ObjectNode) Json.MAPPER.readTree(dir.resolve("schema.json").toFile());
            for (var a : json.withArray("attributes")) {
                if (a.path("name").asText().equals("rating")) {
                    ((ObjectNode) a).put("requirement", "need").putObject("levels").put("b", 1).put("c", 2);
                }
            }
            json.withArray("attributes").addObject().put("name", "need").put("role", "NON_PRIVACY")
                    .put("type", "NOMINAL");
            Json.MAPPER.writeValue(dir.resolve("schema.json").toFile(), json);
            java.util.Random random = new java.util.Random(seed + 1);
            List<String> lines = Files.readAllLines(dir.resolve("nodes.csv"));
            List<String> nodes = new ArrayList<>(List.of(lines.get(0) + ",need"));
            for (String line : lines.subList(1, lines.size())) {
                double u = random.nextDouble();
                nodes.add(line + "," + (u < 0.05 ? "1" : u < 0.15 ? "*" : "0"));
            }
            Files.write(dir.resolve("nodes.csv"), nodes);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path write(Path dir, java.util.Random random, double q) {
        try {
            Files.createDirectories(dir);
            TestFiles.copyTree(Path.of("graphs/sample-1000/hierarchies"), dir.resolve("hierarchies"));
            ObjectNode json = (ObjectNode) Json.MAPPER.readTree(Path.of("graphs/sample-1000/schema.json").toFile());
            json.withArray("attributes").addObject().put("name", "rating").put("role", "SENSITIVE")
                    .put("type", "NOMINAL");
            json.withArray("attributes").addObject().put("name", "city").put("role", "NON_PRIVACY")
                    .put("type", "NOMINAL");
            Json.MAPPER.writeValue(dir.resolve("schema.json").toFile(), json);
            List<String> lines = Files.readAllLines(Path.of("graphs/sample-1000/nodes.csv"));
            List<String> nodes = new ArrayList<>(List.of(lines.get(0) + ",rating,city"));
            Set<String> ids = new HashSet<>();
            String[] cities = {"north", "south", "east", "west", "centre"};
            for (String line : lines.subList(1, 201)) {
                String[] v = line.split(",");
                int id = Integer.parseInt(v[0]);
                boolean holder = Set.of("6", "11", "19").contains(v[3]);
                String rating = random != null
                        ? holder && random.nextDouble() < q ? "c" : random.nextInt(4) == 3 ? "b" : "a"
                        : holder && id % 2 == 1 ? "c" : id % 4 == 0 ? "b" : "a";
                nodes.add(line + "," + rating + "," + cities[id % 5]);
                ids.add(v[0]);
            }
            Files.write(dir.resolve("nodes.csv"), nodes);
            List<String> edges = Files.readAllLines(Path.of("graphs/sample-1000/edges.csv"));
            List<String> kept = new ArrayList<>(List.of(edges.get(0)));
            for (String line : edges.subList(1, edges.size())) {
                String[] v = line.split(",");
                if (ids.contains(v[0]) && ids.contains(v[1])) {
                    kept.add(line);
                }
            }
            Files.write(dir.resolve("edges.csv"), kept);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
