/**
 * The engine: one lint run over in-memory texts, for every front end (the CLI, the language
 * server). It reads no file, launches no process and looks at neither process.cwd() nor
 * process.env; the front end does all three and hands the results in.
 *
 * A run with plugins takes two calls, because which plugins to ask depends on the models:
 *
 * ```ts
 * const sources = { agent: { path: 'agent.hcl', text }, lock, global };  // lock, global optional
 * const parsed = parseProject(sources);
 * const answers = await queryProviders(providerInputs(parsed.project), hostOptions); // the host: I/O
 * const { diagnostics, files } = lintProject({ ...sources, parsed, capabilities: answers, settings });
 * ```
 *
 * - `capabilities`: the plugin host's answers keyed by required_providers local name, each
 *   `{ capabilities?, findings? }` (a `ProviderResult` of `queryProviders` is one). Omit it for
 *   a run without plugins (--no-plugins): capability rules and host findings are skipped.
 * - `settings`: the linter config's `rules` (severities; `"off"`; an opt-in rule runs only when
 *   named) and `quiet` (errors only).
 * - `host`: the machine's facts for the opt-in environment checks: `env` (env-var-unset) and
 *   `binaries`, the state of each of `devOverridePaths(parsed.project)` (dev-override-binary).
 * - `parsed`: optional; without it lintProject parses the sources itself.
 *
 * The result's diagnostics are finished: suppressions applied, configured severities, sorted by
 * file (agent.hcl, then its lock file, then the global config, by the result's `projects`),
 * line, column and rule id, no repeats. `mergeOutputs` joins the runs of several projects;
 * `lintPlugin` is `harness-lint plugin PATH`'s run over one plugin's answers; `fixProject` is
 * --fix's loop of lint, apply agent.hcl's fixes, lint again.
 */
export {
  newParseReuse,
  parseProject,
  parseSource,
  type ParsedProject,
  type ParseReuse,
  type ProjectFileRoles,
  type ProjectSources,
  type SourceText,
} from './parse-project.js';
export { providerInputs } from './provider-inputs.js';
export { fixProject, MAX_FIX_PASSES, type FixedProject } from './fix-project.js';
export type { BinaryState, HostFacts } from '../models/project.js';
export {
  capabilitiesOf,
  devOverridePaths,
  lintPlugin,
  lintProject,
  mergeOutputs,
  type EngineSettings,
  type LintInput,
  type LintOutput,
  type PluginLintInput,
  type ProviderAnswer,
} from './lint-project.js';
