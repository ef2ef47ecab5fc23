// Stage 1 and 2 of the run: each in-memory text parsed once and decoded into its model. A file
// with syntax errors is decoded from the top-level items that parsed (src/hcl/recovery.ts); the
// engine then drops the findings the broken parts leave uncertain (broken-blocks.ts).
import { parse } from '../hcl/index.js';
import { recoverTopLevel } from '../hcl/recovery.js';
import { type ReusableParse, reparse } from '../hcl/reparse.js';
import type { HclFile, ParseResult } from '../hcl/ast.js';
import { withFile, type Diagnostic, type SourceDiagnostic } from '../diagnostics/diagnostic.js';
import { type AgentDecodeMemo, decodeAgentConfig } from '../models/agent/decode.js';
import { decodeGlobalConfig } from '../models/global/decode.js';
import { SAME_FILE } from '../hcl/schema-decode.js';
import { decodeLockFile } from '../models/lock/decode.js';
import type { Project, SourceFile } from '../models/project.js';
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

/**
 * What parseProject keeps from one call to the next for one project (the language server's, one
 * per project): each file's last parse, which the next version's parse builds on, and what each
 * of agent.hcl's top-level blocks decoded to. The CLI parses each file once and needs none.
 */
export interface ParseReuse {
  parses: Map<string, ReusableParse>;
  agentBlocks: AgentDecodeMemo;
}

export function newParseReuse(): ParseReuse {
  return { parses: new Map(), agentBlocks: new WeakMap() };
}

/** One file's parse, built on its previous one in `reuse` when there is one. */
export function parseSource(source: SourceText, reuse: ParseReuse | undefined): ParseResult {
  if (reuse === undefined || typeof source.text !== 'string') return parse(source.text);
  const next = reparse(source.text, reuse.parses.get(source.path));
  reuse.parses.set(source.path, next);
  return next.result;
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
  reuse: ParseReuse | undefined,
): { file: SourceFile; model: M | null } {
  const parsed = parseSource(source, reuse);
  appendAll(
    out,
    parsed.diagnostics.map((d) => toDiagnostic(source.path, d)),
  );
  // A syntax error leaves out the top-level items it is in: the model is what the others decode to.
  const { file: intact, broken } = recoverTopLevel(parsed);
  const file: SourceFile = { path: source.path, parse: parsed, ...(broken.length > 0 && { broken }) };
  const decoded = decode(intact);
  appendAll(
    out,
    decoded.diagnostics.map((d) => toDiagnostic(source.path, d)),
  );
  return { file, model: decoded.model };
}

/** `reuse`: what an earlier call for the same project kept; that call's results must not be used afterwards (their positions move). */
export function parseProject(sources: ProjectSources, reuse?: ParseReuse): ParsedProject {
  const diagnostics: Diagnostic[] = [];
  const files = [sources.agent.path];
  const roles: ProjectFileRoles = { agent: sources.agent.path };
  const project: Project = { agent: load(sources.agent, (file) => decodeAgentConfig(file, reuse?.agentBlocks), diagnostics, reuse), capabilities: null };
  if (sources.lock) {
    project.lock = load(sources.lock, decodeLockFile, diagnostics, reuse);
    files.push(sources.lock.path);
    roles.lock = sources.lock.path;
  }
  if (sources.global) {
    project.global = load(sources.global, decodeGlobalConfig, diagnostics, reuse);
    files.push(sources.global.path);
    roles.global = sources.global.path;
  }
  return { project, diagnostics, files, roles };
}
