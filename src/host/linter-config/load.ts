// Finds and reads the linter config with cosmiconfig 9, JSON and YAML only.
//
// Why cosmiconfig's internal Explorer rather than its `cosmiconfig()` factory: the factory
// always looks for a "meta config" in process.cwd() (`.config/config.js` and friends) and
// imports JavaScript it finds there, whatever options are passed. Linting an untrusted
// checkout must never run its code, so we construct the explorer ourselves with a fixed
// option set: our search places, JSON/YAML loaders, and a refusing loader for anything else
// (which also covers `$import` of a script).
//
// Errors never quote a config file: one found in a checkout may be a link to a secret
// (/proc/self/environ, a credentials file), and the error would print it into a CI log.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fsErrorText } from '../../text/fs-error.js';
import { LinterConfigError } from './error.js';
import { loadJson } from './json-loader.js';
import { SEARCH_PLACES } from './search-places.js';
import type { LoadedLinterConfig } from './types.js';
import { validateLinterConfig } from './validate.js';

const MODULE_NAME = 'harness-lint';

type Loader = (filepath: string, content: string) => unknown;

interface CosmiconfigResult {
  filepath: string;
  config: unknown;
  isEmpty?: boolean;
}

interface ExplorerInstance {
  search(from: string): Promise<CosmiconfigResult | null>;
  load(filepath: string): Promise<CosmiconfigResult | null>;
}

type ExplorerClass = new (options: Record<string, unknown>) => ExplorerInstance;

const UNSUPPORTED = 'only JSON and YAML config files are read (JavaScript and TypeScript configs are never run)';

/** An error about `filepath`, which `read` reports with that file (as cosmiconfig's errors are). */
function fail(filepath: string, problem: string): never {
  throw Object.assign(new Error(problem), { filepath });
}

function refuse(filepath: string): never {
  fail(filepath, UNSUPPORTED);
}

/**
 * js-yaml's error as its kind and position (line:column): its message also shows the lines
 * around the error, and a few kinds name a tag or alias from the file, which are left out.
 */
function yamlProblem(err: unknown): string {
  const { name, reason, mark } = err as { name?: unknown; reason?: unknown; mark?: { line: number; column: number } };
  if (name !== 'YAMLException' || typeof reason !== 'string' || mark === undefined) return 'YAML syntax error';
  const kind = reason
    .replace(/ !<[^>]*>/g, '')
    .replace(/^(tag (?:name|prefix) [^:]*): [^]*$/, '$1')
    .replace(/^(unidentified alias|undeclared tag handle) "[^]*$/, '$1');
  return `YAML syntax error: ${kind} (${mark.line + 1}:${mark.column + 1})`;
}

/**
 * js-yaml turns a mapping used as a key (`? {a: 1}: x`) into the name "[object Object]". Only
 * the names the config is checked for are looked at: the settings and the rule ids.
 */
function hasMappingKey(config: unknown): boolean {
  const mappingKey = (value: unknown) => isObject(value) && Object.keys(value).some((key) => key.includes('[object Object]'));
  return mappingKey(config) || (isObject(config) && mappingKey(config.rules));
}

/** Cosmiconfig reads our key from `package.json` (or `package.yaml` and the like, if named). */
function isPackageFile(filepath: string): boolean {
  return basename(filepath, extname(filepath)) === 'package';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `filepath`'s real path is inside one of the (real) `folders`. */
function isInside(filepath: string, folders: readonly string[]): boolean {
  const real = realpathSync(filepath);
  return folders.some((folder) => {
    const rel = relative(folder, real);
    return rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
  });
}

/**
 * A pipe or device would block the read or never end. A missing file or a folder is left to
 * cosmiconfig, which skips or reports it. `prefix` names an `$import` in the problem.
 */
function checkRegular(filepath: string, prefix = ''): void {
  let stats;
  try {
    stats = statSync(filepath);
  } catch {
    return;
  }
  if (!stats.isFile() && !stats.isDirectory()) fail(filepath, `${prefix}not a regular file`);
}

/**
 * A config found by searching, or `$import`ed by one, is used only if it is a regular file
 * inside the folder it was found in or the project: a checkout's link to /proc/self/environ or
 * to a credentials file is not its config. Without a repository root (a tarball, a Docker build
 * context) the project would be the whole file system, so the folder the config was found in is
 * the only one (`project` undefined).
 */
function checkFound(filepath: string, found: string, project: string | undefined, prefix = ''): void {
  checkRegular(filepath, prefix);
  if (!existsSync(filepath) || isInside(filepath, project === undefined ? [found] : [found, project])) return;
  fail(
    filepath,
    project === undefined
      ? `${prefix}leads outside the folder it was found in (no .git above it marks a project), which is never read as its config`
      : `${prefix}links to a file outside the project, which is never read as its config`,
  );
}

/** The `$import` paths of a loaded config, as written (cosmiconfig reports any that are not strings). */
function importsOf(filepath: string, data: unknown): string[] {
  const config = isPackageFile(filepath) && isObject(data) ? data[MODULE_NAME] : data;
  if (!isObject(config) || !Object.hasOwn(config, '$import')) return [];
  const imports = Array.isArray(config.$import) ? config.$import : [config.$import];
  return imports.filter((p): p is string => typeof p === 'string');
}

/** Called on a config file about to be used, and on its `$import` paths before they are read (`prefix` then names the import). */
type Check = (filepath: string, prefix?: string) => void;

/**
 * A JSON config other than package.json that imports nothing, read as cosmiconfig reads it but
 * without loading cosmiconfig, which (with the fs/promises it loads) costs ~2 ms of every run
 * with a config. undefined when the file needs cosmiconfig: another format, `$import`, a read
 * error (which cosmiconfig skips or reports), a `null` config.
 */
function readPlainJson(filepath: string, check?: Check): CosmiconfigResult | undefined {
  if (extname(filepath) !== '.json' || isPackageFile(filepath)) return undefined;
  let contents: string;
  try {
    contents = readFileSync(filepath, 'utf8');
  } catch {
    return undefined;
  }
  if (contents.trim() === '') return { filepath, config: undefined, isEmpty: true };
  check?.(filepath);
  let config: unknown;
  try {
    config = loadJson(filepath, contents);
  } catch (err) {
    fail(filepath, (err as Error).message);
  }
  if (config === null || (isObject(config) && Object.hasOwn(config, '$import'))) return undefined;
  return { filepath, config };
}

/** The config file cosmiconfig's search would use in `dir` if it is a plain JSON one (readPlainJson), else undefined. */
function searchPlainJson(dir: string, check: Check): CosmiconfigResult | undefined {
  const first = SEARCH_PLACES.map((place) => resolve(dir, place)).find((path) => existsSync(path));
  return first === undefined ? undefined : readPlainJson(first, check);
}

/**
 * `check`: called on a config file about to be used, and on its `$import` paths before
 * cosmiconfig reads them (its error then names the importing file, so `prefix` names the import).
 */
async function createExplorer(check?: Check): Promise<ExplorerInstance> {
  const [loadersModule, explorerModule] = await Promise.all([import('cosmiconfig/dist/loaders.js'), import('cosmiconfig/dist/Explorer.js')]);
  // CommonJS modules: a bundle exposes their exports only as `default` (as Node itself also does).
  const { loadYaml } = loadersModule.default;
  const { Explorer } = (explorerModule as unknown as { default: { Explorer: ExplorerClass } }).default;
  const yaml: Loader = (filepath, content) => {
    let data;
    try {
      data = loadYaml(filepath, content);
    } catch (err) {
      throw new Error(yamlProblem(err));
    }
    if (hasMappingKey(data)) throw new Error('a YAML mapping is used as a key; keys must be names');
    return data;
  };
  const checked =
    (load: Loader): Loader =>
    (filepath, content) => {
      // A package.json is a config only if it has our key.
      const isPackage = isPackageFile(filepath);
      if (!isPackage) check?.(filepath);
      const data = load(filepath, content);
      if (isPackage) {
        // One that is not an object has no key (cosmiconfig would crash on null).
        if (!isObject(data)) return {};
        if (Object.hasOwn(data, MODULE_NAME)) check?.(filepath);
      }
      for (const path of importsOf(filepath, data)) check?.(resolve(dirname(filepath), path), `$import ${JSON.stringify(path)}: `);
      return data;
    };
  const loaders: Record<string, Loader> = {
    '.json': checked(loadJson),
    '.yaml': checked(yaml),
    '.yml': checked(yaml),
    noExt: checked(yaml),
    default: refuse,
  };
  return new Explorer({
    moduleName: MODULE_NAME,
    packageProp: MODULE_NAME,
    searchPlaces: [...SEARCH_PLACES],
    loaders,
    // An empty config file still counts: it stops the search (and means "defaults").
    ignoreEmptySearchPlaces: false,
    cache: false,
    transform: (result: CosmiconfigResult | null) => result,
    metaConfigFilePath: null,
    mergeImportArrays: true,
    mergeSearchPlaces: false,
    searchStrategy: 'none',
  });
}

function displayPath(filepath: string, cwd: string): string {
  const rel = relative(cwd, filepath);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? filepath : rel;
}

async function read(run: () => Promise<CosmiconfigResult | null>, shownAs: (filepath: string) => string): Promise<CosmiconfigResult | null> {
  try {
    return await run();
  } catch (err) {
    const file = (err as { filepath?: string }).filepath;
    throw new LinterConfigError(shownAs(file ?? ''), [fsErrorText(err, 'read')]);
  }
}

/**
 * What one run has learnt about folders (-r over nested projects would otherwise search every
 * folder above each file again): each folder's repository root, and what a search from it finds.
 */
export interface DiscoveryMemo {
  /** Folder → the nearest folder at or above it holding `.git` (a folder, or a worktree's file), or null. */
  roots: Map<string, string | null>;
  /** Folder → the config a search from it finds (in it, or above it up to its repository root), or null. */
  found: Map<string, Promise<LoadedLinterConfig | null>>;
}

export function discoveryMemo(): DiscoveryMemo {
  return { roots: new Map(), found: new Map() };
}

/** The repository root at or above `dir` (nearest folder holding `.git`), or null; every folder walked is remembered. */
function repositoryRoot(dir: string, roots: Map<string, string | null>): string | null {
  const walked: string[] = [];
  let root: string | null | undefined;
  for (let at = dir; root === undefined; at = dirname(at)) {
    root = roots.get(at);
    if (root !== undefined) break;
    walked.push(at);
    if (existsSync(resolve(at, '.git'))) root = at;
    else if (dirname(at) === at) root = null;
  }
  for (const at of walked) roots.set(at, root);
  return root;
}

export interface LoadLinterConfigOptions {
  /** Directory of the linted file: the search starts here. */
  startDir: string;
  /** `--config PATH`: used instead of searching. */
  explicitPath?: string;
  /** Every rule id the linter has, for the unknown-id check. */
  knownRuleIds: Iterable<string>;
  /** Each id's group, so that "rules" can name a group. */
  ruleGroups?: ReadonlyMap<string, string>;
  /** For resolving relative paths and showing paths; defaults to process.cwd(). */
  cwd?: string;
  /** Shared by the loads of one run (same `cwd` and rule ids), so that each folder is searched once. */
  memo?: DiscoveryMemo;
}

/** `data` validated, as loaded from `filepath` (shown as `shown`). */
function validated(data: unknown, filepath: string, shown: string, options: LoadLinterConfigOptions): LoadedLinterConfig {
  const config = validateLinterConfig(data, {
    knownRuleIds: options.knownRuleIds,
    ruleGroups: options.ruleGroups,
    configDir: dirname(filepath),
    displayPath: shown,
  });
  return { config, path: filepath };
}

/** The config in `dir` itself, or null. cosmiconfig is loaded only for a config that is not plain JSON. */
async function configIn(dir: string, options: LoadLinterConfigOptions, cwd: string, memo: DiscoveryMemo): Promise<LoadedLinterConfig | null> {
  if (!SEARCH_PLACES.some((place) => existsSync(resolve(dir, place)))) return null;
  const found = realpathSync(dir);
  const root = repositoryRoot(dir, memo.roots);
  const project = root === null ? undefined : realpathSync(root);
  const check: Check = (path, prefix) => checkFound(path, found, project, prefix);
  const result = await read(
    async () => {
      for (const place of SEARCH_PLACES) checkRegular(resolve(dir, place));
      return searchPlainJson(dir, check) ?? (await createExplorer(check)).search(dir);
    },
    (p) => displayPath(p, cwd),
  );
  if (result === null) return null;
  return validated(result.isEmpty ? {} : result.config, result.filepath, displayPath(result.filepath, cwd), options);
}

/** What a search from `dir` finds: its own config, else its parent's search, up to the repository root or the file system root. */
function searchFrom(dir: string, options: LoadLinterConfigOptions, cwd: string, memo: DiscoveryMemo): Promise<LoadedLinterConfig | null> {
  let answer = memo.found.get(dir);
  if (answer === undefined) {
    answer = configIn(dir, options, cwd, memo).then((here) => {
      if (here !== null || repositoryRoot(dir, memo.roots) === dir || dirname(dir) === dir) return here;
      return searchFrom(dirname(dir), options, cwd, memo);
    });
    memo.found.set(dir, answer);
  }
  return answer;
}

/**
 * The linter config that applies to files in `startDir`: the explicit path if given, else the
 * first config found walking up from `startDir` to the project root (the nearest directory
 * holding `.git`) or the filesystem root. null when there is none.
 * Throws LinterConfigError (every problem listed) for an unreadable or invalid config.
 */
export async function loadLinterConfig(options: LoadLinterConfigOptions): Promise<LoadedLinterConfig | null> {
  const cwd = options.cwd ?? process.cwd();
  if (options.explicitPath === undefined) return searchFrom(resolve(cwd, options.startDir), options, cwd, options.memo ?? discoveryMemo());
  const filepath = resolve(cwd, options.explicitPath);
  const shown = options.explicitPath;
  // Named by the user, it may live anywhere, and so may what it imports; but a pipe or a
  // device, which would block the read or never end, is refused as in the search.
  const result = await read(
    async () => {
      checkRegular(filepath);
      return readPlainJson(filepath) ?? (await createExplorer(checkRegular)).load(filepath);
    },
    () => shown,
  );
  if (result === null) throw new LinterConfigError(shown, [`holds no harness-lint configuration (in package.json, put it under the "${MODULE_NAME}" key)`]);
  return validated(result.isEmpty ? {} : result.config, result.filepath, shown, options);
}
