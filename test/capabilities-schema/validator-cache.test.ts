// Compiled validators cached as ajv standalone code: a later run (a fresh module instance here)
// loads them without loading ajv; a corrupt, altered or foreign file is recompiled, never run.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAttr } from '../../src/capabilities-schema/config-attrs.js';
import { bodySchema } from '../../src/capabilities-schema/json-schema.js';

type ValidatorModule = typeof import('../../src/capabilities-schema/validator.js');

const schema = bodySchema([
  readAttr({ name: 'n', type: 'ATTR_TYPE_NUMBER', required: true }),
  readAttr({ name: 'b', type: 'ATTR_TYPE_BOOL' }),
  readAttr({ name: 'o', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'x', type: 'ATTR_TYPE_LIST_STRING' }] }),
]);
const bad = { n: 'seven', b: 'yes', o: { x: 'x', y: 1 }, extra: true };

let root: string;

/** This module as a new run sees it: nothing compiled or loaded yet. */
async function freshRun(cacheRoot: string | null = root): Promise<ValidatorModule> {
  vi.resetModules();
  const mod = await import('../../src/capabilities-schema/validator.js');
  mod.setValidatorCache(cacheRoot);
  return mod;
}

function cachedFiles(): string[] {
  const dir = join(root, 'validators');
  return existsSync(dir) ? readdirSync(dir).map((f) => join(dir, f)) : [];
}

function errorsOf(mod: ValidatorModule): unknown[] {
  return mod.validate(schema, bad).map((e) => [e.instancePath, e.keyword, e.params]);
}

/** What the first run reports, compiling with ajv; leaves exactly one cached file. */
async function firstRun(): Promise<{ errors: unknown[]; file: string }> {
  const mod = await freshRun();
  const errors = errorsOf(mod);
  expect(mod.ajvLoaded()).toBe(true);
  expect(cachedFiles()).toHaveLength(1);
  return { errors, file: cachedFiles()[0] };
}

function withHeader(code: string): string {
  return `// harness-lint validator sha256:${createHash('sha256').update(code).digest('hex')}\n${code}`;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'harness-lint-validators-'));
  delete (globalThis as { tampered?: boolean }).tampered;
});
afterEach(() => vi.resetModules());

describe('cached validators', () => {
  it('a later run validates from the cached standalone code without loading ajv, with the same errors', async () => {
    const { errors, file } = await firstRun();
    expect(errors.length).toBeGreaterThan(3);
    expect(file).toMatch(/[/\\]validators[/\\][0-9a-f]{64}\.cjs$/);
    const warm = await freshRun();
    expect(errorsOf(warm)).toEqual(errors);
    expect(warm.validate(schema, { n: '4', b: 'true', o: { x: ['a'] } })).toEqual([]);
    expect(warm.ajvLoaded()).toBe(false);
  });

  it('recompiles (and rewrites) a corrupt or truncated file', async () => {
    const { errors, file } = await firstRun();
    const good = readFileSync(file, 'utf8');
    for (const corrupt of ['', 'garbage', good.slice(0, good.length - 20), withHeader('module.exports = ;')]) {
      writeFileSync(file, corrupt);
      const run = await freshRun();
      expect(errorsOf(run)).toEqual(errors);
      expect(run.ajvLoaded()).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(good);
    }
  });

  it('never runs an altered file: its content must match the hash it records', async () => {
    const { errors, file } = await firstRun();
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(/\n[^]*$/, '\nglobalThis.tampered = true; module.exports = () => true;'));
    const run = await freshRun();
    expect(errorsOf(run)).toEqual(errors);
    expect(run.ajvLoaded()).toBe(true);
    expect((globalThis as { tampered?: boolean }).tampered).toBeUndefined();
  });

  it('never runs a file others may write, or one that requires more than ajv\'s runtime helpers', async () => {
    const { errors, file } = await firstRun();
    const planted = withHeader('globalThis.tampered = true; module.exports = () => true;');
    if (process.getuid) {
      writeFileSync(file, planted);
      chmodSync(file, 0o666);
      const run = await freshRun();
      expect(errorsOf(run)).toEqual(errors);
      expect(run.ajvLoaded()).toBe(true);
    }
    writeFileSync(file, withHeader('require("node:child_process"); globalThis.tampered = true; module.exports = () => true;'));
    chmodSync(file, 0o600);
    const run = await freshRun();
    expect(errorsOf(run)).toEqual(errors);
    expect(run.ajvLoaded()).toBe(true);
    expect((globalThis as { tampered?: boolean }).tampered).toBeUndefined();
  });

  it('caches nothing when the cache is off (noCache)', async () => {
    const off = await freshRun(null);
    expect(errorsOf(off).length).toBeGreaterThan(3);
    expect(cachedFiles()).toEqual([]);
    const again = await freshRun(null);
    errorsOf(again);
    expect(again.ajvLoaded()).toBe(true);
  });
});
