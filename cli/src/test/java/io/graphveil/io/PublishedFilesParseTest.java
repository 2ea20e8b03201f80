package io.graphveil.io;

import io.graphveil.cli.Main;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.xml.sax.SAXParseException;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every published file parses with a standard reader (issue #12.9): the GraphML with a hardened XML
 * parser, the CSV files with Commons CSV, each row as wide as its header; and the hardened parser
 * refuses what a graph file never needs, a DOCTYPE with entities.
 */
class PublishedFilesParseTest {
    @TempDir
    Path dir;

    @Test
    void everyPublishedFileParsesWithAStandardReader() throws Exception {
        Path out = dir.resolve("out");
        StringWriter log = new StringWriter();
        int code = Main.run(new PrintWriter(log), new PrintWriter(log), "anonymize", "graphs/sample-1000", "--k", "5",
                "--alpha", "0.5", "--algorithm", "k-member", "--seed", "1", "--no-pictures", "--out", out.toString());
        assertEquals(0, code, log.toString());

        Document graphml = SafeXml.documentBuilderFactory().newDocumentBuilder().parse(out.resolve("graph.graphml")
                .toFile());
        int nodes = graphml.getElementsByTagNameNS("*", "node").getLength();
        int edges = graphml.getElementsByTagNameNS("*", "edge").getLength();
        assertEquals(rows(out.resolve("table.csv")), nodes, "one GraphML node per published row");
        assertEquals(rows(out.resolve("edges.csv")), edges, "one GraphML edge per published edge");

        try (var files = Files.walk(out)) {
            for (Path csv : files.filter(p -> p.toString().endsWith(".csv")).toList()) {
                char delimiter = csv.getParent().getFileName().toString().equals("hierarchies") ? ';' : ',';
                try (Reader r = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
                     CSVParser p = CSVFormat.DEFAULT.builder().setDelimiter(delimiter).build().parse(r)) {
                    List<CSVRecord> records = p.getRecords();
                    assertTrue(!records.isEmpty(), csv + " has rows");
                    if (delimiter == ',') {
                        int width = records.get(0).size();
                        for (CSVRecord rec : records) {
                            assertEquals(width, rec.size(), csv + " line " + rec.getRecordNumber());
                        }
                    }
                }
            }
        }
        Json.MAPPER.readTree(out.resolve("report.json").toFile());
        Json.MAPPER.readTree(out.resolve("schema.json").toFile());
    }

    private static int rows(Path csv) throws Exception {
        try (Reader r = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
             CSVParser p = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(r)) {
            return p.getRecords().size();
        }
    }

    @Test
    void theHardenedParserRefusesEntities() {
        String xxe = "<?xml version=\"1.0\"?><!DOCTYPE g [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + "<graphml><graph>&x;</graph></graphml>";
        assertThrows(SAXParseException.class, () -> SafeXml.documentBuilderFactory().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xxe.getBytes(StandardCharsets.UTF_8))));
        String bomb = "<?xml version=\"1.0\"?><!DOCTYPE g [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;\">]>"
                + "<graphml>&b;</graphml>";
        assertThrows(SAXParseException.class, () -> SafeXml.saxParserFactory().newSAXParser()
                .parse(new ByteArrayInputStream(bomb.getBytes(StandardCharsets.UTF_8)),
                        new org.xml.sax.helpers.DefaultHandler()));
        String nul = "<?xml version=\"1.0\"?><graphml><data>a\u0000b</data></graphml>";
        assertThrows(SAXParseException.class, () -> SafeXml.documentBuilderFactory().newDocumentBuilder()
                .parse(new ByteArrayInputStream(nul.getBytes(StandardCharsets.UTF_8))),
                "a NUL makes a document that is not XML, which is why it is refused before publishing");
    }
}
