// The front ends' one lint of a project's texts: parse, ask the plugin host once the models
// exist, gather the machine's facts, and let the engine lint.
import { lintProject, parseProject, type EngineSettings, type LintOutput, type ParseReuse, type ProjectSources, type ProviderAnswer } from '../engine/index.js';
import type { Project } from '../models/project.js';
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

/** A lint together with what it was run on: the models and the plugins' answers (undefined when none were asked). */
export interface LintedProject {
  output: LintOutput;
  project: Project;
  answers?: ReadonlyMap<string, ProviderAnswer>;
}

/** The lint, with the models and answers it was made from (for reports built on both: `harness-lint permissions`). */
export async function lintWithModels(sources: ProjectSources, run: LintRun): Promise<LintedProject> {
  const parsed = parseProject(sources, run.reuse);
  const answers = run.loadCapabilities && (await run.loadCapabilities(parsed.project));
  const host = hostFacts(parsed.project, sources.agent.path, run.cwd, run.env);
  return { output: lintProject({ ...sources, parsed, capabilities: answers, settings: run.settings, host }), project: parsed.project, answers };
}

export async function lintSources(sources: ProjectSources, run: LintRun): Promise<LintOutput> {
  return (await lintWithModels(sources, run)).output;
}
