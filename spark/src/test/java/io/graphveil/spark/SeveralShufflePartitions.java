package io.graphveil.spark;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * For the test classes whose result could depend on how Spark spreads rows after a shuffle (sorted
 * partitions, rankings): two shuffle partitions while they run, instead of {@link LocalSpark}'s one.
 */
abstract class SeveralShufflePartitions {
    @BeforeAll
    static void severalPartitions() {
        LocalSpark.shufflePartitions(2);
    }

    @AfterAll
    static void defaultPartitions() {
        LocalSpark.shufflePartitions(0);
    }
}
