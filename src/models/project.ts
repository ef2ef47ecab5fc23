// Everything the rules see about one linted project: parsed files, typed models, when plugins
// ran what each provider advertised, and the facts about the machine that the front end
// gathered (rules do no I/O).
import type { ParseResult } from '../hcl/ast.js';
import type { BrokenPart } from '../hcl/recovery.js';
import type { AgentConfig } from './agent/model.js';
import type { GlobalConfig } from './global/model.js';
import type { LockFile } from './lock/model.js';
import type { Advertised } from './advertised/decode.js';

export interface SourceFile {
  /** The path as shown in diagnostics. */
  path: string;
  /** The whole parse, broken parts included as far as they parsed. */
  parse: ParseResult;
  /** With syntax errors: the parts the model was decoded without (src/hcl/recovery.ts). */
  broken?: BrokenPart[];
}

export interface Project {
  agent: { file: SourceFile; model: AgentConfig | null };
  lock?: { file: SourceFile; model: LockFile | null };
  global?: { file: SourceFile; model: GlobalConfig | null };
  /**
   * What each provider advertised (decodeAdvertised), per required_providers local name. A
   * name that is absent has unknown capabilities (not installed, failed to launch): checks
   * needing it are skipped. null under --no-plugins.
   */
  capabilities: Map<string, Advertised> | null;
  /** Absent: the environment checks report nothing. */
  host?: HostFacts;
  /**
   * Set for `harness-lint plugin PATH`, which lints one plugin on its own: the binary's path and
   * the name its answers have in `capabilities`. There is no agent.hcl to point into, so the
   * rules of what a plugin advertises report in the binary's path at 1:1.
   */
  plugin?: { path: string; name: string };
}

/** Whether a dev_overrides path can be launched, as the front end found it (`dev-override-binary`). */
export type BinaryState = 'executable' | 'missing' | 'not-a-file' | 'not-executable';

/** What the opt-in environment checks (catalogue §8) need from the machine the kernel would run on. */
export interface HostFacts {
  /** The environment `env("NAME")` calls are checked against (`env-var-unset`). */
  env?: Readonly<Record<string, string | undefined>>;
  /** The state of each dev_overrides path (`dev-override-binary`); a path absent here is not checked. */
  binaries?: ReadonlyMap<string, BinaryState>;
  /** Where the linted checkout is and where the dev_overrides paths lead (`dev-override-in-checkout`). */
  checkout?: CheckoutFacts;
}

/** Absolute paths, each as written and as its real path (one entry when they agree). */
export interface CheckoutFacts {
  /** The linted checkout's root: the git work tree holding agent.hcl, else agent.hcl's folder. */
  roots: readonly string[];
  /** The global config file. */
  globalConfig: readonly string[];
  /** Per dev_overrides path, as devOverridePaths gives it: the file it leads to. */
  targets: ReadonlyMap<string, readonly string[]>;
}
