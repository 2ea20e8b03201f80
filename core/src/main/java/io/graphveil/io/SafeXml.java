package io.graphveil.io;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;

/**
 * The one way GraphVeil gets an XML parser: hardened against external entities (no file or URL
 * read on a document's say) and entity expansion (no DOCTYPE at all, and the JDK's secure
 * processing limits), as OWASP's XXE prevention cheat sheet sets them out. A graph file is data,
 * never instructions: GraphML and GEXF need no DOCTYPE.
 */
public final class SafeXml {
    private SafeXml() {
    }

    /** A factory's {@code setFeature}. */
    private interface FeatureSetter {
        void set(String feature, boolean value) throws Exception;
    }

    /** The features OWASP's cheat sheet sets: no DOCTYPE, no external entities or DTDs, secure processing. */
    private static void harden(FeatureSetter f) {
        try {
            f.set("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.set("http://xml.org/sax/features/external-general-entities", false);
            f.set("http://xml.org/sax/features/external-parameter-entities", false);
            f.set("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            f.set(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        } catch (Exception e) {
            throw new IllegalStateException("the XML parser cannot be hardened: " + e.getMessage(), e);
        }
    }

    /** A DOM parser factory that refuses DOCTYPEs and external entities. */
    public static DocumentBuilderFactory documentBuilderFactory() {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        harden(f::setFeature);
        f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        f.setXIncludeAware(false);
        f.setExpandEntityReferences(false);
        f.setNamespaceAware(true);
        return f;
    }

    /** A SAX parser factory that refuses DOCTYPEs and external entities. */
    public static SAXParserFactory saxParserFactory() {
        SAXParserFactory f = SAXParserFactory.newInstance();
        harden(f::setFeature);
        f.setXIncludeAware(false);
        f.setNamespaceAware(true);
        return f;
    }

    /** A StAX factory without DTDs or external entities. */
    public static XMLInputFactory inputFactory() {
        XMLInputFactory f = XMLInputFactory.newFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        return f;
    }
}
