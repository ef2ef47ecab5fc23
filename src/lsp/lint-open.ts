// Lints one project through the host over the texts the editor has open (the rest read from
// disk as the CLI reads them), with the linter config applied exactly as in the CLI.
import { dirname, resolve } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ParseReuse, ProjectSources } from '../engine/index.js';
import type { CapabilityLoad } from '../host/capability-loader.js';
import { displayPath } from '../host/default-paths.js';
import { lintWithModels } from '../host/lint-sources.js';
import { readProject, type FileMemo } from '../host/read-project.js';
import type { RunSettings } from '../host/run-settings.js';
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
  /** Plugin answers for the capability rules, asked with the linter config's settings; absent: those rules do not run (as --no-plugins). */
  loadCapabilities?: (run: RunSettings) => CapabilityLoad;
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
  /** The models linted. */
  project: Project;
}

/** Thrown by the loader of a lint a newer one has overtaken while the plugins answered. */
class Overtaken extends Error {}

/** A newer lint's parse has moved this one's positions to its own text: it must not run its rules. */
function stopWhenOvertaken(load: CapabilityLoad, overtaken: () => boolean): CapabilityLoad {
  return async (project) => {
    const answers = await load(project);
    if (overtaken()) throw new Overtaken();
    return answers;
  };
}

/**
 * Lints as the CLI run from the project's folder does, so messages name files the same way
 * (`.agent/agent.lock.hcl`, a global config outside the folder by its absolute path).
 * Diagnostics come back with absolute file names; null when overtaken. Throws what the CLI
 * reports with exit 2 (an unreadable agent.hcl, a broken linter config).
 */
export async function lintOpenProject(input: OpenLintInput): Promise<OpenLintResult | null> {
  const { paths, settings, overtaken } = input;
  const cwd = dirname(paths.agent);
  const run = await input.disk.runSettings(paths.agent, settings.config);
  if (overtaken?.()) return null;
  const load = input.loadCapabilities?.(run);
  let linted;
  try {
    linted = await lintWithModels(readOpenProject(paths, input.openText, input.disk), {
      cwd,
      env: input.env,
      settings: { rules: run.rules },
      loadCapabilities: load && overtaken ? stopWhenOvertaken(load, overtaken) : load,
      reuse: input.reuse,
    });
  } catch (err) {
    if (err instanceof Overtaken) return null;
    throw err;
  }
  const absolute = (file: string): string => resolve(cwd, file);
  const diagnostics = linted.output.diagnostics.map((d) => ({
    ...d,
    file: absolute(d.file),
    ...(d.related && { related: d.related.map((r) => ({ ...r, file: absolute(r.file) })) }),
  }));
  return { diagnostics, notices: run.notices, project: linted.project };
}

/** The project's texts: the open ones, the rest from disk; paths relative to the project's folder, as the CLI run there names them. */
export function readOpenProject(paths: ProjectPaths, openText: (path: string) => string | undefined, disk: FileMemo): ProjectSources {
  const cwd = dirname(paths.agent);
  const files = { cwd, agent: displayPath(paths.agent, cwd), lock: displayPath(paths.lock, cwd), global: displayPath(paths.global, cwd) };
  return readProject(files, { agent: openText(paths.agent), lock: openText(paths.lock), global: openText(paths.global) }, disk);
}
