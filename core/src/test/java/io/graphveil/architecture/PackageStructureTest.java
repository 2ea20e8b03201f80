package io.graphveil.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The package structure docs/ARCHITECTURE.md describes, held against the compiled code: packages
 * follow the pipeline without cycles, the algorithms never reach the registry or the command line,
 * and the verifier shares no code with the algorithms.
 */
class PackageStructureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void read() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.graphveil");
    }

    @Test
    void noPackageCycles() {
        slices().matching("io.graphveil.(**)").should().beFreeOfCycles().check(classes);
    }

    @Test
    void onlyTheCommandLineCallsSystemExitOrReachesTheCommandLine() {
        noClasses().that().resideOutsideOfPackage("io.graphveil.cli..").should()
                .dependOnClassesThat().resideInAPackage("io.graphveil.cli..").check(classes);
        noClasses().that().resideOutsideOfPackage("io.graphveil.cli..").should().callMethod(System.class, "exit",
                int.class).check(classes);
    }

    @Test
    void theVerifierSharesNoCodeWithTheAlgorithms() {
        noClasses().that().resideInAPackage("io.graphveil.verify..").should().dependOnClassesThat()
                .resideInAnyPackage("io.graphveil.anonymize..", "io.graphveil.criteria..", "io.graphveil.split..",
                        "io.graphveil.group..", "io.graphveil.pipeline..", "io.graphveil.quality..")
                .check(classes);
    }

    @Test
    void criteriaAndQualityKnowNothingOfTheAlgorithms() {
        noClasses().that().resideInAnyPackage("io.graphveil.criteria..", "io.graphveil.quality..",
                "io.graphveil.group..").should().dependOnClassesThat().resideInAPackage("io.graphveil.anonymize..")
                .check(classes);
    }
}
