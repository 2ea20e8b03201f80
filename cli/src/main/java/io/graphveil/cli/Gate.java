package io.graphveil.cli;

import io.graphveil.ModelNotMetException;
import io.graphveil.io.Json;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import io.graphveil.pipeline.PrivacyGate;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** What the commands that publish do with the privacy gate's outcome: publish, publish at the owner's risk, or refuse. */
final class Gate {
    /** The owner-only diagnostic a refusal leaves. */
    static final String DIAGNOSTIC = "gate-refused.json";

    private Gate() {
    }

    /**
     * Records the gate in the owner's report; when it failed, publishes only with {@code acceptRisk}
     * (and says so), otherwise writes the owner-only diagnostic into the owner's folder and refuses
     * (exit code 1) before anything publishable exists.
     */
    static void decide(PrivacyGate.Outcome gate, boolean acceptRisk, boolean force, Path ownerFolder, List<Path> inputs,
                       RunReport report, PrintWriter err) throws IOException {
        report.owner("gate").setAll(gate.toJson());
        report.clock().record("gate", gate.timeMs());
        if (gate.passed()) {
            return;
        }
        if (acceptRisk) {
            report.section("privacy_gate").put("accepted_risk", true);
            err.println("warning: privacy gate: " + gate.refusal() + "; publishing anyway (--accept-risk)");
            err.flush();
            return;
        }
        var diagnostic = gate.toJson();
        diagnostic.put("what_would_help", "a larger k or alpha, a larger --suppression budget for the gate's repairs, "
                + "coarser hierarchies for the quasi-identifiers, or fewer private values; --accept-risk publishes "
                + "anyway");
        try (OutputFolder folder = OutputFolder.prepareOwnerOnly(ownerFolder, force, inputs, err)) {
            Json.write(folder.dir().resolve(DIAGNOSTIC), diagnostic);
            folder.commit();
        }
        throw new ModelNotMetException("privacy gate: " + gate.refusal() + "; nothing was published (diagnostic: "
                + ownerFolder.getFileName().resolve(DIAGNOSTIC) + ")");
    }
}
