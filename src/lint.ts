// The pipeline of DESIGN.md for one project: read → parse → models → (plugins) → rules → sorted diagnostics.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from './hcl/index.js';
import { sortDiagnostics, withFile, type Diagnostic, type SourceDiagnostic } from './diagnostics/diagnostic.js';
import type { HclFile } from './hcl/ast.js';
import type { Project, SourceFile } from './rules/project.js';
import type { ProviderCapabilities } from './capabilities/types.js';
import { decodeAgentConfig } from './config/agent-decode.js';
import { decodeGlobalConfig } from './config/global-decode.js';
import { decodeLockFile } from './lockfile/decode.js';
import { defaultGlobalConfigPath, defaultLockFilePath, displayPath } from './config/default-paths.js';
import { SAME_FILE } from './config/schema-decode.js';
import { allRules } from './rules/index.js';
import { runRules } from './rules/registry-run.js';
import { applySuppressions, rulesThatRan } from './diagnostics/suppressions.js';
import type { RuleSettings } from './diagnostics/severity.js';
import { PLUGIN_RULE_IDS } from './capabilities/provider-input.js';
import { fsErrorText } from './text/fs-error.js';

export interface LintOptions {
  /** Path of agent.hcl as given (used for display). */
  file: string;
  /** Contents read from stdin instead of `file` (--stdin). */
  stdin?: Buffer;
  lockFile?: string;
  globalConfig?: string;
  cacheDir?: string;
  noPlugins: boolean;
  pluginTimeoutMs: number;
  /** Opt-in rule ids the linter config enables. */
  enabledOptIn?: ReadonlySet<string>;
  /** The linter config's rule settings: a suppression naming a rule that is off is not "unused". */
  ruleSettings?: RuleSettings;
  /**
   * Fills in plugin capabilities once the static models exist (not called under noPlugins).
   * Its diagnostics (plugin-not-installed, plugin-launch-failed, ...) join the result.
   */
  loadCapabilities?: (project: Project) => Promise<CapabilityLoad>;
  /** Environment for the default global-config path (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Directory relative paths are read from and discovered paths displayed relative to (default process.cwd()). */
  cwd?: string;
}

export interface CapabilityLoad {
  capabilities: Map<string, ProviderCapabilities>;
  diagnostics: Diagnostic[];
}

export interface LintResult {
  /** Files that were read, as displayed. */
  files: string[];
  diagnostics: Diagnostic[];
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

function readInput(path: string, cwd: string): Buffer {
  try {
    return readRegularFile(path, cwd);
  } catch (err) {
    throw err instanceof InputError ? err : readError(path, err);
  }
}

/** The lock file and global config may be absent; any other failure to read them is fatal. */
function readOptional(path: string, cwd: string): Buffer | null {
  try {
    return readRegularFile(path, cwd);
  } catch (err) {
    if (err instanceof InputError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw readError(path, err);
  }
}

function toDiagnostic(path: string, d: SourceDiagnostic): Diagnostic {
  const out = withFile(path, d);
  if (out.related) out.related = out.related.map((r) => (r.file === SAME_FILE ? { ...r, file: path } : r));
  return out;
}

interface Loaded<M> {
  file: SourceFile;
  model: M | null;
}

/** Parses and decodes one file; semantic decoding is skipped after a parse error (checks.md §0.7). */
function load<M>(path: string, source: Buffer, decode: (file: HclFile) => { model: M | null; diagnostics: SourceDiagnostic[] }, out: Diagnostic[]): Loaded<M> {
  const parsed = parse(source);
  out.push(...parsed.diagnostics.map((d) => toDiagnostic(path, d)));
  const file: SourceFile = { path, parse: parsed };
  if (parsed.diagnostics.some((d) => d.severity === 'error')) return { file, model: null };
  const decoded = decode(parsed.file);
  out.push(...decoded.diagnostics.map((d) => toDiagnostic(path, d)));
  return { file, model: decoded.model };
}

export async function lint(options: LintOptions): Promise<LintResult> {
  const cwd = options.cwd ?? process.cwd();
  const diagnostics: Diagnostic[] = [];
  const files = [options.file];

  const agent = load(options.file, options.stdin ?? readInput(options.file, cwd), decodeAgentConfig, diagnostics);
  const project: Project = { agent, capabilities: null };

  const lockPath = options.lockFile ?? displayPath(defaultLockFilePath(options.file), cwd);
  const lockSource = readOptional(lockPath, cwd);
  if (lockSource) {
    project.lock = load(lockPath, lockSource, decodeLockFile, diagnostics);
    files.push(lockPath);
  }

  const globalPath = options.globalConfig ?? displayPath(defaultGlobalConfigPath(options.env ?? process.env), cwd);
  const globalSource = readOptional(globalPath, cwd);
  if (globalSource) {
    project.global = load(globalPath, globalSource, decodeGlobalConfig, diagnostics);
    files.push(globalPath);
  }

  if (!options.noPlugins && options.loadCapabilities) {
    const loaded = await options.loadCapabilities(project);
    project.capabilities = loaded.capabilities;
    diagnostics.push(...loaded.diagnostics);
  }

  diagnostics.push(...runRules(project, allRules, { enabledOptIn: options.enabledOptIn }));
  return { files, diagnostics: sortDiagnostics(suppress(project, diagnostics, options)) };
}

/** Inline `harness-lint-ignore` directives of each file silence that file's findings. */
function suppress(project: Project, diagnostics: Diagnostic[], options: LintOptions): Diagnostic[] {
  const required = project.agent.model?.requiredProviders ?? [];
  const capabilities = project.capabilities;
  const ranRuleIds = rulesThatRan(allRules, {
    rules: options.ruleSettings ?? {},
    pluginsRan: !options.noPlugins && options.loadCapabilities !== undefined,
    capabilitiesComplete: capabilities !== null && required.every((p) => capabilities.has(p.name)),
  });
  const knownRuleIds = [...allRules.map((r) => r.meta.id), ...PLUGIN_RULE_IDS];
  let out = diagnostics;
  for (const loaded of [project.agent, project.lock, project.global]) {
    if (!loaded) continue;
    const { file } = loaded.file.parse;
    out = applySuppressions({ file: loaded.file.path, comments: file.comments, source: file.source, diagnostics: out, knownRuleIds, ranRuleIds });
  }
  return out;
}
