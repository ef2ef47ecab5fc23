// How a providers case is prepared: which providers are installed in the plugin cache and which
// go through dev_overrides, and that the case's own files keep their line numbers.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goPlatform } from '../../src/plugin-host/verify/platform.js';
import { prepareCase } from './providers-install.js';
import { tempDir } from '../support/temp-dir.js';

const spec = { category: 'tool', capabilities: {} };

function caseDir(files: Record<string, string>): string {
  const dir = tempDir('hl-providers-case-');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const lockFor = (name: string, platform: string) => `lock_file_version = 1

provider "${name}" {
  source      = "github.com/agentco/provider-${name}"
  version     = "1.0.2"
  resolved_at = "2026-07-20T09:12:00Z"
  checksums = {
    "${platform}" = "sha256:${'0'.repeat(64)}"
  }
}
`;

describe('prepareCase', () => {
  it('installs a locked provider under its source and version with the checksum rewritten in place', () => {
    const dir = caseDir({
      'providers.json': JSON.stringify({ files: spec, other: spec }),
      '.agent/agent.lock.hcl': lockFor('files', goPlatform()),
      'agent.hcl': '',
    });
    const p = prepareCase(dir);
    expect(p.installed).toEqual(['files']);
    expect(p.devOverridden).toEqual(['other']);
    const binary = join(p.cacheDir, 'plugins', 'github.com', 'agentco', 'provider-files', '1.0.2', goPlatform(), 'provider-files');
    const digest = createHash('sha256').update(readFileSync(binary)).digest('hex');
    const lock = readFileSync(join(p.dir, '.agent', 'agent.lock.hcl'), 'utf8');
    expect(lock).toBe(lockFor('files', goPlatform()).replace('0'.repeat(64), digest));
    expect(readFileSync(join(p.dir, 'global.hcl'), 'utf8')).toBe(`\ndev_overrides {\n  other = ${JSON.stringify(join(p.root, 'dev-plugins', 'other'))}\n}\n`);
  });

  it("keeps the case's own dev_overrides: its entries get the plugin path on their own line, others join the block", () => {
    const global = 'registry_mirror {\n  default = "https://r.example"\n}\n\ndev_overrides {\n  files = "/home/dev/provider-files"\n}\n';
    const dir = caseDir({
      'providers.json': JSON.stringify({ files: spec, other: spec }),
      '.agent/agent.lock.hcl': lockFor('files', goPlatform()),
      'global.hcl': global,
      'agent.hcl': '',
    });
    const p = prepareCase(dir);
    expect(p.installed).toEqual([]);
    expect(p.devOverridden).toEqual(['files', 'other']);
    const dev = join(p.root, 'dev-plugins');
    expect(readFileSync(join(p.dir, 'global.hcl'), 'utf8')).toBe(
      `registry_mirror {\n  default = "https://r.example"\n}\n\ndev_overrides {\n  files = ${JSON.stringify(join(dev, 'files'))}\n  other = ${JSON.stringify(join(dev, 'other'))}\n}\n`,
    );
  });
});
