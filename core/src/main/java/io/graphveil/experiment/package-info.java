/**
 * The papers' experiments as reproducible runs: KAIM vs k-member, L-clustering vs L-Incognito,
 * MAA-SAE vs MAA-MINIL vs GPKC, and (w,l,k) on UCI Adult.
 */
package io.graphveil.experiment;
