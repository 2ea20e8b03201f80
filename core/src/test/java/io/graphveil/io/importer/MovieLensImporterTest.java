package io.graphveil.io.importer;

import io.graphveil.BadInputException;
import io.graphveil.SharedData;
import io.graphveil.TestFiles;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.metrics.Components;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MovieLensImporterTest {
    @TempDir
    Path dir;

    static final String USERS = """
            1::F::1::10::48067
            2::M::56::16::70072
            3::M::25::15::55117-1234
            4::M::45::7::0246012
            5::M::25::20::55455
            6::F::50::9::55117
            """;

    private static MovieLensImporter.Options options(Path users, Path friends, MovieLensImporter.FriendsFormat f) {
        return new MovieLensImporter.Options(users, friends, f, 1, 4);
    }

    @Test
    void importsUsersWithGeneratedFriendships() {
        Path users = TestFiles.write(dir, "users.dat", USERS.replace("\n", "\r\n"));
        ImportResult r = MovieLensImporter.run(options(users, null, null));
        AttributeSocialNetwork net = r.dataset().network();
        assertEquals(6, net.nodeCount());
        assertEquals(1, Components.of(net.structure()).count(), "generated friendships connect everyone");
        assertEquals("55117-1234", net.person(2).value("zip"), "ZIP+4 kept as text");
        assertEquals("0246012", net.person(3).value("zip"), "malformed 7-digit zip kept as text");
        assertEquals("0246*", r.dataset().hierarchies().get("zip").orElseThrow().generalize("0246012", 1));
        assertEquals(java.util.List.of("6", "11", "19"),
                java.util.List.copyOf(net.schema().attribute("occupation").privateValues()));
        ImportResult again = MovieLensImporter.run(options(users, null, null));
        assertEquals(net, again.dataset().network(), "same seed, same friendships");
    }

    @Test
    void lastFmIdsAreMappedOntoDistinctUsers() {
        Path users = TestFiles.write(dir, "users.dat", USERS);
        Path friends = TestFiles.write(dir, "user_friends.dat",
                "userID\tfriendID\n2\t7\n7\t2\n2\t9\n9\t2\n9\t7\n7\t9\n11\t2\n2\t11\n");
        ImportResult r = MovieLensImporter.run(options(users, friends, MovieLensImporter.FriendsFormat.LASTFM));
        AttributeSocialNetwork net = r.dataset().network();
        assertEquals(4, net.nodeCount(), "only the mapped users become nodes");
        assertEquals(4, net.edgeCount());
        assertEquals(4L, r.counts().get("reciprocal_edges_merged"));
        java.util.Set<String> ids = new java.util.HashSet<>();
        for (int i = 0; i < net.nodeCount(); i++) {
            ids.add(net.id(i));
        }
        assertEquals(4, ids.size());
        ImportResult other = MovieLensImporter.run(new MovieLensImporter.Options(users, friends,
                MovieLensImporter.FriendsFormat.LASTFM, 2, 4));
        assertEquals(4, other.dataset().network().edgeCount());
    }

    @Test
    void csvFriendsUseMovieLensIds() {
        Path users = TestFiles.write(dir, "users.dat", USERS);
        Path friends = TestFiles.write(dir, "f.csv", "# my friends\n1,2\n2,3\n3,1\n3,3\n");
        ImportResult r = MovieLensImporter.run(options(users, friends, MovieLensImporter.FriendsFormat.CSV));
        assertEquals(3, r.dataset().network().edgeCount());
        assertEquals(1L, r.counts().get("self_loops_dropped"));
        Path bad = TestFiles.write(dir, "bad.csv", "1,2\n2,77\n");
        BadInputException e = assertThrows(BadInputException.class,
                () -> MovieLensImporter.run(options(users, bad, MovieLensImporter.FriendsFormat.CSV)));
        assertTrue(e.getMessage().contains("bad.csv line 2") && e.getMessage().contains("'77'"), e.getMessage());
    }

    @Test
    void malformedUsersNameTheLine() {
        String[][] cases = {
                {"1::F::1::10::48067\n2::M::56::16\n", "line 2", "expected UserID::Gender"},
                {"1::F::1::10::48067\n2::X::56::16::70072\n", "line 2", "'X' is not in the hierarchy of 'gender'"},
                {"1::F::19::10::48067\n", "line 1", "'19' is not in the order"},
                {"1::F::1::25::48067\n", "line 1", "'25' is not in the hierarchy of 'occupation'"},
                {"1::F::1::10::48067\n1::M::18::1::12345\n", "line 2", "duplicate id '1'"},
                {"", "users.dat", "empty"},
        };
        for (String[] c : cases) {
            Path users = TestFiles.write(dir, "users.dat", c[0]);
            BadInputException e = assertThrows(BadInputException.class,
                    () -> MovieLensImporter.run(options(users, null, null)));
            assertTrue(e.getMessage().contains(c[1]) && e.getMessage().contains(c[2]), e.getMessage());
        }
    }

    @Test
    void realMovieLensAndLastFm() {
        Path users = SharedData.require("movielens-1m/users.dat");
        Path friends = SharedData.require("lastfm-2k/user_friends.dat");
        ImportResult all = MovieLensImporter.run(options(users, null, null));
        assertEquals(6040, all.dataset().network().nodeCount());
        ImportResult lf = MovieLensImporter.run(options(users, friends, MovieLensImporter.FriendsFormat.LASTFM));
        assertEquals(1892, lf.dataset().network().nodeCount());
        assertEquals(12717, lf.dataset().network().edgeCount());
        assertEquals(12717L, lf.counts().get("reciprocal_edges_merged"));
    }
}
