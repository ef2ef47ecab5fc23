// Lints one project through the engine over the texts the editor has open (the rest read
// from disk as the CLI reads them), with the linter config applied exactly as in the CLI.
import { dirname, resolve } from 'node:path';
import { checkoutFacts } from '../host/checkout.js';
import { displayPath } from '../host/default-paths.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { devOverridePaths, lintProject, type ParseReuse, parseProject, type ProjectSources, type ProviderAnswer } from '../engine/index.js';
import { binaryState, readInput, readOptional } from '../host/lint.js';
import type { Project } from '../models/project.js';
import type { DiskReads } from './disk-reads.js';
import type { ProjectPaths } from './projects.js';
import type { ServerSettings } from './settings.js';

export interface OpenLintInput {
  paths: ProjectPaths;
  /** The open text of a file, or undefined to read it from disk. */
  openText(path: string): string | undefined;
  /** Where the rest is read from. */
  disk: DiskReads;
  settings: ServerSettings;
  /** Plugin answers for the capability rules; absent: those rules do not run (as --no-plugins). */
  loadCapabilities?: (project: Project) => Promise<ReadonlyMap<string, ProviderAnswer>>;
  env: NodeJS.ProcessEnv;
  /** What the project's previous lint parsed, to build on. */
  reuse?: ParseReuse;
  /** Whether a newer lint of the project has started: this one then stops before its rules. */
  overtaken?: () => boolean;
}

export interface OpenLintResult {
  diagnostics: Diagnostic[];
  /** What the linter config wants the user to know. */
  notices: string[];
}

/**
 * Lints as the CLI run from the project's folder does, so messages name files the same way
 * (`.agent/agent.lock.hcl`, a global config outside the folder by its absolute path).
 * Diagnostics come back with absolute file names; null when overtaken. Throws what the CLI
 * reports with exit 2 (an unreadable agent.hcl, a broken linter config).
 */
export async function lintOpenProject(input: OpenLintInput): Promise<OpenLintResult | null> {
  const { paths, settings } = input;
  const cwd = dirname(paths.agent);
  const run = await input.disk.runSettings(paths.agent, settings.config);
  if (input.overtaken?.()) return null;
  const sources = openSources(paths, input.openText, input.disk);
  const parsed = parseProject(sources, input.reuse);
  const capabilities = input.loadCapabilities && (await input.loadCapabilities(parsed.project));
  // A newer lint's parse has moved this one's positions to its own text.
  if (input.overtaken?.()) return null;
  const binaries = new Map(devOverridePaths(parsed.project).map((path) => [path, binaryState(path)]));
  const output = lintProject({
    ...sources,
    parsed,
    capabilities,
    settings: { rules: run.rules },
    host: { env: input.env, binaries, checkout: checkoutFacts(parsed.project, paths.agent, cwd) },
  });
  const absolute = (file: string): string => resolve(cwd, file);
  const diagnostics = output.diagnostics.map((d) => ({
    ...d,
    file: absolute(d.file),
    ...(d.related && { related: d.related.map((r) => ({ ...r, file: absolute(r.file) })) }),
  }));
  return { diagnostics, notices: run.notices };
}

/** The project's texts: the open ones, the rest from disk; paths relative to the project's folder, as the CLI run there names them. */
export function openSources(paths: ProjectPaths, openText: (path: string) => string | undefined, disk: DiskReads): ProjectSources {
  const cwd = dirname(paths.agent);
  const agentPath = displayPath(paths.agent, cwd);
  const agent = { path: agentPath, text: openText(paths.agent) ?? disk.file(paths.agent, () => readInput(agentPath, cwd)) };
  const optional = (path: string) => {
    const shown = displayPath(path, cwd);
    const text = openText(path) ?? disk.file(path, () => readOptional(shown, cwd));
    return text === undefined ? undefined : { path: shown, text };
  };
  return { agent, lock: optional(paths.lock), global: optional(paths.global) };
}
