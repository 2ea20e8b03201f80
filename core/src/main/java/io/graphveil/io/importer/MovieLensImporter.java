package io.graphveil.io.importer;

import io.graphveil.model.Permutations;
import io.graphveil.BadInputException;
import io.graphveil.generate.FriendshipGenerator;
import io.graphveil.generate.MovieLensLikeProfiles;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.io.EdgeListReader;
import io.graphveil.io.TableAssembler;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Imports MovieLens 1M {@code users.dat} ({@code UserID::Gender::Age::Occupation::Zip-code}) as an
 * attribute social network with {@link MovieLensSchema}. MovieLens has no friendships, so they
 * come from one of:
 * <ul>
 *   <li>nothing: the seeded {@link FriendshipGenerator} over all users, with homophily on their
 *       attributes;</li>
 *   <li>the HetRec Last.fm {@code user_friends.dat}: its user ids (sorted) are mapped onto as many
 *       distinct MovieLens users drawn with the seed, and only those become nodes;</li>
 *   <li>a CSV/TSV edge list of MovieLens user ids ({@code #} comments, optional header).</li>
 * </ul>
 * Malformed but harmless zip codes (ZIP+4, 6–9 digits) are kept as text.
 */
public final class MovieLensImporter {

    /** The friendship source format. */
    public enum FriendsFormat { LASTFM, CSV }

    /**
     * @param friends        friendship file, or null to generate friendships
     * @param averageDegree  mean degree of generated friendships
     */
    public record Options(Path users, Path friends, FriendsFormat format, long seed, double averageDegree) {
    }

    private MovieLensImporter() {
    }

    public static ImportResult run(Options options) {
        Schema schema = MovieLensSchema.schema("movielens", MovieLensSchema.DEFAULT_PRIVATE);
        Hierarchies hierarchies = MovieLensSchema.hierarchies();
        Table users = readUsers(options.users(), schema, hierarchies);
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put("users_read", (long) users.rowCount());
        List<Path> inputs = new ArrayList<>(List.of(options.users()));
        AttributeSocialNetwork network;
        if (options.friends() == null) {
            IndexedGraph g = new FriendshipGenerator(FriendshipGenerator.Parameters.defaults()
                    .withAverageDegree(options.averageDegree()))
                    .generate(users.rowCount(), MovieLensLikeProfiles.similarity(users), options.seed(), done -> {
                    });
            network = AttributeSocialNetwork.of(users, g);
            counts.put("generated_edges", g.edgeCount());
        } else {
            inputs.add(options.friends());
            EdgeListBuilder.Result edges;
            if (options.format() == FriendsFormat.LASTFM) {
                LastFmMapping mapping = LastFmMapping.build(options.friends(), users, options.seed());
                users = mapping.nodes();
                counts.put("lastfm_users", (long) mapping.nodes().rowCount());
                edges = EdgeListReader.read(options.friends(), mapping::nodeOf, users.rowCount(),
                        EdgeListReader.Header.DETECT);
                network = AttributeSocialNetwork.of(users, edges.graph());
            } else {
                EdgeListReader.Read read = EdgeListReader.readNetwork(options.friends(), users,
                        EdgeListReader.Header.DETECT);
                network = read.network();
                edges = read.edges();
            }
            ImportResult.putDropped(counts, edges);
        }
        counts.put("nodes", (long) network.nodeCount());
        counts.put("edges", network.edgeCount());
        return new ImportResult(Dataset.ofGraph(network, hierarchies.completeFor(network.table())), inputs, counts);
    }

    /** Reads {@code users.dat}; every value is checked against the schema and its hierarchies. */
    static Table readUsers(Path file, Schema schema, Hierarchies hierarchies) {
        TableAssembler rows = new TableAssembler(schema, hierarchies);
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            String line;
            long number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split("::", -1);
                if (f.length != 5) {
                    throw BadInputException.at(file, number, "expected UserID::Gender::Age::Occupation::Zip-code, "
                            + "found '" + line + "'");
                }
                for (int i = 0; i < f.length; i++) {
                    f[i] = f[i].strip();
                }
                rows.add(file, number, f);
            }
        } catch (NoSuchFileException e) {
            throw BadInputException.at(file, 0, "file not found");
        } catch (IOException e) {
            throw BadInputException.at(file, 0, "cannot read: " + e.getMessage());
        }
        if (rows.rowCount() == 0) {
            throw BadInputException.at(file, 0, "the file is empty");
        }
        return rows.build();
    }

    /** Last.fm user ids mapped onto distinct MovieLens users drawn with the seed. */
    private record LastFmMapping(Table nodes, Map<String, Integer> nodeByLastFmId) {

        int nodeOf(String lastFmId) {
            Integer i = nodeByLastFmId.get(lastFmId);
            return i == null ? -1 : i;
        }

        static LastFmMapping build(Path friends, Table users, long seed) {
            Set<String> ids = new LinkedHashSet<>();
            io.graphveil.io.CsvLines.forEach(friends, '\t', true, true, line -> {
                if (line.fields().length != 2) {
                    throw BadInputException.at(friends, line.number(), "expected userID<TAB>friendID, found "
                            + line.fields().length + " fields");
                }
                for (String id : line.fields()) {
                    if (!id.chars().allMatch(Character::isDigit) || id.isEmpty()) {
                        if (line.number() == 1) {
                            return; // header
                        }
                        throw BadInputException.at(friends, line.number(), "'" + id + "' is not a Last.fm user id");
                    }
                }
                ids.addAll(Arrays.asList(line.fields()));
            });
            List<String> sorted = new ArrayList<>(ids);
            sorted.sort(Comparator.comparingLong(Long::parseLong));
            if (sorted.size() > users.rowCount()) {
                throw BadInputException.at(friends, 0, sorted.size() + " Last.fm users but only "
                        + users.rowCount() + " MovieLens users to map them onto");
            }
            int[] draw = Permutations.identity(users.rowCount());
            Permutations.shufflePrefix(draw, sorted.size(), new SplittableRandom(seed));
            // Last.fm id i (in ascending order) becomes MovieLens user draw[i]; nodes keep users.dat order.
            int[] selected = Arrays.copyOf(draw, sorted.size());
            int[] rows = selected.clone();
            Arrays.sort(rows);
            Map<Integer, Integer> position = new HashMap<>();
            for (int i = 0; i < rows.length; i++) {
                position.put(rows[i], i);
            }
            Map<String, Integer> byId = new HashMap<>();
            for (int i = 0; i < sorted.size(); i++) {
                byId.put(sorted.get(i), position.get(selected[i]));
            }
            return new LastFmMapping(users.select(rows), byId);
        }
    }
}
