// The front ends' one lint of a project's texts: parse, ask the plugin host once the models
// exist, gather the machine's facts, and let the engine lint.
import { lintProject, parseProject, type EngineSettings, type LintOutput, type ParseReuse, type ProjectSources } from '../engine/index.js';
import type { CapabilityLoad } from './capability-loader.js';
import { hostFacts } from './host-facts.js';

export interface LintRun {
  /** Where the project's relative paths are read from. */
  cwd: string;
  /** For env-var-unset, and the plugins' allowlisted variables. */
  env: NodeJS.ProcessEnv;
  /** The linter config's rules (and --rule), --quiet. */
  settings?: EngineSettings;
  /** Asks the plugin host once the models exist; absent means no plugins (--no-plugins). */
  loadCapabilities?: CapabilityLoad;
  /** What the project's previous lint parsed, to build on (the language server). */
  reuse?: ParseReuse;
}

export async function lintSources(sources: ProjectSources, run: LintRun): Promise<LintOutput> {
  const parsed = parseProject(sources, run.reuse);
  const capabilities = run.loadCapabilities && (await run.loadCapabilities(parsed.project));
  const host = hostFacts(parsed.project, sources.agent.path, run.cwd, run.env);
  return lintProject({ ...sources, parsed, capabilities, settings: run.settings, host });
}
