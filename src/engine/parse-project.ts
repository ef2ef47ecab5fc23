// Stage 1 and 2 of the run: each in-memory text parsed once and decoded into its model. A file
// with a syntax error gets no model (checks.md §0.7), so its semantic checks are skipped.
import { parse } from '../hcl/index.js';
import type { HclFile } from '../hcl/ast.js';
import { withFile, type Diagnostic, type SourceDiagnostic } from '../diagnostics/diagnostic.js';
import { decodeAgentConfig } from '../config/agent-decode.js';
import { decodeGlobalConfig } from '../config/global-decode.js';
import { SAME_FILE } from '../config/schema-decode.js';
import { decodeLockFile } from '../lockfile/decode.js';
import type { Project, SourceFile } from '../rules/project.js';
import { appendAll } from '../array.js';

/** One input file: the path diagnostics name it by, and its bytes (or text). */
export interface SourceText {
  path: string;
  text: Uint8Array | string;
}

export interface ProjectSources {
  /** agent.hcl. */
  agent: SourceText;
  /** The lock file, when there is one. */
  lock?: SourceText;
  /** The user's global config, when there is one. */
  global?: SourceText;
}

/** A project's files by role, as diagnostics name them. */
export interface ProjectFileRoles {
  agent: string;
  lock?: string;
  global?: string;
}

/** The parsed and decoded project, before any capabilities: what the plugin host is wired from. */
export interface ParsedProject {
  /** `capabilities` is always null here; lintProject supplies them. */
  project: Project;
  /** Parser and decoder findings, in file order (agent, lock, global). */
  diagnostics: Diagnostic[];
  /** The paths of the files given, in that order. */
  files: string[];
  /** The same paths by role. */
  roles: ProjectFileRoles;
}

function toDiagnostic(path: string, d: SourceDiagnostic): Diagnostic {
  const out = withFile(path, d);
  if (out.related) out.related = out.related.map((r) => (r.file === SAME_FILE ? { ...r, file: path } : r));
  return out;
}

function load<M>(
  source: SourceText,
  decode: (file: HclFile) => { model: M | null; diagnostics: SourceDiagnostic[] },
  out: Diagnostic[],
): { file: SourceFile; model: M | null } {
  const parsed = parse(source.text);
  appendAll(
    out,
    parsed.diagnostics.map((d) => toDiagnostic(source.path, d)),
  );
  const file: SourceFile = { path: source.path, parse: parsed };
  if (parsed.diagnostics.some((d) => d.severity === 'error')) return { file, model: null };
  const decoded = decode(parsed.file);
  appendAll(
    out,
    decoded.diagnostics.map((d) => toDiagnostic(source.path, d)),
  );
  return { file, model: decoded.model };
}

export function parseProject(sources: ProjectSources): ParsedProject {
  const diagnostics: Diagnostic[] = [];
  const files = [sources.agent.path];
  const roles: ProjectFileRoles = { agent: sources.agent.path };
  const project: Project = { agent: load(sources.agent, decodeAgentConfig, diagnostics), capabilities: null };
  if (sources.lock) {
    project.lock = load(sources.lock, decodeLockFile, diagnostics);
    files.push(sources.lock.path);
    roles.lock = sources.lock.path;
  }
  if (sources.global) {
    project.global = load(sources.global, decodeGlobalConfig, diagnostics);
    files.push(sources.global.path);
    roles.global = sources.global.path;
  }
  return { project, diagnostics, files, roles };
}
