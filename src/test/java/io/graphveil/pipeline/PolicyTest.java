package io.graphveil.pipeline;

import io.graphveil.BadParameterException;
import io.graphveil.Networks;
import io.graphveil.io.Dataset;
import io.graphveil.model.Attribute;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PolicyTest {
    @Test
    void privateRatioDrawsFromTheHierarchysDomainWithTheSeed() {
        Dataset d = Networks.movieLensLike(100, 0, 0.1, 4, 1);
        assertEquals(21, Policy.domain(d, d.schema().indexOf("occupation")).size(),
                "the domain is the hierarchy's 21 leaves, not only the values in the data");
        Attribute a = Policy.withPrivateRatio(d, 0.2, 7).schema().attribute("occupation");
        assertEquals(5, a.privateValues().size(), "ceil(0.2 * 21) = 5");
        assertEquals(a.privateValues(), Policy.withPrivateRatio(d, 0.2, 7).schema().attribute("occupation")
                .privateValues());
        assertNotEquals(a.privateValues(), Policy.withPrivateRatio(d, 0.2, 8).schema().attribute("occupation")
                .privateValues());
        assertTrue(Policy.withPrivateRatio(d, 0, 7).schema().attribute("occupation").privateValues().isEmpty());
    }

    @Test
    void privateValuesMustBeInTheDomain() {
        Dataset d = Networks.movieLensLike(50, 0, 0.1, 4, 1);
        Attribute bad = d.schema().attribute("occupation").toBuilder().privateValues(List.of("6", "99")).build();
        Dataset withBad = d.withTable(d.table().withSchema(d.schema().withAttribute(bad)));
        BadParameterException e = assertThrows(BadParameterException.class,
                () -> Policy.checkPrivateValuesInDomain(withBad));
        assertTrue(e.getMessage().contains("'99'"), e.getMessage());
    }
}
