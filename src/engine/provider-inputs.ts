// Wires the plugin host to a parsed project: one ProviderInput per required_providers entry,
// with its dev_overrides path or lock entry. A front end hands these to the host
// (queryProviders) and the answers back to lintProject.
import type { ProviderInput } from '../plugin-host/provider-input.js';
import { devOverridePath } from '../models/global/dev-override-path.js';
import type { Project } from '../models/project.js';

export function providerInputs(project: Project): ProviderInput[] {
  const required = project.agent.model?.requiredProviders ?? [];
  const devOverrides = project.global?.model?.devOverrides;
  const lockEntries = project.lock?.model?.providers;
  return required.map((rp) => {
    const input: ProviderInput = { name: rp.name, required: { source: rp.source?.value, version: rp.version?.value } };
    const dev = devOverrides?.get(rp.name);
    if (dev && project.global)
      input.devOverride = { path: devOverridePath(project.global.file.path, dev.path), at: { file: project.global.file.path, range: dev.attrRange } };
    const lock = lockEntries?.get(rp.name);
    if (lock?.source && lock.version && project.lock) {
      const checksums: Record<string, string> = {};
      for (const c of lock.checksums?.entries ?? []) checksums[c.platform] = c.value;
      input.lock = { source: lock.source.value, version: lock.version.value, checksums, at: { file: project.lock.file.path, range: lock.headerRange } };
    }
    return input;
  });
}
