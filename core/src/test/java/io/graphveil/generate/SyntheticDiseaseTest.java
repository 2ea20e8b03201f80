package io.graphveil.generate;

import io.graphveil.Networks;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SyntheticDiseaseTest {
    static Dataset base(int n) {
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(new String[]{String.valueOf(i % 7), i % 2 == 0 ? "<=50K" : ">50K"});
        }
        return Dataset.ofTable(Table.ofRows(Networks.schema("""
                {"attributes": [{"name": "q", "role": "QUASI_IDENTIFIER"}, {"name": "salary", "role": "SENSITIVE"}]}"""),
                rows), Hierarchies.empty());
    }

    @Test
    void tenDiseasesWithTheirSharesLevelsAndSeededRequirements() {
        int n = 20_000;
        Dataset d = SyntheticDisease.addTo(base(n), 7);
        Attribute disease = d.schema().attribute(SyntheticDisease.DISEASE);
        assertEquals(AttributeRole.SENSITIVE, disease.role());
        assertEquals(AttributeRole.NON_PRIVACY, d.schema().attribute("salary").role(), "the former sensitive attribute");
        assertEquals(SyntheticDisease.REQUIREMENT_COLUMN, disease.requirement().orElseThrow());
        assertEquals(10, disease.levels().size());
        assertEquals(2, d.hierarchies().get(SyntheticDisease.DISEASE).orElseThrow().height());
        double sum = SyntheticDisease.DISEASES.stream().mapToDouble(SyntheticDisease.Disease::share).sum();
        assertEquals(1, sum, 1e-12);
        Table t = d.table();
        for (SyntheticDisease.Disease x : SyntheticDisease.DISEASES) {
            long count = 0;
            for (int r = 0; r < n; r++) {
                count += t.value(r, d.schema().indexOf(SyntheticDisease.DISEASE)).equals(x.name()) ? 1 : 0;
            }
            assertEquals(x.share(), count / (double) n, 0.01, x.name());
            assertTrue(x.level() >= 1 && x.level() <= 3);
        }
        int need = d.schema().indexOf(SyntheticDisease.REQUIREMENT_COLUMN);
        long high = 0;
        for (int r = 0; r < n; r++) {
            int ipl = Integer.parseInt(t.value(r, need));
            assertTrue(ipl >= 0 && ipl <= 2);
            high += ipl == 2 ? 1 : 0;
        }
        // 0.80·0.05 + 0.15·0.15 + 0.05·0.30
        assertEquals(0.0775, high / (double) n, 0.01);
        assertEquals(t, SyntheticDisease.addTo(base(n), 7).table(), "same seed, same columns");
    }
}
