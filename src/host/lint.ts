// One project from the file system: reads agent.hcl (or stdin), its lock file and the global
// config, asks the plugin host through `loadCapabilities`, and lets the engine lint the texts.
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkoutFacts } from './checkout.js';
import { defaultGlobalConfigPath, defaultLockFilePath, displayPath } from './default-paths.js';
import {
  devOverridePaths,
  fixProject,
  lintProject,
  parseProject,
  type BinaryState,
  type EngineSettings,
  type LintOutput,
  type ProjectSources,
  type ProviderAnswer,
} from '../engine/index.js';
import type { Project } from '../models/project.js';
import { fsErrorText } from '../text/fs-error.js';

export interface LintOptions {
  /** Path of agent.hcl as given (used for display). */
  file: string;
  /** Contents read from stdin instead of `file` (--stdin). */
  stdin?: Buffer;
  lockFile?: string;
  globalConfig?: string;
  settings?: EngineSettings;
  /**
   * Asks the plugin host once the models exist; absent means no plugins (--no-plugins). Its
   * answers go to the engine as `capabilities`.
   */
  loadCapabilities?: (project: Project) => Promise<ReadonlyMap<string, ProviderAnswer>>;
  /** Environment for the default global-config path and env-var-unset (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Directory relative paths are read from and discovered paths displayed relative to (default process.cwd()). */
  cwd?: string;
}

/** The linter could not run at all (unreadable input): exit 2. */
export class InputError extends Error {}

function readError(path: string, err: unknown): InputError {
  return new InputError(`cannot read ${path}: ${fsErrorText(err, 'read')}`);
}

/**
 * Reads a regular file. Anything else is refused before it is opened: a checkout may place a
 * named pipe (opening blocks forever) or a link to /dev/zero (reading never ends) where a
 * config file belongs.
 */
function readRegularFile(path: string, cwd: string): Buffer {
  const full = resolve(cwd, path);
  const stats = statSync(full);
  if (stats.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
  if (!stats.isFile()) throw new InputError(`cannot read ${path}: not a regular file`);
  return readFileSync(full);
}

/** agent.hcl's bytes (`path` relative to `cwd`); any failure is an InputError naming `path`. */
export function readInput(path: string, cwd: string): Buffer {
  try {
    return readRegularFile(path, cwd);
  } catch (err) {
    throw err instanceof InputError ? err : readError(path, err);
  }
}

/** The lock file and global config may be absent (undefined); any other failure to read them is fatal. */
export function readOptional(path: string, cwd: string): Buffer | undefined {
  try {
    return readRegularFile(path, cwd);
  } catch (err) {
    if (err instanceof InputError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw readError(path, err);
  }
}

/** The three texts of one project, read from disk (or stdin for agent.hcl). */
export function readProject(options: Pick<LintOptions, 'file' | 'stdin' | 'lockFile' | 'globalConfig' | 'env' | 'cwd'>): ProjectSources {
  const cwd = options.cwd ?? process.cwd();
  const agent = { path: options.file, text: options.stdin ?? readInput(options.file, cwd) };
  const optional = (path: string) => {
    const text = readOptional(path, cwd);
    return text && { path, text };
  };
  const lock = optional(options.lockFile ?? displayPath(defaultLockFilePath(options.file), cwd));
  const global = optional(options.globalConfig ?? displayPath(defaultGlobalConfigPath(options.env ?? process.env), cwd));
  return { agent, lock, global };
}

/** Whether `path` can be launched, for dev-override-binary. */
export function binaryState(path: string): BinaryState {
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch {
    return 'missing';
  }
  if (!isFile) return 'not-a-file';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return 'not-executable';
  }
  return 'executable';
}

/** agent.hcl as --fix left it (or --fix-dry-run would). */
export interface FixedFile {
  file: string;
  /** How many problems the fixes resolved. */
  fixed: number;
  text: Buffer;
}

export interface FixOptions {
  /** Whether the fixed text stands: --fix writes it (false when it cannot), --fix-dry-run keeps it in memory. */
  keep(file: string, original: Buffer, fixed: Buffer): boolean;
}

/** A lint together with what it was run on: the models and the plugins' answers (undefined when none were asked). */
export interface LintedProject {
  output: LintOutput;
  project: Project;
  answers?: ReadonlyMap<string, ProviderAnswer>;
}

async function lintSources(sources: ProjectSources, options: LintOptions): Promise<LintedProject> {
  const parsed = parseProject(sources);
  const answers = options.loadCapabilities && (await options.loadCapabilities(parsed.project));
  const binaries = new Map(devOverridePaths(parsed.project).map((path) => [path, binaryState(path)]));
  const checkout = checkoutFacts(parsed.project, options.file, options.cwd ?? process.cwd());
  const host = { env: options.env ?? process.env, binaries, checkout };
  return { output: lintProject({ ...sources, parsed, capabilities: answers, settings: options.settings, host }), project: parsed.project, answers };
}

/** One project read and linted, with its models and the plugins' answers: for reports built on both (`harness-lint permissions`). */
export async function lintWithModels(options: LintOptions): Promise<LintedProject> {
  return lintSources(readProject(options), options);
}

/** With `fix`: agent.hcl fixed until nothing is left to fix, and what remains; the unfixed run when `keep` refuses the fixed text. */
export async function lint(options: LintOptions, fix?: FixOptions): Promise<LintOutput & { fixed?: FixedFile }> {
  const sources = readProject(options);
  const first = (await lintSources(sources, options)).output;
  const done = fix && (await fixProject(sources, first, async (s) => (await lintSources(s, options)).output));
  if (!done || !fix!.keep(options.file, Buffer.from(sources.agent.text), done.text)) return first;
  return { ...done.output, fixed: { file: options.file, fixed: done.fixed, text: done.text } };
}
