/**
 * What is private and who knows what: the private values closed upward over their hierarchy, and
 * the column risk check that refuses a column published as it is when it singles people out or
 * gives a quasi-identifier away (the attacker's background knowledge, per column).
 */
package io.graphveil.policy;
