package io.graphveil.anonymize.cluster;

import io.graphveil.BadParameterException;
import io.graphveil.ModelNotMetException;
import io.graphveil.Progress;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The frame every clustering anonymizer shares: one representative and one distance term per
 * quasi-identifier, records read as {@link Profiles}, clusters built by the subclass's loop
 * ({@link #cluster}), then clusters that fail a criterion the loop did not aim at merged away
 * ({@link ModelRepair}), and local generalization ({@link ClusterOutput}). Clustering never
 * suppresses: the budget is unused and every record keeps its row.
 */
public abstract class ClusteringAnonymizer implements TableAnonymizer {

    @Override
    public final boolean recodesLocally() {
        return true;
    }

    /** A quasi-identifier's representative and its term of the distance. */
    public record Term(AttributeRepresentative representative, AttributeCost cost) {
    }

    /**
     * What the loop works on. {@code details} goes to the report's {@code algorithm} section;
     * {@code terms} are the quasi-identifiers' (profile columns {@code 0..terms.size()-1}) and
     * {@code weights} their schema weights.
     */
    public record Run(Table table, PrivacyModel model, Profiles profiles, Clusters clusters, GroupDistance distance,
                      List<Clusters.Listener> extraListeners, SplittableRandom random, Map<String, Object> details,
                      List<Term> terms, double[] weights) {
        /**
         * The sensitive attribute's profile column, for an anonymizer whose one extra column
         * ({@link ClusteringAnonymizer#extraColumns}) is the sensitive attribute: the last.
         */
        public int sensitiveColumn() {
            return profiles.width() - 1;
        }
    }

    /** The representative and distance term of quasi-identifier {@code attribute} (column {@code column} of {@code table}). */
    protected abstract Term term(Attribute attribute, Column column, Table table, Hierarchies hierarchies);

    /**
     * The term of a generalizing clustering (k-member, GPKC): a CONTINUOUS quasi-identifier
     * generalizes to its cluster's interval, charged {@code (max − min)/(domain range)}; every other
     * one to the lowest common ancestor in its hierarchy, charged by {@code categorical}.
     */
    protected static Term generalizing(Attribute attribute, Column column, Table table, Hierarchies hierarchies,
                                       java.util.function.Function<HierarchyRepresentative, AttributeCost> categorical) {
        if (attribute.type() == io.graphveil.model.AttributeType.CONTINUOUS) {
            IntervalRepresentative interval = IntervalRepresentative.of(attribute, column);
            return new Term(interval, new NcpIntervalCost(interval));
        }
        CodedHierarchy coded = new CodedHierarchy(attribute.name(), column, hierarchies.orFlat(table, attribute.name()));
        HierarchyRepresentative node = new HierarchyRepresentative(coded, column);
        return new Term(node, categorical.apply(node));
    }

    /**
     * Table columns read besides the quasi-identifiers (appended to the profiles after them, e.g.
     * the sensitive attribute), and their listeners; none by default.
     */
    protected int[] extraColumns(Table table, PrivacyModel model) {
        return new int[0];
    }

    /** Listeners of the clusters besides the representatives (e.g. sensitive-value sets); made once per run. */
    protected List<Clusters.Listener> extraListeners(Table table, PrivacyModel model) {
        return List.of();
    }

    /**
     * Checks the parameters before any work (throws a usage or model error); by default the
     * k-member frame's: the model asks k-anonymity and the table has at least k records.
     */
    protected void check(Table table, PrivacyModel model) {
        requireRows(table, ModelParameters.requireK(model, name()), model);
    }

    /** Builds the clusters: on return every record is in one. */
    protected abstract void cluster(Run run);

    /** A usage error unless the model asks k-anonymity; a model error when the table has fewer than k records. */
    protected static void requireRows(Table table, int k, PrivacyModel model) {
        if (table.rowCount() < k) {
            throw new ModelNotMetException("cannot meet " + model.describe() + ": the table has " + table.rowCount()
                    + " records, fewer than k = " + k);
        }
    }

    /** The greedy k-member loop ({@link GreedyClustering}) with the model's k, and progress on stderr. */
    protected final void greedy(Run run, GreedyClustering.Seeds seeds) {
        greedy(run, seeds, null);
    }

    /**
     * The greedy loop with p-sensitivity ({@code diversity}, null: none; its values are the
     * sensitive attribute's, the last profile column).
     */
    protected final void greedy(Run run, GreedyClustering.Seeds seeds, GreedyClustering.Diversity diversity) {
        int k = ModelParameters.requireK(run.model(), name());
        Progress progress = Progress.start(name(), run.table().rowCount());
        RecordPool pool = new RecordPool(run.profiles(), diversity == null ? -1 : run.sensitiveColumn());
        GreedyClustering.run(pool, run.clusters(), run.distance(), k, seeds, diversity, run.random(), progress);
        progress.finish();
        run.details().put("k", k);
    }

    @Override
    public final AnonymizationResult anonymize(Table table, Hierarchies hierarchies, PrivacyModel model,
                                               SuppressionBudget budget, long seed) {
        return run(table, hierarchies, model, seed, null);
    }

    /** The same frame with the clusters given ({@code classOf}) instead of built by {@link #cluster}. */
    @Override
    public final AnonymizationResult anonymizeWithin(Table table, Hierarchies hierarchies, PrivacyModel model,
                                                     int[] classOf) {
        if (classOf.length != table.rowCount()) {
            throw new IllegalArgumentException(classOf.length + " classes for " + table.rowCount() + " rows");
        }
        return run(table, hierarchies, model, 0, classOf);
    }

    private AnonymizationResult run(Table table, Hierarchies hierarchies, PrivacyModel model, long seed,
                                    int[] given) {
        Schema schema = table.schema();
        int[] qi = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        if (qi.length == 0) {
            throw new BadParameterException("the schema has no QUASI_IDENTIFIER attribute to generalize");
        }
        if (table.rowCount() == 0) {
            throw new ModelNotMetException("cannot meet " + model.describe() + ": the table has no records");
        }
        check(table, model);
        List<Term> terms = new ArrayList<>();
        AttributeRepresentative[] representatives = new AttributeRepresentative[qi.length];
        AttributeCost[] costs = new AttributeCost[qi.length];
        double[] weights = new double[qi.length];
        for (int j = 0; j < qi.length; j++) {
            Attribute a = schema.attribute(qi[j]);
            Term t = term(a, table.column(qi[j]), table, hierarchies);
            terms.add(t);
            representatives[j] = t.representative();
            costs[j] = t.cost();
            weights[j] = a.weight();
        }
        int[] extra = extraColumns(table, model);
        int[] columns = new int[qi.length + extra.length];
        System.arraycopy(qi, 0, columns, 0, qi.length);
        System.arraycopy(extra, 0, columns, qi.length, extra.length);
        List<Clusters.Listener> extraListeners = extraListeners(table, model);
        List<Clusters.Listener> listeners = new ArrayList<>(List.of(representatives));
        listeners.addAll(extraListeners);
        Profiles profiles = Profiles.of(table, columns);
        Clusters clusters = new Clusters(table.rowCount(), listeners);
        GroupDistance distance = new SummedDistance(profiles, clusters, costs, weights);
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("profiles", profiles.profileCount());
        if (given == null) {
            cluster(new Run(table, model, profiles, clusters, distance, extraListeners, new SplittableRandom(seed),
                    details, List.copyOf(terms), weights.clone()));
        } else {
            int[] opened = new int[table.rowCount()];
            java.util.Arrays.fill(opened, -1);
            for (int r = 0; r < given.length; r++) {
                int c = given[r];
                if (opened[c] < 0) {
                    opened[c] = clusters.open(r);
                } else {
                    clusters.add(opened[c], r);
                }
            }
            details.put("clusters_given", clusters.aliveCount());
        }
        details.put("clusters_built", clusters.aliveCount());
        details.put("repair_merges", ModelRepair.run(table, clusters, distance, model));
        details.put("clusters", clusters.aliveCount());
        return ClusterOutput.publish(table, qi, representatives, clusters, model, details);
    }
}
