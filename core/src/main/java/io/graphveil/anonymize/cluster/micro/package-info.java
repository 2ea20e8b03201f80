/**
 * Micro-aggregation for p-sensitive k-anonymity: MAA-SAE, MAA-MINIL and GPKC, the centroids that
 * replace a class's values, and the measures the papers report (average information loss, average
 * entropy).
 */
package io.graphveil.anonymize.cluster.micro;
