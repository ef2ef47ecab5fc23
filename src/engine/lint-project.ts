// One lint run over in-memory texts, each stage exactly once: parse → models → static rules →
// capability rules → suppressions → findings certain despite syntax errors → severities →
// quiet → dedupe → sort. Nothing here reads a
// file, launches a process or looks at process.cwd()/process.env: the front end (the CLI, the
// language server) reads the files and asks the plugin host, and hands both in.
import { devOverridePath } from '../models/global/dev-override-path.js';
import { compareDiagnostics, sortDiagnostics, type Diagnostic, type FileRank, type Range } from '../diagnostics/diagnostic.js';
import type { ProviderFinding } from '../plugin-host/provider-input.js';
import type { ProviderCapabilities } from '../models/advertised/wire-types.js';
import { decodeAdvertised, type Advertised } from '../models/advertised/decode.js';
import { FILE_START } from '../rules/advertised/support/advertised.js';
import { SPEC_ONLY_REJECTION } from '../rules/agent/support/context.js';
import { allRules, metaOf } from '../rules/index.js';
import type { HostFacts, Project } from '../models/project.js';
import { parse } from '../hcl/index.js';
import { parseProject, type ParsedProject, type ProjectFileRoles, type ProjectSources } from './parse-project.js';
import { certainFindings } from './broken-blocks.js';
import { certainRenames } from './rename-conflicts.js';
import { runRules, toDiagnostic } from './run-rules.js';
import { applySeverityOverrides, isRuleEnabled, type RuleSettings } from './severity.js';
import { applySuppressions, rulesThatRan } from './suppressions.js';
import { appendAll } from '../array.js';
import type { ConfigAttr } from '../models/advertised/config-attrs.js';

/** What a provider's plugin host run produced, keyed in `LintInput.capabilities` by the required_providers local name. */
export interface ProviderAnswer {
  /** What the plugin answered, in protobuf-JSON (the engine decodes it once); absent when unknown (not installed, refused, failed). */
  capabilities?: ProviderCapabilities;
  /** The host's findings about this plugin (plugin-not-installed, plugin-launch-failed, ...). */
  findings?: readonly ProviderFinding[];
}

/** The linter config's part in a run. */
export interface EngineSettings {
  /** The config's `rules`: `"off"`, `"warning"` or `"error"` per id; an opt-in rule runs only when named here. */
  rules?: RuleSettings;
  /** `--quiet`: errors only. */
  quiet?: boolean;
}

export interface LintInput extends ProjectSources {
  /**
   * Plugin answers per required_providers local name. Absent: plugins were not asked
   * (--no-plugins), so capability rules and plugin-host findings are skipped. A name missing
   * from the map, or mapped to no capabilities, is unknown: checks needing it are skipped.
   */
  capabilities?: ReadonlyMap<string, ProviderAnswer>;
  settings?: EngineSettings;
  /** The machine's facts the opt-in environment checks need (env-var-unset, dev-override-binary); absent, they report nothing. */
  host?: HostFacts;
  /** parseProject(these sources), when the caller already has it (to wire the plugin host): not parsed again. */
  parsed?: ParsedProject;
}

export interface LintOutput {
  /** Sorted by file (agent.hcl, its lock file, the global config: fileRank), line, column, rule id; no repeats. */
  diagnostics: Diagnostic[];
  /** The files linted, as their diagnostics name them. */
  files: string[];
  /** Each linted project's files by role, which orders the diagnostics (none for a plugin's run). */
  projects: ProjectFileRoles[];
  /** The attribute names the plugins declared sensitive (nested ones too), sorted: code frames mask their values (FormatInput.sensitiveNames). */
  sensitiveNames?: string[];
}

/**
 * The order of files in the output: projects by agent.hcl's path, each agent.hcl before its
 * lock file, then the global configs (one config shared by several projects comes once, last).
 * A file of no project (a plugin binary) comes after them, by path.
 */
function fileRank(projects: readonly ProjectFileRoles[]): FileRank {
  const rank = new Map<string, number>();
  const byAgent = [...projects].sort((a, b) => (a.agent < b.agent ? -1 : a.agent > b.agent ? 1 : 0));
  for (const p of byAgent) for (const file of [p.agent, p.lock]) if (file !== undefined && !rank.has(file)) rank.set(file, rank.size);
  for (const p of byAgent) if (p.global !== undefined && !rank.has(p.global)) rank.set(p.global, rank.size);
  return (file) => rank.get(file) ?? rank.size;
}

const KNOWN_RULE_IDS: readonly string[] = allRules.map((r) => r.meta.id);

function enabledOptIn(rules: RuleSettings): Set<string> {
  return new Set(allRules.filter((r) => r.meta.optIn && isRuleEnabled(r.meta, rules)).map((r) => r.meta.id));
}

/** The host's findings, each at its provider's local name in required_providers (DESIGN.md "Diagnostic"). */
function hostFindings(project: Project, answers: ReadonlyMap<string, ProviderAnswer>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const anchors = new Map((project.agent.model?.requiredProviders ?? []).map((rp) => [rp.name, rp.nameRange]));
  for (const [name, answer] of answers) {
    const range = anchors.get(name);
    if (!range) continue;
    for (const f of answer.findings ?? []) out.push(hostDiagnostic(f, project.agent.file.path, range));
  }
  return out;
}

/** A host finding at its place (the host knows no files), with its rule's severity. */
function hostDiagnostic(f: ProviderFinding, file: string, range: Range): Diagnostic {
  return toDiagnostic(metaOf(f.ruleId), { file, range, message: f.message, related: f.related, notes: f.notes });
}

/** Inline `harness-lint-ignore` directives of each file silence that file's findings. */
function suppress(project: Project, diagnostics: Diagnostic[], rules: RuleSettings, pluginsRan: boolean): Diagnostic[] {
  const required = project.agent.model?.requiredProviders ?? [];
  const capabilities = project.capabilities;
  const ranRuleIds = rulesThatRan(allRules, {
    rules,
    pluginsRan,
    capabilitiesComplete: capabilities !== null && required.every((p) => capabilities.has(p.name)),
  });
  let out = diagnostics;
  for (const loaded of [project.agent, project.lock, project.global]) {
    if (!loaded) continue;
    const { file } = loaded.file.parse;
    out = applySuppressions({
      file: loaded.file.path,
      comments: file.comments,
      source: file.source,
      diagnostics: out,
      knownRuleIds: KNOWN_RULE_IDS,
      ranRuleIds,
    });
  }
  return out;
}

/** Sorted (the one place diagnostics are ordered), with exact repeats dropped (two projects can share a lock file or the global config). */
function sortedUnique(diagnostics: Diagnostic[], projects: readonly ProjectFileRoles[]): Diagnostic[] {
  const sorted = sortDiagnostics(diagnostics, fileRank(projects));
  return sorted.filter((d, i) => i === 0 || compareDiagnostics(sorted[i - 1], d) !== 0 || JSON.stringify(sorted[i - 1]) !== JSON.stringify(d));
}

/** The stages after suppressions, shared by every kind of run: severities → quiet → dedupe → sort. */
function finish(diagnostics: Diagnostic[], settings: EngineSettings | undefined, projects: readonly ProjectFileRoles[]): Diagnostic[] {
  let out = applySeverityOverrides(diagnostics, settings?.rules ?? {});
  if (settings?.quiet) out = out.filter((d) => d.severity === 'error');
  return sortedUnique(out, projects);
}

/** The answers' capabilities decoded, by local name; null for a run without plugins. */
export function capabilitiesOf(answers: ReadonlyMap<string, ProviderAnswer> | undefined): Map<string, Advertised> | null {
  if (!answers) return null;
  const out = new Map<string, Advertised>();
  for (const [name, answer] of answers) if (answer.capabilities) out.set(name, decodeAdvertised(answer.capabilities));
  return out;
}

/** Every config attribute name, at any depth, that a known provider declares sensitive. */
function sensitiveNamesOf(capabilities: ReadonlyMap<string, Advertised> | null): string[] {
  const names = new Set<string>();
  const visit = (attrs: readonly ConfigAttr[]) => {
    for (const attr of attrs) {
      if (attr.sensitive && attr.name !== '') names.add(attr.name);
      visit(attr.objectAttributes);
    }
  };
  for (const caps of capabilities?.values() ?? []) visit(caps.providerConfig);
  return [...names].sort();
}

/** The field only when there are names, so that a run without them keeps its plain shape. */
function withSensitiveNames(names: string[]): Pick<LintOutput, 'sensitiveNames'> {
  return names.length > 0 ? { sensitiveNames: names } : {};
}

/** SPEC_ONLY_REJECTION's note on the first finding of each file that has it, not on every one: it says the same each time. */
function noteOnce(diagnostics: Diagnostic[]): Diagnostic[] {
  const noted = new Set<string>();
  return diagnostics.map((d) => {
    if (!d.notes?.includes(SPEC_ONLY_REJECTION)) return d;
    if (!noted.has(d.file)) {
      noted.add(d.file);
      return d;
    }
    const notes = d.notes.filter((n) => n !== SPEC_ONLY_REJECTION);
    const { notes: _notes, ...rest } = d;
    return notes.length > 0 ? { ...rest, notes } : rest;
  });
}

export function lintProject(input: LintInput): LintOutput {
  const parsed = input.parsed ?? parseProject(input);
  const rules = input.settings?.rules ?? {};
  const project: Project = { ...parsed.project, capabilities: capabilitiesOf(input.capabilities), host: input.host };
  const diagnostics = [...parsed.diagnostics];
  if (input.capabilities) appendAll(diagnostics, hostFindings(project, input.capabilities));
  appendAll(diagnostics, runRules(project, allRules, { enabledOptIn: enabledOptIn(rules) }));
  const projects = [parsed.roles];
  return {
    files: parsed.files,
    projects,
    diagnostics: noteOnce(
      certainRenames(
        project,
        finish(certainFindings(project, suppress(project, diagnostics, rules, input.capabilities !== undefined)), input.settings, projects),
      ),
    ),
    ...withSensitiveNames(sensitiveNamesOf(project.capabilities)),
  };
}

/** The dev_overrides paths a front end probes for HostFacts.binaries, resolved as the host runs them. */
export function devOverridePaths(project: Project): string[] {
  const global = project.global;
  return global?.model ? [...global.model.devOverrides.values()].map((o) => devOverridePath(global.file.path, o.path)) : [];
}

/** Several runs as one (the CLI lints many files): files in order without repeats, diagnostics sorted without repeats. */
export function mergeOutputs(outputs: readonly LintOutput[]): LintOutput {
  const projects = outputs.flatMap((o) => o.projects);
  return {
    files: [...new Set(outputs.flatMap((o) => o.files))],
    projects,
    diagnostics: sortedUnique(
      outputs.flatMap((o) => o.diagnostics),
      projects,
    ),
    ...withSensitiveNames([...new Set(outputs.flatMap((o) => o.sensitiveNames ?? []))].sort()),
  };
}

export interface PluginLintInput {
  /** The plugin binary's path: every finding is reported there, at 1:1 (there is no agent.hcl to point into). */
  path: string;
  /** The name used in messages when the plugin's Describe names none. */
  name: string;
  answer: ProviderAnswer;
  settings?: EngineSettings;
}

const ADVERTISED_RULES = allRules.filter((r) => r.meta.group === 'advertised');

/** `harness-lint plugin PATH`: the host's findings and every group-7 rule over one plugin's answers. */
export function lintPlugin(input: PluginLintInput): LintOutput {
  const { path, name, answer } = input;
  const diagnostics = (answer.findings ?? []).map((f) => hostDiagnostic(f, path, FILE_START));
  const project: Project = {
    // No agent.hcl: an empty one, which no group-7 rule reads.
    agent: { file: { path, parse: parse('') }, model: null },
    capabilities: answer.capabilities ? new Map([[name, decodeAdvertised(answer.capabilities)]]) : null,
    plugin: { path, name },
  };
  appendAll(diagnostics, runRules(project, ADVERTISED_RULES));
  return { files: [path], projects: [], diagnostics: finish(diagnostics, input.settings, []) };
}
