package io.graphveil.spark;

import java.util.List;

/** Column names as the Scala sequence that Spark's join and select overloads take. */
final class Names {
    private Names() {
    }

    static scala.collection.immutable.Seq<String> seq(String... names) {
        return scala.jdk.javaapi.CollectionConverters.asScala(List.of(names)).toSeq();
    }
}
