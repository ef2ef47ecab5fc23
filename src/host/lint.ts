// One project from the file system (or agent.hcl from stdin), linted, and with --fix fixed:
// the CLI's lint of each file.
import { fixProject, type EngineSettings, type LintOutput, type ProjectSources } from '../engine/index.js';
import type { CapabilityLoad } from './capability-loader.js';
import { type LintedProject, type LintRun, lintSources, lintWithModels } from './lint-sources.js';
import { projectFiles, readProject } from './read-project.js';

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
  loadCapabilities?: CapabilityLoad;
  /** Environment for the default global-config path and env-var-unset (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Directory relative paths are read from and discovered paths displayed relative to (default process.cwd()). */
  cwd?: string;
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

function readOptions(options: LintOptions): { sources: ProjectSources; run: LintRun } {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const files = projectFiles(options.file, { lockFile: options.lockFile, globalConfig: options.globalConfig, env, cwd });
  return { sources: readProject(files, { agent: options.stdin }), run: { cwd, env, settings: options.settings, loadCapabilities: options.loadCapabilities } };
}

/** One project read and linted, with its models and the plugins' answers (`harness-lint permissions`). */
export async function lintProjectFiles(options: LintOptions): Promise<LintedProject> {
  const { sources, run } = readOptions(options);
  return lintWithModels(sources, run);
}

/** With `fix`: agent.hcl fixed until nothing is left to fix, and what remains; the unfixed run when `keep` refuses the fixed text. */
export async function lint(options: LintOptions, fix?: FixOptions): Promise<LintOutput & { fixed?: FixedFile }> {
  const { sources, run } = readOptions(options);
  const first = await lintSources(sources, run);
  const done = fix && (await fixProject(sources, first, (s) => lintSources(s, run)));
  if (!done || !fix!.keep(options.file, Buffer.from(sources.agent.text), done.text)) return first;
  return { ...done.output, fixed: { file: options.file, fixed: done.fixed, text: done.text } };
}
