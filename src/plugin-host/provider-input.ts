// The plugin host's own input and output: a small plain shape per provider, so wiring it to
// the agent.hcl, lock-file and global-config models is a few lines in the caller.
import type { Range, RelatedInfo, Severity } from '../diagnostics/diagnostic.js';
import type { DescribeInfo, ProviderCapabilities } from '../models/advertised/wire-types.js';

/** A place in a file that helped locate a binary (shown as `related` on findings). */
export interface SourcePlace {
  file: string;
  range: Range;
}

export interface ProviderInput {
  /** The required_providers local name. */
  name: string;
  /** required_providers entry, when declared. */
  required?: { source?: string; version?: string };
  /** dev_overrides path for this local name (absolute, or relative to the working directory: the front end resolves the global config's relative paths against its folder). */
  devOverride?: { path: string; at?: SourcePlace };
  /** The lock file's provider entry. `checksums` maps `<os>_<arch>` to `sha256:<64 hex>`. */
  lock?: { source: string; version: string; checksums: Record<string, string>; at?: SourcePlace };
}

/** The ids of the host's findings (src/rules/plugin holds their metas); a misspelt one does not compile. */
export const PLUGIN_HOST_RULE_IDS = [
  'plugin-not-installed',
  'plugin-checksum-mismatch',
  'plugin-launch-failed',
  'plugin-rpc-failed',
  'plugin-describe-missing',
  'plugin-protocol-version',
  'plugin-category-mismatch',
] as const;
export type PluginHostRuleId = (typeof PLUGIN_HOST_RULE_IDS)[number];

/** A finding about one provider's plugin; the caller anchors it at the required_providers entry. */
export interface ProviderFinding {
  ruleId: PluginHostRuleId;
  severity: Severity;
  message: string;
  related?: RelatedInfo[];
  notes?: string[];
}

/** How the binary was found: a lock-file binary by its verified digest, a dev_overrides one as it is. */
export type LocatedBinary =
  | {
      via: 'lock';
      path: string;
      /** Lowercase hex SHA-256 of the file's content. */
      sha256: string;
      at?: SourcePlace;
    }
  | {
      via: 'dev_override';
      path: string;
      /** The file's identity when it was located (hash-memo.ts): it keys the cached answers. */
      identity: string;
      at?: SourcePlace;
    };

export interface ProviderResult {
  name: string;
  /** Absent when the binary was not found, or could not be read to hash it. */
  binary?: LocatedBinary;
  /** Absent when the plugin's answers are unknown (not installed, refused, failed). */
  capabilities?: ProviderCapabilities;
  /** What Describe answered when the plugin then failed, so no capabilities are known. */
  describe?: DescribeInfo;
  /** Every problem found; a warning (describe missing) can come with capabilities. */
  findings: ProviderFinding[];
  /** True when the answers came from the capability cache and nothing was launched. */
  fromCache: boolean;
}
