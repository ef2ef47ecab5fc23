// What the lock-file, global-config and cross-file rules look at, resolved once per rule run.
import type { RequiredProvider } from '../../models/agent/model.js';
import type { DevOverride } from '../../models/global/model.js';
import type { LockFile } from '../../models/lock/model.js';
import type { Project } from '../../models/project.js';

export interface LockScope {
  path: string;
  model: LockFile;
}

/** The decoded lock file, or null when there is none or its version check failed (skip everything). */
export function lockScope(project: Project): LockScope | null {
  const lock = project.lock;
  return lock && lock.model ? { path: lock.file.path, model: lock.model } : null;
}

export interface CrossFileScope extends LockScope {
  agentPath: string;
  /** required_providers entries by local name; the first declaration of a name counts. */
  required: Map<string, RequiredProvider>;
  globalPath: string | null;
  devOverrides: Map<string, DevOverride>;
}

/** Everything cross-file checks need, or null when the lock file or agent.hcl did not decode. */
export function crossFileScope(project: Project): CrossFileScope | null {
  const lock = lockScope(project);
  const agent = project.agent.model;
  if (lock === null || agent === null) return null;
  const required = new Map<string, RequiredProvider>();
  for (const rp of agent.requiredProviders) if (!required.has(rp.name)) required.set(rp.name, rp);
  return {
    ...lock,
    agentPath: project.agent.file.path,
    required,
    globalPath: project.global?.file.path ?? null,
    devOverrides: project.global?.model?.devOverrides ?? new Map(),
  };
}
