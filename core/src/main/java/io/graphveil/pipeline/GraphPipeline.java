package io.graphveil.pipeline;

import io.graphveil.BadInputException;
import io.graphveil.BadParameterException;
import io.graphveil.Progress;
import io.graphveil.Stopwatch;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.criteria.DegreeDisclosure;
import io.graphveil.criteria.ShadowHolderShare;
import io.graphveil.group.Partition;
import io.graphveil.policy.PrivateItems;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Table;
import io.graphveil.split.NodeSplitter;
import io.graphveil.split.PersonClasses;
import io.graphveil.split.SplitResult;

/**
 * The toolkit's main job (ALGORITHMS.md §1): measure the graph, split every node holding a private value,
 * anonymize the split graph's table, write the generalized values back onto the nodes and
 * measure again. Publication and verification are {@link GraphPublisher}'s. No I/O here.
 */
public final class GraphPipeline {

    /**
     * Everything the job produced.
     *
     * @param hierarchies the policy's hierarchies completed for the split graph's table (which the
     *                    anonymizer generalized with)
     */
    public record Outcome(Dataset policy, SplitResult split, Hierarchies hierarchies, TableAnonymizer anonymizer,
                          AnonymizationResult anonymization, AttributeSocialNetwork published,
                          BackgroundMeasure measuredBefore, BackgroundMeasure measuredAfter, long budget,
                          PrivacyModel model, PrivacyGate.Outcome gate, int splitPasses,
                          ShadowBalance.Figures shadowBalance) {
        /**
         * The original graph's utility (waits for it to be measured).
         *
         * @return the measures before the split
         */
        public GraphUtility before() {
            return measuredBefore.get();
        }

        /**
         * The published graph's utility (waits for it to be measured).
         *
         * @return the measures of the split graph
         */
        public GraphUtility after() {
            return measuredAfter.get();
        }
    }

    private GraphPipeline() {
    }

    /**
     * @param dataset the graph, with the policy to apply (see {@link Policy#apply})
     */
    public static Outcome run(Dataset dataset, AnonymizeOptions options, TableAnonymizer anonymizer, Stopwatch report) {
        checkData(dataset, options);
        // measured while the classes are formed and the graph split (BackgroundMeasure)
        return run(dataset, options, anonymizer, BackgroundMeasure.start("measure_before", dataset.network(),
                options, report), report);
    }

    /**
     * The job with the original graph already measured: {@code before} is {@link #measure} of
     * {@code dataset}'s graph with these options. The policy changes no edge, so runs of one graph
     * under several policies (experiment utility) measure it once.
     */
    public static Outcome run(Dataset dataset, AnonymizeOptions options, TableAnonymizer anonymizer,
                              GraphUtility before, Stopwatch report) {
        return run(dataset, options, anonymizer, BackgroundMeasure.of(before), report);
    }

    private static Outcome run(Dataset dataset, AnonymizeOptions options, TableAnonymizer anonymizer,
                               BackgroundMeasure before, Stopwatch report) {
        checkData(dataset, options);
        AttributeSocialNetwork network = dataset.network();
        int k = options.k();

        SuppressionBudget budget = SuppressionBudget.of(anonymizer, k, options.suppression());
        NodeSplitter.Options rules = options.paperRules()
                ? new NodeSplitter.Options(options.balanced(), options.recomputePriorities())
                : NodeSplitter.Options.safe(options.alpha());
        // the private items each person holds: for the criteria of every pass and the final measure
        int[][] held = options.paperRules() ? null
                : PrivateItems.of(dataset.schema()).held(network.table(), dataset.hierarchies());
        PersonClasses classes = null;
        PersonClasses formed = null;
        NodeSplitter.Carriers carriers = null;
        if (!options.paperRules() && !anonymizer.recodesLocally()) {
            // a full-domain algorithm's classes of persons do not depend on the split: the value
            // rows are the persons' own rows whatever it does, so they are known before it
            report.start("classes");
            carriers = new NodeSplitter(rules).carriers(network, dataset.hierarchies());
            classes = classesBeforeSplit(dataset, options, anonymizer, budget, carriers);
            report.stop("classes");
        }
        SplitResult split;
        Hierarchies hierarchies;
        PrivacyModel model;
        AnonymizationResult result;
        int passes = 0;
        while (true) {
            passes++;
            report.start("split");
            Progress progress = Progress.start("split", network.nodeCount());
            split = new NodeSplitter(classes == null ? rules : rules.within(classes))
                    .split(network, dataset.hierarchies(), options.seed(), progress);
            report.stop("split");
            hierarchies = dataset.hierarchies().completeFor(split.network().table());
            model = options.model().build(modelContext(options, split, hierarchies));
            report.start("anonymize");
            boolean keep = anonymizer.recodesLocally() && classes != null;
            result = anonymizeSplit(split, network, dataset, options, anonymizer, hierarchies, model, budget,
                    keep ? classes : null, held, carriers);
            report.stop("anonymize");
            if (options.paperRules()) {
                break;
            }
            // the classes formed; the gate's repairs keep the quasi-identifiers, so they are the
            // published ones too
            formed = ShadowBalance.classes(result.table(),
                    ShadowBalance.valueRows(split.persons(), carriesValues(split), network.nodeCount()));
            if (keep) {
                break;
            }
            // the plan balanced holders within the classes it was given. A clustering algorithm's
            // clusters follow the split's degrees, so they are known only now: split again within
            // them and keep them, merging those that fail. A full-domain algorithm should form the
            // classes it formed before the split; split again if it did not.
            if (!anonymizer.recodesLocally() && (formed.sameGrouping(classes) || passes == MAX_PASSES)) {
                break;
            }
            classes = formed;
        }
        AttributeSocialNetwork splitNetwork = split.network();
        int[] persons = split.persons();
        // the split is final: its structure is measured while the gate judges and the files are written
        BackgroundMeasure after = BackgroundMeasure.start("measure_after", splitNetwork, options, report);

        report.start("gate");
        PrivacyGate.Outcome gate = PrivacyGate.check(result, network.table(), network.structure(),
                splitNetwork.structure(), persons, hierarchies, dataset.schema(), options.alpha(),
                PrivacyGate.budget(budget.limit(splitNetwork.nodeCount()), options.suppression(), k,
                        splitNetwork.nodeCount()),
                model, options.seed());
        result = gate.result();
        report.stop("gate");

        ShadowBalance.Figures balance = null;
        if (!options.paperRules()) {
            report.start("shadow_balance");
            balance = ShadowBalance.measure(result.table(), persons, carriesValues(split), formed,
                    PrivateItems.holders(held), options.alpha());
            report.stop("shadow_balance");
        }
        AttributeSocialNetwork published = splitNetwork.withTable(result.table());
        return new Outcome(dataset, split, hierarchies, anonymizer, result, published, before, after,
                budget.limit(splitNetwork.nodeCount()), model, gate, passes, balance);
    }

    /**
     * Splits the safe rules may run for a full-domain algorithm: the first, and once more should it
     * form other classes. A clustering algorithm runs two: the second within the first's clusters.
     */
    static final int MAX_PASSES = 2;

    /**
     * The classes a full-domain algorithm forms on the persons' own rows (one per person). Each
     * class must have non-holders enough for the decoy plan to hide its holders
     * ({@link ShadowHolderShare} over who could carry a shadow, {@link NodeSplitter#carriers}):
     * a class that has not generalizes further, or is suppressed, instead of being published with
     * its holders' status unprotected.
     */
    private static PersonClasses classesBeforeSplit(Dataset dataset, AnonymizeOptions options,
                                                    TableAnonymizer anonymizer, SuppressionBudget budget,
                                                    NodeSplitter.Carriers carriers) {
        Table persons = dataset.network().table();
        Hierarchies hierarchies = dataset.hierarchies().completeFor(persons);
        PrivacyModel perRow = options.model().build(CriterionSpec.Context.of(persons, hierarchies))
                .with(new ShadowHolderShare(carriers.share(), carriers.pattern(), carriers.holder()));
        AnonymizationResult result = anonymizer.anonymize(persons, hierarchies, perRow, budget, options.seed())
                .withSuppressedRowsBlank();
        int[] self = new int[persons.rowCount()];
        for (int p = 0; p < self.length; p++) {
            self[p] = p;
        }
        return ShadowBalance.classes(result.table(), self);
    }

    /**
     * The table algorithm on a split graph's table: every row under the paper's rules; under the safe
     * rules one row per person, the shadows following their primaries ({@link ShadowAttachment}).
     */
    private static AnonymizationResult anonymizeSplit(SplitResult split, AttributeSocialNetwork network,
                                                      Dataset dataset, AnonymizeOptions options,
                                                      TableAnonymizer anonymizer, Hierarchies hierarchies,
                                                      PrivacyModel model, SuppressionBudget budget,
                                                      PersonClasses within, int[][] held,
                                                      NodeSplitter.Carriers carriers) {
        Table table = split.network().table();
        if (options.paperRules()) {
            return anonymizer.anonymize(table, hierarchies, model, budget, options.seed());
        }
        ShadowAttachment attachment = ShadowAttachment.of(split);
        Table values = attachment.valueRows(table);
        PrivacyModel perRow = options.model().build(CriterionSpec.Context.of(values, hierarchies));
        AnonymizationResult anonymized;
        if (within == null) {
            if (anonymizer.recodesLocally()) {
                perRow = perRow.with(degreeDisclosure(options.alpha(), network, split, attachment, dataset, held));
            } else {
                // the criterion the classes were formed with before the split, on the same rows
                int[] nodes = attachment.valueNodes();
                int[] pattern = new int[nodes.length];
                boolean[] holds = new boolean[nodes.length];
                for (int i = 0; i < nodes.length; i++) {
                    pattern[i] = carriers.pattern()[split.personOf(nodes[i])];
                    holds[i] = carriers.holder()[split.personOf(nodes[i])];
                }
                perRow = perRow.with(new ShadowHolderShare(carriers.share(), pattern, holds));
            }
            anonymized = anonymizer.anonymize(values, hierarchies, perRow, budget, options.seed());
        } else {
            // the clusters of the first pass, kept; those whose shadows the second split could not
            // balance, or whose degrees now single a holder out, merge with their nearest
            perRow = perRow.with(degreeDisclosure(options.alpha(), network, split, attachment, dataset, held))
                    .with(shadowHolderShare(options.alpha(), split, attachment, PrivateItems.holders(held)));
            int[] nodes = attachment.valueNodes();
            int[] classOf = new int[nodes.length];
            for (int i = 0; i < nodes.length; i++) {
                classOf[i] = within.classOf(split.personOf(nodes[i]));
            }
            anonymized = anonymizer.anonymizeWithin(values, hierarchies, perRow, classOf);
        }
        AnonymizationResult result = attachment.expand(table, anonymized.withSuppressedRowsBlank());
        result.requireSatisfies(model);
        return result;
    }

    /**
     * The criterion that keeps the degree attackers under α within each class ({@link DegreeDisclosure}),
     * for the value rows an attachment hands to the table algorithm.
     */
    private static DegreeDisclosure degreeDisclosure(double alpha, AttributeSocialNetwork network, SplitResult split,
                                                     ShadowAttachment attachment, Dataset dataset, int[][] held) {
        int[] nodes = attachment.valueNodes();
        int[] shadows = attachment.shadowNodes();
        var published = split.network().structure();
        int[] rowDegree = new int[nodes.length];
        int[] shadowDegree = new int[nodes.length];
        int[] personOf = new int[nodes.length];
        for (int i = 0; i < nodes.length; i++) {
            rowDegree[i] = published.degree(nodes[i]);
            shadowDegree[i] = shadows[i] < 0 ? -1 : published.degree(shadows[i]);
            personOf[i] = split.personOf(nodes[i]);
        }
        int[] knownDegree = network.structure().degrees();
        return new DegreeDisclosure(alpha, rowDegree, shadowDegree, personOf, knownDegree, held,
                PrivateItems.of(dataset.schema()), dataset.hierarchies());
    }

    /**
     * The criterion that keeps holders at most α·(1 − margin) of each class's shadow carriers
     * ({@link ShadowHolderShare}), for the value rows an attachment hands to a clustering algorithm.
     */
    private static ShadowHolderShare shadowHolderShare(double alpha, SplitResult split, ShadowAttachment attachment,
                                                       boolean[] holder) {
        Table table = split.network().table();
        boolean[] carries = carriesValues(split);
        Partition.Ids tuples = ShadowBalance.besideQuasiIdentifiers(table);
        boolean[] shown = ShadowBalance.shownByShadows(tuples, carries);
        int blank = ShadowBalance.blankTuple(table, tuples);
        int[] nodes = attachment.valueNodes();
        int[] shadows = attachment.shadowNodes();
        int[] pattern = new int[nodes.length];
        boolean[] holds = new boolean[nodes.length];
        for (int i = 0; i < nodes.length; i++) {
            int own = tuples.classOf()[nodes[i]];
            holds[i] = holder[split.personOf(nodes[i])];
            // a holder left whole shows its value; the gate may blank that row to the shadows' pattern
            int unsplitHolder = holds[i] && blank >= 0 && shown[blank] ? blank : -1;
            pattern[i] = shadows[i] >= 0 ? tuples.classOf()[shadows[i]] : shown[own] ? own : unsplitHolder;
        }
        return new ShadowHolderShare(NodeSplitter.Options.safe(alpha).holderShare(), pattern, holds);
    }

    /** Whether each row of the split graph carries its person's values (every row but the shadows). */
    static boolean[] carriesValues(SplitResult split) {
        boolean[] out = new boolean[split.network().nodeCount()];
        for (int v = 0; v < out.length; v++) {
            out[v] = !split.isShadow(v);
        }
        return out;
    }

    /**
     * The structural utility of {@code network} as the job measures it: closeness exact up to
     * {@code options.exactClosenessLimit()} nodes, sampled with {@code options.seed()} beyond (from fewer
     * sources on the largest graphs: {@link GraphUtility#samplesFor}); clustering estimated from
     * wedges above {@link GraphUtility#DEFAULT_EXACT_CLUSTERING_EDGES} edges.
     */
    public static GraphUtility measure(AttributeSocialNetwork network, AnonymizeOptions options) {
        return GraphUtility.measure(network.structure(), GraphUtility.Options.defaults()
                .withExactLimit(options.exactClosenessLimit()).withSeed(options.seed())
                .withSamples(GraphUtility.samplesFor(network.nodeCount())));
    }

    /** k must not exceed the nodes (exit code 3), and every PRIVACY attribute needs a hierarchy. */
    private static void checkData(Dataset dataset, AnonymizeOptions options) {
        int nodes = dataset.network().nodeCount();
        if (options.k() > nodes) {
            throw new BadInputException("k = " + options.k() + " is larger than the " + nodes + " nodes of the graph");
        }
        Policy.requirePrivacyHierarchies(dataset);
    }

    /**
     * The context the graph job's criteria are built in: the split table, whose rows belong to persons
     * (counted as persons unless the paper's rules count records).
     */
    static CriterionSpec.Context modelContext(AnonymizeOptions options, SplitResult split, Hierarchies hierarchies) {
        boolean persons = options.countsPersons();
        return new CriterionSpec.Context(split.network().table(), hierarchies, persons ? split.persons() : null,
                options.paperRules() ? null : carriesValues(split), null, options.paperRules(), null);
    }

    /**
     * Checks the parameters that do not depend on the data (exit code 2 when wrong); each criterion's
     * own value was checked when the model was made.
     */
    public static void checkParameters(AnonymizeOptions o) {
        if (o.alpha() == null) {
            throw new BadParameterException("the graph job needs --alpha");
        }
        if (o.suppression() != null && !(o.suppression() >= 0 && o.suppression() < 1)) {
            throw new BadParameterException("suppression must be a share in [0,1), not " + o.suppression());
        }
        if (o.privateRatio() != null && !(o.privateRatio() >= 0 && o.privateRatio() <= 1)) {
            throw new BadParameterException("private ratio must be in [0,1], not " + o.privateRatio());
        }
    }
}
