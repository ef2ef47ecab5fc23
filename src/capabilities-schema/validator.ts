// Compiles JSON Schemas with ajv once per distinct schema, and caches each compiled validator
// as ajv standalone code under the capability cache root (`<root>/validators/<key>.cjs`), so a
// warm run loads the validators it needs without loading ajv or generating code at all.
// ajv itself is loaded on first compile only. Callers on an async path may call
// preloadValidator() first: in the bundled CLI that loads ajv as one chunk, several times
// faster than the synchronous fallback, which requires it file by file from node_modules.
//
// A cached file is executable code in a user-writable folder, so one is run only if it is
// what we wrote: its first line records the SHA-256 of the rest, and (on POSIX) it must be
// owned by this user and writable by no one else. Anything else is recompiled and rewritten.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Ajv as AjvInstance, ErrorObject, ValidateFunction } from 'ajv';
// Read at build time in the bundle: a warm run does not even resolve ajv.
import ajvPackage from 'ajv/package.json' with { type: 'json' };
import { defaultCapabilityCacheDir } from '../capabilities/cache-dir.js';
import type { JsonSchema } from './json-schema.js';

type AjvConstructor = new (options: Record<string, unknown>) => AjvInstance;
type AjvModule = { Ajv?: AjvConstructor; default?: AjvConstructor | { Ajv?: AjvConstructor } };
type StandaloneCode = (ajv: AjvInstance, validate: ValidateFunction) => string;

// code.source keeps each validator's source for standalone code; it does not change validation.
const OPTIONS = { allErrors: true, strict: false, validateSchema: false, meta: false, code: { source: true } };
/** Bump when json-schema.ts, OPTIONS or the cached file's layout change what a key stands for. */
const CONVERTER_VERSION = 2;
const HEADER_PREFIX = '// harness-lint validator sha256:';
const HEADER = /^\/\/ harness-lint validator sha256:([0-9a-f]{64})\n/;
/** The runtime helpers standalone code may require; resolved from our installed ajv. */
const RUNTIME_HELPERS = new Set(['equal', 'ucs2length', 'uri', 'validation_error']);

let requireFn: NodeJS.Require | null = null;
// Made on first use: a run without plugin capabilities never needs it.
const requireHere = (id: string): unknown => (requireFn ??= createRequire(import.meta.url))(id);
let AjvClass: AjvConstructor | null = null;
let standaloneCode: StandaloneCode | null = null;
let ajv: AjvInstance | null = null;
const compiled = new Map<string, ValidateFunction>();
/** undefined: the default root (`$XDG_CACHE_HOME/harness-lint`); null: no validator cache. */
let cacheRoot: string | null | undefined;

function constructorOf(mod: AjvModule): AjvConstructor {
  const fallback = mod.default;
  const found = mod.Ajv ?? (typeof fallback === 'function' ? fallback : fallback?.Ajv);
  if (!found) throw new Error('ajv exports no Ajv class');
  return found;
}

/** The CommonJS module's function, also when an ES import wraps it in `default` (once or twice). */
function standaloneOf(mod: unknown): StandaloneCode {
  for (let m = mod, depth = 0; m && depth < 3; m = (m as { default?: unknown }).default, depth++) {
    if (typeof m === 'function') return m as StandaloneCode;
  }
  throw new Error('ajv/dist/standalone exports no function');
}

/**
 * Where compiled validators are cached: the capability cache root (the plugin host's
 * `capabilityCacheDir`), or null for none, as the host's `noCache`.
 */
export function setValidatorCache(root: string | null): void {
  cacheRoot = root;
}

/** Whether this module has loaded ajv (a warm run, every validator cached, never does). */
export function ajvLoaded(): boolean {
  return AjvClass !== null;
}

export async function preloadValidator(): Promise<void> {
  AjvClass ??= constructorOf((await import('ajv')) as AjvModule);
  standaloneCode ??= standaloneOf(await import('ajv/dist/standalone/index.js'));
}

function instance(): { ajv: AjvInstance; standalone: StandaloneCode } {
  AjvClass ??= constructorOf(requireHere('ajv') as AjvModule);
  standaloneCode ??= standaloneOf(requireHere('ajv/dist/standalone'));
  ajv ??= new AjvClass(OPTIONS);
  return { ajv, standalone: standaloneCode };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function cacheFile(key: string): string | null {
  const root = cacheRoot === undefined ? defaultCapabilityCacheDir() : cacheRoot;
  return root === null ? null : join(root, 'validators', `${key}.cjs`);
}

/** The helper a cached validator requires; anything else means the file is not ours. */
function runtimeRequire(id: string): unknown {
  const helper = /^ajv\/dist\/runtime\/([a-z0-9_]+)$/.exec(id)?.[1];
  if (!helper || !RUNTIME_HELPERS.has(helper)) throw new Error(`cached validator requires ${id}`);
  return requireHere(id);
}

/** The cached validator in `file`, or null when it is missing, not ours, altered or broken. */
function loadCached(file: string): ValidateFunction | null {
  let text: string;
  try {
    const fd = openSync(file, 'r');
    try {
      const info = fstatSync(fd);
      const uid = process.getuid?.();
      if (!info.isFile() || (uid !== undefined && (info.uid !== uid || (info.mode & 0o022) !== 0))) return null;
      text = readFileSync(fd, 'utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return null;
  }
  const header = HEADER.exec(text);
  if (!header) return null;
  const body = text.slice(header[0].length);
  if (sha256(body) !== header[1]) return null;
  try {
    const module: { exports: unknown } = { exports: {} };
    new Function('module', 'exports', 'require', body)(module, module.exports, runtimeRequire);
    return typeof module.exports === 'function' ? (module.exports as ValidateFunction) : null;
  } catch {
    return null;
  }
}

/** Best effort, atomically (temp file + rename): a cache that cannot be written only costs a compile next time. */
function store(file: string, code: string): void {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
    writeFileSync(temp, `${HEADER_PREFIX}${sha256(code)}\n${code}`, { mode: 0o600 });
    renameSync(temp, file);
  } catch {
    rmSync(temp, { force: true });
  }
}

function compileAndStore(schema: JsonSchema, file: string | null): ValidateFunction {
  const { ajv: compiler, standalone } = instance();
  const fn = compiler.compile(schema);
  if (file) store(file, standalone(compiler, fn));
  return fn;
}

export function validatorFor(schema: JsonSchema): ValidateFunction {
  // What generated code depends on: ajv's version, our conversion and options, the schema.
  const key = sha256(`${ajvPackage.version}\n${CONVERTER_VERSION}\n${JSON.stringify(schema)}`);
  let fn = compiled.get(key);
  if (!fn) {
    const file = cacheFile(key);
    fn = (file && loadCached(file)) || compileAndStore(schema, file);
    compiled.set(key, fn);
  }
  return fn;
}

/** Every ajv error for `data` (empty when it conforms). */
export function validate(schema: JsonSchema, data: unknown): ErrorObject[] {
  const fn = validatorFor(schema);
  return fn(data) ? [] : [...(fn.errors ?? [])];
}
