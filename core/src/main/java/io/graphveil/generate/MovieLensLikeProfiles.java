package io.graphveil.generate;

import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.model.Values;

import java.util.SplittableRandom;

/**
 * Draws MovieLens-like people: gender, age bucket and occupation from the published MovieLens 1M
 * marginals (counts over its 6,040 users, quoted below as facts), with the obvious couplings of age
 * and occupation (K-12 students are young, retirees old), and zip codes whose 3-digit areas follow a
 * Zipf law over a pool that grows with {@code n}, so that areas are shared as in real data.
 */
public final class MovieLensLikeProfiles {
    private static final String[] GENDERS = {"F", "M"};
    private static final double[] GENDER_COUNTS = {1709, 4331};
    private static final String[] AGES = {"1", "18", "25", "35", "45", "50", "56"};
    private static final double[] AGE_COUNTS = {222, 1103, 2096, 1193, 550, 496, 380};
    private static final double[] OCCUPATION_COUNTS = {711, 528, 267, 173, 759, 112, 236, 679, 17, 92, 195, 129, 388,
            142, 302, 144, 241, 502, 70, 72, 281};
    /** Users per first zip digit 0–9. */
    private static final double[] ZIP_FIRST_DIGIT = {662, 662, 441, 386, 607, 659, 430, 419, 306, 1468};

    private MovieLensLikeProfiles() {
    }

    /**
     * A node table of {@code n} people with ids {@code 1..n}, in the MovieLens schema's column
     * order ({@code user_id, gender, age, occupation, zip}); {@code missingShare} of the gender, age,
     * occupation and zip cells are blanked to {@code *} at random.
     */
    public static Table draw(Schema schema, int n, double missingShare, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String[] areas = areaPool(Math.max(10, n / 20), random.split());
        double[] areaWeights = new double[areas.length];
        for (int i = 0; i < areas.length; i++) {
            areaWeights[i] = 1.0 / (i + 1);
        }
        Table.Builder rows = Table.builder(schema, n);
        SplittableRandom blank = random.split();
        for (int i = 0; i < n; i++) {
            int occupation = pick(OCCUPATION_COUNTS, random);
            String age = ageFor(occupation, random);
            String gender = GENDERS[pick(GENDER_COUNTS, random)];
            String zip = areas[pick(areaWeights, random)] + String.format("%02d", random.nextInt(100));
            String[] row = {String.valueOf(i + 1), gender, age, String.valueOf(occupation), zip};
            for (int c = 1; c < row.length; c++) {
                if (missingShare > 0 && blank.nextDouble() < missingShare) {
                    row[c] = Values.MISSING;
                }
            }
            rows.add(row);
        }
        return rows.build();
    }

    private static String ageFor(int occupation, SplittableRandom random) {
        double u = random.nextDouble();
        switch (occupation) {
            case 10: // K-12 student
                return u < 0.8 ? "1" : "18";
            case 4: // college/grad student
                return u < 0.6 ? "18" : "25";
            case 13: // retired
                return u < 0.6 ? "56" : u < 0.9 ? "50" : "45";
            default:
                return AGES[pick(AGE_COUNTS, random)];
        }
    }

    /** Distinct 3-digit areas; their first digits follow MovieLens's first-digit shares. */
    private static String[] areaPool(int size, SplittableRandom random) {
        int count = Math.min(size, 1000);
        java.util.Set<String> pool = new java.util.LinkedHashSet<>();
        while (pool.size() < count) {
            int first = pick(ZIP_FIRST_DIGIT, random);
            pool.add(first + String.format("%02d", random.nextInt(100)));
        }
        return pool.toArray(new String[0]);
    }

    static int pick(double[] weights, SplittableRandom random) {
        double total = 0;
        for (double w : weights) {
            total += w;
        }
        return WeightedIndex.of(random.nextDouble() * total, weights);
    }

    /**
     * Homophily for MovieLens-like people: the number of equal known values among gender, age,
     * occupation and the 3-digit zip area (a shared area counts double: location drives friendship).
     */
    public static FriendshipGenerator.Similarity similarity(Table people) {
        int n = people.rowCount();
        Schema s = people.schema();
        int[] gender = people.column(s.indexOf("gender")).codes();
        int[] age = people.column(s.indexOf("age")).codes();
        int[] occupation = people.column(s.indexOf("occupation")).codes();
        int[] area = new int[n];
        java.util.Map<String, Integer> areas = new java.util.HashMap<>();
        int zip = s.indexOf("zip");
        for (int i = 0; i < n; i++) {
            String z = people.value(i, zip);
            area[i] = Values.isMissing(z) || z.length() < 3 ? 0 : areas.computeIfAbsent(z.substring(0, 3),
                    k -> areas.size() + 1);
        }
        return (u, v) -> same(gender, u, v) + same(age, u, v) + same(occupation, u, v) + 2 * same(area, u, v);
    }

    private static int same(int[] codes, int u, int v) {
        return codes[u] != 0 && codes[u] == codes[v] ? 1 : 0;
    }
}
