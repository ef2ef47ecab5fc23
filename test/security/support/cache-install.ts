// Installing a fake plugin the way the kernel does (DESIGN.md "Plugins" 2): the binary at
// <cache>/plugins/<source>/<version>/<os>_<arch>/<last segment of source>, and a lock file
// entry with its SHA-256, so the linter finds it without dev_overrides.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { goPlatform } from '../../../src/plugin-host/verify/platform.js';

export const PLATFORM = goPlatform();

export function sha256Of(path: string): string {
  return `sha256:${createHash('sha256').update(readFileSync(path)).digest('hex')}`;
}

/** Copies `binary` into the cache folder for source/version and returns where it went. */
export function installBinary(cacheDir: string, source: string, version: string, binary: string): string {
  const segments = source.split('/');
  const dir = join(cacheDir, 'plugins', ...segments, version, PLATFORM);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, segments[segments.length - 1]);
  copyFileSync(binary, path);
  return path;
}

export interface LockEntry {
  name: string;
  source: string;
  version: string;
  /** platform → "sha256:…"; omitted platforms have no checksum. */
  checksums: Record<string, string>;
}

/** HCL string literal: JSON escapes are HCL escapes too, except that "${" and "%{" start templates. */
export function hclString(value: string): string {
  return JSON.stringify(value).replace(/\$\{/g, '$${').replace(/%\{/g, '%%{');
}

export function writeLockFile(projectDir: string, entries: LockEntry[]): void {
  const blocks = entries.map((e) => {
    const sums = Object.entries(e.checksums).map(([platform, sum]) => `    ${hclString(platform)} = ${hclString(sum)}`);
    return `provider ${hclString(e.name)} {\n  source      = ${hclString(e.source)}\n  version     = ${hclString(e.version)}\n  resolved_at = "2026-07-22T18:04:00Z"\n  checksums = {\n${sums.join('\n')}\n  }\n}\n`;
  });
  mkdirSync(join(projectDir, '.agent'), { recursive: true });
  writeFileSync(join(projectDir, '.agent', 'agent.lock.hcl'), `lock_file_version = 1\n\n${blocks.join('\n')}`);
}
