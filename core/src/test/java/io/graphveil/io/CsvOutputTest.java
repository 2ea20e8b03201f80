package io.graphveil.io;

import org.apache.commons.csv.CSVPrinter;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

class CsvOutputTest {
    @TempDir
    Path dir;

    /** The fast path for integer pairs writes exactly what the printer writes for them. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 1000, 5000})
    void integerPairsAreTheBytesThePrinterWrites(int rows) throws Exception {
        SplittableRandom random = new SplittableRandom(rows);
        int[] a = new int[rows];
        int[] b = new int[rows];
        for (int i = 0; i < rows; i++) {
            a[i] = random.nextInt(Integer.MAX_VALUE);
            b[i] = i % 3 == 0 ? -random.nextInt(1000) : random.nextInt(10);
        }
        if (rows > 2) {
            a[1] = Integer.MIN_VALUE;
            b[2] = Integer.MAX_VALUE;
            a[2] = 0;
        }
        Path printed = dir.resolve("printed.csv");
        try (CSVPrinter out = CsvOutput.open(printed)) {
            out.printRecord("source", "target");
            for (int i = 0; i < rows; i++) {
                out.printRecord(a[i], b[i]);
            }
        }
        Path fast = dir.resolve("fast.csv");
        CsvOutput.writeIntPairs(fast, "source", "target", rows, i -> a[i], i -> b[i]);
        assertArrayEquals(Files.readAllBytes(printed), Files.readAllBytes(fast));
    }
}
