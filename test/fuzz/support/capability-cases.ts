// Conformance cases that come with plugins (providers.json): agent.hcl, the lock file and the
// global config as written, and each provider's answer as the host would hand it to the rules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProviderCapabilities } from '../../../src/models/advertised/wire-types.js';

const CASES = join(import.meta.dirname, '..', '..', 'conformance', 'cases');

export interface CapabilityCase {
  name: string;
  files: Record<string, string>;
  providers: ProviderCapabilities[];
}

interface ProvidersEntry {
  category: string;
  describe?: Record<string, unknown>;
  capabilities: Record<string, unknown>;
}

export function loadCapabilityCases(): CapabilityCase[] {
  const out: CapabilityCase[] = [];
  for (const name of readdirSync(CASES).sort()) {
    const dir = join(CASES, name);
    if (!existsSync(join(dir, 'providers.json'))) continue;
    const files: Record<string, string> = { 'agent.hcl': readFileSync(join(dir, 'agent.hcl'), 'utf8') };
    for (const [from, to] of [
      [join('.agent', 'agent.lock.hcl'), '.agent/agent.lock.hcl'],
      ['global.hcl', 'global.hcl'],
    ]) {
      if (existsSync(join(dir, from))) files[to] = readFileSync(join(dir, from), 'utf8');
    }
    const entries = JSON.parse(readFileSync(join(dir, 'providers.json'), 'utf8')) as Record<string, ProvidersEntry>;
    const providers = Object.entries(entries).map(([local, e]): ProviderCapabilities => {
      const p: ProviderCapabilities = { name: local, categories: { [e.category]: e.capabilities } };
      if (e.describe) p.describe = { ...e.describe, category: `CATEGORY_${e.category.toUpperCase()}` };
      return p;
    });
    out.push({ name, files, providers });
  }
  return out;
}
