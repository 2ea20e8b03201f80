package io.graphveil.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A published folder read the way an attacker reads it — every file together — and scored with
 * the owner's mapping and the original nodes: who carries each published detail, and how many of
 * them hold a private value. Test-only; parses the simple CSVs the project writes (no quoting).
 */
final class Publications {
    final List<String> header;
    final List<String[]> rows;
    /** The original id of each published row's person. */
    final String[] person;
    /** Each original person's value of the PRIVACY column. */
    final Map<String, String> original;
    final Map<String, Integer> degree = new HashMap<>();
    final Map<String, Integer> originalDegree = new HashMap<>();

    private Publications(List<String> header, List<String[]> rows, String[] person, Map<String, String> original) {
        this.header = header;
        this.rows = rows;
        this.person = person;
        this.original = original;
    }

    /**
     * @param dataset the original dataset folder (its nodes.csv, ids in the first column)
     * @param privacy the PRIVACY column's name
     */
    static Publications read(Path out, Path dataset, String privacy) {
        try {
            List<String> table = Files.readAllLines(out.resolve("table.csv"));
            List<String> header = List.of(table.get(0).split(",", -1));
            List<String[]> rows = new ArrayList<>();
            for (String line : table.subList(1, table.size())) {
                rows.add(line.split(",", -1));
            }
            Map<String, String> idOfPseudonym = new HashMap<>();
            for (String line : Files.readAllLines(io.graphveil.TestFiles.privateDir(out).resolve("mapping.secret.csv")).subList(1, rows.size() + 1)) {
                String[] f = line.split(",", -1);
                idOfPseudonym.put(f[1], f[0]);
            }
            String[] person = new String[rows.size()];
            int pseudonym = header.indexOf("pseudonym");
            for (int r = 0; r < rows.size(); r++) {
                person[r] = idOfPseudonym.get(rows.get(r)[pseudonym]);
            }
            List<String> nodes = Files.readAllLines(dataset.resolve("nodes.csv"));
            int column = List.of(nodes.get(0).split(",", -1)).indexOf(privacy);
            Map<String, String> original = new LinkedHashMap<>();
            for (String line : nodes.subList(1, nodes.size())) {
                String[] f = line.split(",", -1);
                original.put(f[0], f[column]);
            }
            Publications p = new Publications(header, rows, person, original);
            countDegrees(out.resolve("edges.csv"), p.degree);
            countDegrees(dataset.resolve("edges.csv"), p.originalDegree);
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void countDegrees(Path edges, Map<String, Integer> degree) throws IOException {
        List<String> lines = Files.readAllLines(edges);
        for (String line : lines.subList(1, lines.size())) {
            for (String end : line.split(",")) {
                degree.merge(end, 1, Integer::sum);
            }
        }
    }

    boolean holds(String id, Set<String> privateValues) {
        return privateValues.contains(original.get(id));
    }

    int publishedDegree(int row) {
        return degree.getOrDefault(rows.get(row)[header.indexOf("pseudonym")], 0);
    }

    /**
     * Every token a row shows beside the quasi-identifiers — each cell of {@code columns} and the
     * pattern of missing values over them, and degree 0 — with the persons carrying it and how many
     * of them hold a private value: {@code token -> [persons, holders]}.
     */
    Map<String, int[]> tokens(List<String> columns, Set<String> privateValues) {
        return tokens(List.of(), columns, privateValues);
    }

    /**
     * {@link #tokens(List, Set)} within each class: every token is prefixed by the values the row
     * shows in {@code classColumns} (its quasi-identifiers), as an attacker who knows a person's
     * quasi-identifiers reads its class.
     */
    Map<String, int[]> tokens(List<String> classColumns, List<String> columns, Set<String> privateValues) {
        Map<String, Set<String>> carriers = new LinkedHashMap<>();
        for (int r = 0; r < rows.size(); r++) {
            StringBuilder cls = new StringBuilder();
            for (String c : classColumns) {
                cls.append(rows.get(r)[header.indexOf(c)]).append(',');
            }
            String in = classColumns.isEmpty() ? "" : cls + "|";
            StringBuilder pattern = new StringBuilder(in + "missing:");
            for (String c : columns) {
                String v = rows.get(r)[header.indexOf(c)];
                carriers.computeIfAbsent(in + c + "=" + v, x -> new HashSet<>()).add(person[r]);
                if (v.equals("*")) {
                    pattern.append(c).append(' ');
                }
            }
            carriers.computeIfAbsent(pattern.toString(), x -> new HashSet<>()).add(person[r]);
            if (publishedDegree(r) == 0) {
                carriers.computeIfAbsent(in + "degree=0", x -> new HashSet<>()).add(person[r]);
            }
        }
        Map<String, int[]> out = new LinkedHashMap<>();
        carriers.forEach((token, persons) -> out.put(token, new int[]{persons.size(),
                (int) persons.stream().filter(p -> holds(p, privateValues)).count()}));
        return out;
    }
}
