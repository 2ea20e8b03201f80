package io.graphveil.cli;

import io.graphveil.BadInputException;
import io.graphveil.BadParameterException;
import io.graphveil.ModelNotMetException;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Exit codes of SPEC 7 for each kind of failure, and 70 for a bug. */
class ErrorHandlingTest {
    private static String[] handle(Exception e) {
        CommandLine cl = Main.commandLine();
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err));
        int code = Main.handle(e, cl, null);
        return new String[]{String.valueOf(code), err.toString()};
    }

    @Test
    void eachFailureHasItsExitCode() {
        assertEquals("1", handle(new ModelNotMetException("k cannot be met"))[0]);
        assertEquals("2", handle(new BadParameterException("k < 2"))[0]);
        assertEquals("3", handle(new BadInputException("x.csv line 2: bad"))[0]);
        String[] bug = handle(new NullPointerException("oops"));
        assertEquals("70", bug[0]);
        assertTrue(bug[1].contains("internal error") && bug[1].contains("--debug"), bug[1]);
        assertFalse(bug[1].contains("\tat "), "no stack trace without --debug");
    }
}
