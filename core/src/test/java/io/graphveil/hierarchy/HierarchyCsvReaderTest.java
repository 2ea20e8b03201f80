package io.graphveil.hierarchy;

import io.graphveil.io.HierarchyCsvReader;
import io.graphveil.BadInputException;
import io.graphveil.TestFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HierarchyCsvReaderTest {
    @TempDir
    Path dir;

    @Test
    void raggedRowsArePaddedAndCounted() {
        Path f = TestFiles.write(dir, "marital.csv",
                "Never-married;*\r\nMarried-civ-spouse;Married;*\r\nDivorced;leave;*\r\nWidowed;alone;*");
        HierarchyCsvReader.Result r = HierarchyCsvReader.read(f);
        assertEquals(1, r.paddedRows());
        Hierarchy h = r.hierarchy();
        assertEquals(2, h.height());
        assertEquals("Never-married", h.generalize("Never-married", 1));
        assertEquals("Married", h.generalize("Married-civ-spouse", 1));
        assertArrayEquals(new String[]{"Never-married", "Never-married", "*"}, h.rows().get(0));
    }

    @Test
    void acceptsCommasBlankLinesAndAMissingFinalNewline() {
        Path f = TestFiles.write(dir, "h.csv", "\uFEFFa,A,*\n\nb,A,*\nc,C,*");
        Hierarchy h = HierarchyCsvReader.read(f).hierarchy();
        assertEquals(3, h.leafCount());
        assertEquals("A", h.generalize("b", 1));
    }

    @Test
    void errorsNameTheFileAndLine() {
        Path twoParents = TestFiles.write(dir, "bad.csv", "a;X;P;*\nb;Y;P;*\nc;X;Q;*\n");
        BadInputException e = assertThrows(BadInputException.class, () -> HierarchyCsvReader.read(twoParents));
        assertTrue(e.getMessage().startsWith(twoParents + " line 3:"), e.getMessage());
        Path noRoot = TestFiles.write(dir, "noroot.csv", "a;X\n");
        e = assertThrows(BadInputException.class, () -> HierarchyCsvReader.read(noRoot));
        assertTrue(e.getMessage().contains("line 1") && e.getMessage().contains("'*'"), e.getMessage());
        Path empty = TestFiles.write(dir, "empty.csv", "\n\n");
        e = assertThrows(BadInputException.class, () -> HierarchyCsvReader.read(empty));
        assertTrue(e.getMessage().contains("empty"), e.getMessage());
        BadInputException missing = assertThrows(BadInputException.class,
                () -> HierarchyCsvReader.read(dir.resolve("nope.csv")));
        assertTrue(missing.getMessage().contains("not found"));
        Path dup = TestFiles.write(dir, "dup.csv", "a;*\nb;*\na;*\n");
        e = assertThrows(BadInputException.class, () -> HierarchyCsvReader.read(dup));
        assertTrue(e.getMessage().contains("line 3") && e.getMessage().contains("'a'"), e.getMessage());
    }
}
