// Findings of the plugin host (src/plugin-host): it emits them while locating and launching
// each provider's plugin; these entries give them a place in --list-rules, SARIF, severity
// overrides and --explain.
import type { Severity } from '../../diagnostics/diagnostic.js';
import type { IdsOf, Rule, RuleMeta } from '../rule.js';

function hostRule<const Id extends string>(id: Id, severity: Severity, description: string): { meta: RuleMeta & { id: Id } } {
  return { meta: { id, severity, description, group: 'plugin', needsCapabilities: false, emittedBy: 'plugin-host' } };
}

const rules = [
  hostRule('plugin-not-installed', 'warning', 'No dev_overrides path and no cached binary for a provider, so its capability checks are skipped'),
  hostRule('plugin-checksum-mismatch', 'error', "A cached plugin binary's SHA-256 differs from the lock file's checksum for this platform (it is not run)"),
  hostRule('plugin-launch-failed', 'error', 'A plugin could not be started: spawn, handshake, dial, timeout or crash'),
  hostRule('plugin-rpc-failed', 'error', 'A plugin answered a capability or Describe call with an error status'),
  hostRule('plugin-describe-missing', 'warning', 'A plugin serves no Describe, so its identity cannot be checked'),
  hostRule('plugin-protocol-version', 'error', "A plugin's handshake or Describe names a protocol version other than 1 (catalogue 3.14)"),
  hostRule('plugin-category-mismatch', 'warning', "A plugin's Describe names a category whose service it does not serve"),
] satisfies Rule[];

export const pluginRules: Rule[] = rules;
/** The ids the plugin host's findings (ProviderFinding) may carry. */
export type PluginRuleId = IdsOf<typeof rules>;
