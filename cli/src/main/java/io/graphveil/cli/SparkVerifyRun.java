package io.graphveil.cli;

import io.graphveil.BadParameterException;
import io.graphveil.model.Schema;
import io.graphveil.spark.SparkVerifier;
import io.graphveil.verify.Claim;
import io.graphveil.verify.VerificationReport;

/**
 * {@code verify --engine spark}: the published table (and the mapping) read by Spark from a path
 * or a Hadoop URI and checked by {@link SparkVerifier}. Apart from {@link VerifyCommand} so that
 * no Spark class is touched unless Spark was asked for and found.
 */
final class SparkVerifyRun {
    private SparkVerifyRun() {
    }

    static VerificationReport verify(String master, Schema schema, String table, String mapping, Claim claim) {
        EngineOptions.requireSpark();
        if (!SparkVerifier.checks(claim)) {
            throw new BadParameterException("--engine spark verifies k, alpha, l, p, entropy l, t, w, the "
                    + "suppression cap and distinct persons; for " + claim.describe() + " use the single-machine engine");
        }
        return SparkVerifier.verifyFiles(master, schema, table, mapping, claim);
    }
}
