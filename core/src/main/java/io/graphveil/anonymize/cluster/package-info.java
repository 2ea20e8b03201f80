/**
 * Clustering anonymizers that recode each class locally: KAIM, k-member and L-clustering, with the
 * shared greedy clustering, record distances, representatives (intervals, sets, hierarchy labels)
 * and the repair that makes a clustering meet the privacy model.
 */
package io.graphveil.anonymize.cluster;
