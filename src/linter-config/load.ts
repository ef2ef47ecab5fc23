// Finds and reads the linter config with cosmiconfig 9, JSON and YAML only.
//
// Why cosmiconfig's internal Explorer rather than its `cosmiconfig()` factory: the factory
// always looks for a "meta config" in process.cwd() (`.config/config.js` and friends) and
// imports JavaScript it finds there, whatever options are passed. Linting an untrusted
// checkout must never run its code, so we construct the explorer ourselves with a fixed
// option set: our search places, JSON/YAML loaders, and a refusing loader for anything else
// (which also covers `$import` of a script).
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { LinterConfigError } from './error.js';
import { loadJson } from './json-loader.js';
import type { LoadedLinterConfig } from './types.js';
import { validateLinterConfig } from './validate.js';

const MODULE_NAME = 'harness-lint';

/** Where a config is looked for in each directory, first match wins. */
export const SEARCH_PLACES: readonly string[] = [
  'package.json',
  '.harness-lintrc',
  '.harness-lintrc.json',
  '.harness-lintrc.yaml',
  '.harness-lintrc.yml',
  'harness-lint.config.json',
];

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

function refuse(filepath: string): never {
  throw Object.assign(new Error(UNSUPPORTED), { filepath });
}

async function createExplorer(): Promise<ExplorerInstance> {
  const [loadersModule, explorerModule] = await Promise.all([import('cosmiconfig/dist/loaders.js'), import('cosmiconfig/dist/Explorer.js')]);
  // CommonJS modules: a bundle exposes their exports only as `default` (as Node itself also does).
  const { loadYaml } = loadersModule.default;
  const { Explorer } = (explorerModule as unknown as { default: { Explorer: ExplorerClass } }).default;
  const loaders: Record<string, Loader> = {
    '.json': loadJson,
    '.yaml': loadYaml,
    '.yml': loadYaml,
    noExt: loadYaml,
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

/** Cosmiconfig's YAML errors start with the file path, which the error already names. */
function readProblem(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'ENOENT') return 'no such file';
  if (e.code === 'EISDIR') return 'is a directory';
  if (e.code === 'EACCES') return 'permission denied';
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/^YAML Error in [^\n]*:\n/, 'YAML syntax error: ').trim();
}

async function read(run: () => Promise<CosmiconfigResult | null>, shownAs: (filepath: string) => string): Promise<CosmiconfigResult | null> {
  try {
    return await run();
  } catch (err) {
    const file = (err as { filepath?: string }).filepath;
    throw new LinterConfigError(shownAs(file ?? ''), [readProblem(err)]);
  }
}

/** From `start` up to the nearest directory holding `.git` (a folder, or a file in a worktree), or the filesystem root. */
function searchDirs(start: string): string[] {
  const dirs = [start];
  for (let dir = start; !existsSync(resolve(dir, '.git')) && dirname(dir) !== dir; ) {
    dir = dirname(dir);
    dirs.push(dir);
  }
  return dirs;
}

export interface LoadLinterConfigOptions {
  /** Directory of the linted file: the search starts here. */
  startDir: string;
  /** `--config PATH`: used instead of searching. */
  explicitPath?: string;
  /** Every rule id the linter has, for the unknown-id check. */
  knownRuleIds: Iterable<string>;
  /** For resolving relative paths and showing paths; defaults to process.cwd(). */
  cwd?: string;
}

/**
 * The linter config that applies to files in `startDir`: the explicit path if given, else the
 * first config found walking up from `startDir` to the project root (the nearest directory
 * holding `.git`) or the filesystem root. null when there is none.
 * Throws LinterConfigError (every problem listed) for an unreadable or invalid config.
 */
export async function loadLinterConfig(options: LoadLinterConfigOptions): Promise<LoadedLinterConfig | null> {
  const cwd = options.cwd ?? process.cwd();
  let result: CosmiconfigResult | null = null;
  let shown: string;

  if (options.explicitPath !== undefined) {
    const filepath = resolve(cwd, options.explicitPath);
    shown = options.explicitPath;
    const explorer = await createExplorer();
    result = await read(() => explorer.load(filepath), () => shown);
    if (result === null) throw new LinterConfigError(shown, [`holds no harness-lint configuration (in package.json, put it under the "${MODULE_NAME}" key)`]);
  } else {
    const dirs = searchDirs(resolve(cwd, options.startDir));
    // Most projects have no config at all: find that out without loading cosmiconfig.
    if (!dirs.some((dir) => SEARCH_PLACES.some((place) => existsSync(resolve(dir, place))))) return null;
    const explorer = await createExplorer();
    for (const dir of dirs) {
      result = await read(() => explorer.search(dir), (p) => displayPath(p, cwd));
      if (result !== null) break;
    }
    if (result === null) return null;
    shown = displayPath(result.filepath, cwd);
  }

  const data = result.isEmpty ? {} : result.config;
  const config = validateLinterConfig(data, {
    knownRuleIds: options.knownRuleIds,
    configDir: dirname(result.filepath),
    displayPath: shown,
  });
  return { config, path: result.filepath };
}
