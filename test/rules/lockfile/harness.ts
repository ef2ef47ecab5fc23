// Builds a Project from inline agent.hcl, lock file and global config texts, and runs one rule.
import { decodeAgentConfig } from '../../../src/models/agent/decode.js';
import { decodeGlobalConfig } from '../../../src/models/global/decode.js';
import { decodeLockFile } from '../../../src/models/lock/decode.js';
import { parse } from '../../../src/hcl/index.js';
import type { Rule } from '../../../src/rules/rule.js';
import type { Project } from '../../../src/models/project.js';
import { devOverridePaths } from '../../../src/engine/index.js';
import { binaryState } from '../../../src/host/host-facts.js';
import { show, type Shown } from '../../lock/helpers.js';

export const AGENT = 'agent.hcl';
export const LOCK = '.agent/agent.lock.hcl';
export const GLOBAL = 'global.hcl';

export interface Files {
  agent?: string;
  lock?: string;
  global?: string;
}

export function project(files: Files): Project {
  const agentParse = parse(Buffer.from(files.agent ?? ''));
  const out: Project = {
    agent: { file: { path: AGENT, parse: agentParse }, model: decodeAgentConfig(agentParse.file).model },
    capabilities: null,
  };
  if (files.lock !== undefined) {
    const p = parse(Buffer.from(files.lock));
    out.lock = { file: { path: LOCK, parse: p }, model: decodeLockFile(p.file).model };
  }
  if (files.global !== undefined) {
    const p = parse(Buffer.from(files.global));
    out.global = { file: { path: GLOBAL, parse: p }, model: decodeGlobalConfig(p.file).model };
  }
  // The environment checks see this process's environment and file system, as the CLI's do.
  out.host = { env: process.env, binaries: new Map(devOverridePaths(out).map((path) => [path, binaryState(path)])) };
  return out;
}

/** What `rule` reports on these files, in report order. */
export function run(rule: Rule, files: Files): Shown[] {
  const found: Shown[] = [];
  rule.check?.({ project: project(files), report: (f) => found.push(show({ ruleId: rule.meta.id, ...f })) });
  return found;
}

export function lockFile(...entries: string[][]): string {
  return ['lock_file_version = 1', '', ...entries.flatMap((e) => [...e, ''])].join('\n');
}

/** A well-formed lock entry; `over` replaces single attributes by name. */
export function entry(name: string, over: { source?: string; version?: string; resolved_at?: string; checksums?: string[] } = {}): string[] {
  return [
    `provider "${name}" {`,
    `  source      = ${over.source ?? `"github.com/agentco/provider-${name}"`}`,
    `  version     = ${over.version ?? '"1.2.4"'}`,
    `  resolved_at = ${over.resolved_at ?? '"2026-07-20T09:12:00Z"'}`,
    '  checksums = {',
    ...(over.checksums ?? [
      '    "linux_amd64"  = "sha256:57667a5342d7652a48a71de86f089742b644f9ca9bd15b0d872cc7d8072663d0"',
      '    "darwin_arm64" = "sha256:1c77be7e2692e5ce361911b6f557c5021f8e3e8b5b06bf72e9c27f168158928f"',
    ]),
    '  }',
    '}',
  ];
}

/** required_providers with one `name = { source, version }` entry per pair. */
export function agent(...providers: [name: string, version: string, source?: string][]): string {
  return [
    'required_providers {',
    ...providers.flatMap(([name, version, source]) => [
      `  ${name} = {`,
      `    source  = "${source ?? `github.com/agentco/provider-${name}`}"`,
      `    version = "${version}"`,
      '  }',
    ]),
    '}',
    '',
  ].join('\n');
}
