/**
 * Privacy criteria judged per equivalence class ((α,k), distinct persons, l-diversity,
 * p-sensitivity, (w,l,k), degree disclosure) and the {@link io.graphveil.criteria.PrivacyModel}
 * that combines them. A criterion knows nothing of the algorithm searching for a table that meets
 * it.
 */
package io.graphveil.criteria;
