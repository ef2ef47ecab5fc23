// Everything the rules see about one linted project: parsed files, typed models and, when
// plugins ran, what each provider advertised.
import type { ParseResult } from '../hcl/ast.js';
import type { AgentConfig } from '../config/agent-model.js';
import type { GlobalConfig } from '../config/global-model.js';
import type { LockFile } from '../lockfile/model.js';
import type { ProviderCapabilities } from '../capabilities/types.js';

export interface SourceFile {
  /** The path as shown in diagnostics. */
  path: string;
  parse: ParseResult;
}

export interface Project {
  agent: { file: SourceFile; model: AgentConfig | null };
  lock?: { file: SourceFile; model: LockFile | null };
  global?: { file: SourceFile; model: GlobalConfig | null };
  /**
   * Capability data per required_providers local name. A name that is absent has unknown
   * capabilities (not installed, failed to launch): checks needing it are skipped.
   * null under --no-plugins.
   */
  capabilities: Map<string, ProviderCapabilities> | null;
}
