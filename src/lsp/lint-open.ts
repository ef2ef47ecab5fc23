// Lints one project through the engine over the texts the editor has open (the rest read
// from disk as the CLI reads them), with the linter config applied exactly as in the CLI.
import { dirname, resolve } from 'node:path';
import { loadRunSettings } from '../cli/linter-config.js';
import { checkoutFacts } from '../config/checkout.js';
import { displayPath } from '../config/default-paths.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { devOverridePaths, lintProject, parseProject, type ProjectSources, type ProviderAnswer } from '../engine/index.js';
import { binaryState, readProject } from '../lint.js';
import type { Project } from '../rules/project.js';
import type { ProjectPaths } from './projects.js';
import type { ServerSettings } from './settings.js';

export interface OpenLintInput {
  paths: ProjectPaths;
  /** The open text of a file, or undefined to read it from disk. */
  openText(path: string): string | undefined;
  settings: ServerSettings;
  /** Plugin answers for the capability rules; absent: those rules do not run (as --no-plugins). */
  loadCapabilities?: (project: Project) => Promise<ReadonlyMap<string, ProviderAnswer>>;
  env: NodeJS.ProcessEnv;
}

export interface OpenLintResult {
  diagnostics: Diagnostic[];
  /** What the linter config wants the user to know. */
  notices: string[];
}

/**
 * Lints as the CLI run from the project's folder does, so messages name files the same way
 * (`.agent/agent.lock.hcl`, a global config outside the folder by its absolute path).
 * Diagnostics come back with absolute file names. Throws what the CLI reports with exit 2
 * (an unreadable agent.hcl, a broken linter config).
 */
export async function lintOpenProject(input: OpenLintInput): Promise<OpenLintResult> {
  const { paths, settings } = input;
  const cwd = dirname(paths.agent);
  const run = await loadRunSettings(paths.agent, settings.config);
  const sources = openSources(paths, input.openText);
  const parsed = parseProject(sources);
  const capabilities = input.loadCapabilities && (await input.loadCapabilities(parsed.project));
  const binaries = new Map(devOverridePaths(parsed.project).map((path) => [path, binaryState(path)]));
  const output = lintProject({ ...sources, parsed, capabilities, settings: { rules: run.rules }, host: { env: input.env, binaries, checkout: checkoutFacts(parsed.project, paths.agent, cwd) } });
  const absolute = (file: string): string => resolve(cwd, file);
  const diagnostics = output.diagnostics.map((d) => ({ ...d, file: absolute(d.file), ...(d.related && { related: d.related.map((r) => ({ ...r, file: absolute(r.file) })) }) }));
  return { diagnostics, notices: run.notices };
}

/** The project's texts: the open ones, the rest from disk; paths relative to the project's folder, as the CLI run there names them. */
export function openSources(paths: ProjectPaths, openText: (path: string) => string | undefined): ProjectSources {
  const cwd = dirname(paths.agent);
  const open = (path: string) => {
    const text = openText(path);
    return text === undefined ? undefined : { path: displayPath(path, cwd), text };
  };
  const agentText = openText(paths.agent);
  const disk = readProject({
    file: displayPath(paths.agent, cwd),
    stdin: agentText === undefined ? undefined : Buffer.from(agentText),
    lockFile: displayPath(paths.lock, cwd),
    globalConfig: displayPath(paths.global, cwd),
    cwd,
  });
  return { agent: disk.agent, lock: open(paths.lock) ?? disk.lock, global: open(paths.global) ?? disk.global };
}
