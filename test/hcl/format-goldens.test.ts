// formatHcl against HashiCorp's hclwrite.Format, byte for byte: every input of the corpus in
// test/fixtures/fmt/manifest.json with the output the real hclwrite gave it (made by
// scripts/fmt-goldens/generate.mjs; test/fixtures/fmt/README.md says what the corpus holds).
import { isUtf8 } from 'node:buffer';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatHcl } from '../../src/hcl/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'fmt');
const REALWORLD = join(ROOT, 'test', 'fixtures', 'hcl', 'realworld');
const manifest: { hcl: string; files: Record<string, 'same' | 'expected' | 'expected.gz'> } = JSON.parse(readFileSync(join(FIXTURES, 'manifest.json'), 'utf8'));

function inputPath(name: string): string {
  return name.startsWith('realworld/') ? join(REALWORLD, name.slice('realworld/'.length)) : join(FIXTURES, name);
}

function expectedOf(name: string, input: Buffer): Buffer {
  const golden = manifest.files[name];
  if (golden === 'same') return input;
  const path = join(FIXTURES, 'expected', name.replace(/^inputs\//, ''));
  return golden === 'expected.gz' ? gunzipSync(readFileSync(`${path}.gz`)) : readFileSync(path);
}

function hclFiles(dir: string, prefix: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return hclFiles(path, `${prefix}${name}/`);
      return name.endsWith('.hcl') || name.endsWith('.tf') ? [`${prefix}${name}`] : [];
    });
}

/** The first line where `got` and `want` differ, for the failure message. */
function firstDifference(got: Buffer, want: Buffer): string {
  const a = got.toString('utf8').split('\n');
  const b = want.toString('utf8').split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `line ${i + 1}: got ${JSON.stringify(a[i])}, hclwrite ${JSON.stringify(b[i])}`;
  }
  return 'same lines, different bytes';
}

const GROUPS = ['inputs/hclwrite/', 'inputs/rules/', 'inputs/spec/', 'inputs/project/', 'inputs/generated/', 'realworld/'];

describe('formatHcl matches hclwrite.Format', () => {
  it(`has a golden, made with hclwrite from hcl ${manifest.hcl}, for every input and no other`, () => {
    expect(manifest.hcl).toMatch(/^2\.14\.1-/);
    const onDisk = [...hclFiles(join(FIXTURES, 'inputs'), 'inputs/'), ...hclFiles(REALWORLD, 'realworld/')];
    expect(Object.keys(manifest.files).sort()).toEqual(onDisk.sort());
  });

  for (const group of GROUPS) {
    const names = Object.keys(manifest.files).filter((n) => n.startsWith(group));
    it(`${group}: ${names.length} files byte for byte`, () => {
      expect(names.length).toBeGreaterThan(4);
      const failures: string[] = [];
      for (const name of names) {
        const input = readFileSync(inputPath(name));
        const want = expectedOf(name, input);
        const got = Buffer.from(formatHcl(new Uint8Array(input)));
        if (!got.equals(want)) failures.push(`${name} (bytes): ${firstDifference(got, want)}`);
        // Text that is UTF-8 formats the same as a string (bytes that are not cannot be one); the
        // real-world files, a quarter of a second more, only as bytes.
        if (group !== 'realworld/' && isUtf8(input) && formatHcl(input.toString('utf8')) !== want.toString('utf8')) failures.push(`${name} (text)`);
      }
      expect(failures).toEqual([]);
    });
  }

  it("holds hclwrite's whole format test table (57 cases) and all 552 real-world files", () => {
    const count = (prefix: string) => Object.keys(manifest.files).filter((n) => n.startsWith(prefix)).length;
    expect(count('inputs/hclwrite/')).toBe(57);
    expect(count('realworld/')).toBe(552);
  });
});
