// The engine over in-memory texts: each stage once, the settings and answers it is handed, and
// nothing read from the disk or the process.
import { describe, expect, it } from 'vitest';
import { lintPlugin, lintProject, mergeOutputs, parseProject, type LintOutput } from '../../src/engine/index.js';
import type { Range } from '../../src/diagnostics/diagnostic.js';
import type { ProviderCapabilities } from '../../src/models/advertised/wire-types.js';

function at(line: number, column: number, endColumn: number, offset: number): Range {
  return { start: { line, column, offset }, end: { line, column: endColumn, offset: offset + endColumn - column } };
}

/** Paths that exist nowhere: the engine only has the texts. */
const AGENT = '/nowhere/agent.hcl';
const GLOBAL = '/nowhere/config.hcl';
const LOCK_PATH = '/nowhere/.agent/agent.lock.hcl';

const REQUIRED = 'required_providers {\n  a = { source = "github.com/o/a", version = "1.0.0" }\n}\n';
const PROVIDER_A = at(2, 3, 4, 23);
/** The lock file REQUIRED needs, so that only what a test is about is reported. */
const LOCK = {
  path: LOCK_PATH,
  text: 'lock_file_version = 1\n\nprovider "a" {\n  source      = "github.com/o/a"\n  version     = "1.0.0"\n  resolved_at = "2026-01-01T00:00:00Z"\n  checksums   = { linux_amd64 = "sha256:0000000000000000000000000000000000000000000000000000000000000000" }\n}\n',
};
const TOOL = {
  name: 'read',
  kind: 'TOOL_KIND_DATA_SOURCE',
  risk: 'RISK_CLASS_READ_ONLY',
  description: 'reads',
  input_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: {} },
  output_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: {} },
  concurrency: { safe: true },
};

function summary(out: LintOutput): string[] {
  return out.diagnostics.map((d) => `${d.file}:${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.ruleId}`);
}

describe('lintProject', () => {
  it('lints texts given as strings or bytes alike, and names the files given', () => {
    const text = 'agent_profile "p" {\n  max_turns = 2.5\n}\n';
    const fromString = lintProject({ agent: { path: AGENT, text } });
    const fromBytes = lintProject({ agent: { path: AGENT, text: Buffer.from(text) }, global: { path: GLOBAL, text: '' } });
    expect(summary(fromString)).toEqual([`${AGENT}:2:15 warning integer-truncated`]);
    expect(fromBytes.diagnostics).toEqual(fromString.diagnostics);
    expect([fromString.files, fromBytes.files]).toEqual([[AGENT], [AGENT, GLOBAL]]);
  });

  it('applies the settings: severities, off, opt-in rules only when named, quiet', () => {
    const agent = { path: AGENT, text: `${REQUIRED}provider "a" {\n  key = env("HARNESS_LINT_ENGINE_UNSET")\n}\nagent_profile "p" {\n  max_turns = 2.5\n}\n` };
    const lock = LOCK;
    const host = { env: {} };
    expect(summary(lintProject({ agent, lock, host }))).toEqual([`${AGENT}:8:15 warning integer-truncated`]);
    expect(summary(lintProject({ agent, lock, host, settings: { rules: { 'env-var-unset': 'warning', 'integer-truncated': 'error' } } }))).toEqual([
      `${AGENT}:5:9 warning env-var-unset`,
      `${AGENT}:8:15 error integer-truncated`,
    ]);
    expect(summary(lintProject({ agent, lock, host, settings: { rules: { 'env-var-unset': 'error', 'integer-truncated': 'off' } } }))).toEqual([
      `${AGENT}:5:9 error env-var-unset`,
    ]);
    expect(summary(lintProject({ agent, lock, host, settings: { rules: { 'env-var-unset': 'error' }, quiet: true } }))).toEqual([
      `${AGENT}:5:9 error env-var-unset`,
    ]);
    expect(summary(lintProject({ agent, lock, host: { env: { HARNESS_LINT_ENGINE_UNSET: 'x' } }, settings: { rules: { 'env-var-unset': 'error' } } }))).toEqual(
      [`${AGENT}:8:15 warning integer-truncated`],
    );
  });

  it('checks dev_overrides paths only by the states it is handed', () => {
    const global = { path: GLOBAL, text: 'dev_overrides {\n  a = "/bin/a"\n  b = "/bin/b"\n}\n' };
    const settings = { rules: { 'dev-override-binary': 'error' as const } };
    const agent = { path: AGENT, text: '' };
    expect(summary(lintProject({ agent, global, settings }))).toEqual([]);
    const out = lintProject({
      agent,
      global,
      settings,
      host: {
        binaries: new Map([
          ['/bin/a', 'not-executable' as const],
          ['/bin/b', 'executable' as const],
        ]),
      },
    });
    expect(out.diagnostics.map((d) => d.message)).toEqual([
      'dev_overrides path for "a" is not executable: "/bin/a" cannot be launched; build the provider there or fix the path',
    ]);
  });

  it('tells the rules whether there is a lock file: one handed in, however unsaved, is one', () => {
    const agent = { path: AGENT, text: REQUIRED };
    const out = lintProject({ agent });
    expect(summary(out)).toEqual([`${AGENT}:1:1 warning lock-file-missing`]);
    expect(out.diagnostics[0].range).toEqual(at(1, 1, 19, 0));
    expect(summary(lintProject({ agent, lock: LOCK }))).toEqual([]);
    expect(summary(lintProject({ agent, lock: { path: LOCK_PATH, text: 'lock_file_version = 1\n' } }))).toEqual([`${AGENT}:2:3 warning lock-entry-missing`]);
  });

  it('runs capability rules only with answers, and anchors host findings at the provider entry', () => {
    const agent = { path: AGENT, text: `${REQUIRED}agent_profile "p" {\n  tools = ["a.missing"]\n}\n` };
    const lock = LOCK;
    const caps: ProviderCapabilities = { name: 'a', categories: { tool: { tools: [TOOL] } } };
    expect(summary(lintProject({ agent, lock }))).toEqual([]);
    const answers = new Map([
      ['a', { capabilities: caps, findings: [{ ruleId: 'plugin-describe-missing' as const, severity: 'warning' as const, message: 'no Describe' }] }],
    ]);
    const out = lintProject({ agent, lock, capabilities: answers });
    expect(summary(out)).toEqual([`${AGENT}:2:3 warning plugin-describe-missing`, `${AGENT}:5:12 error profile-tool-unknown`]);
    expect(out.diagnostics[0]).toEqual({ ruleId: 'plugin-describe-missing', severity: 'warning', message: 'no Describe', file: AGENT, range: PROVIDER_A });
  });

  it('does not parse again when handed parseProject of the same sources', () => {
    const sources = { agent: { path: AGENT, text: 'agent_profile "p" {\n  max_turns = 2.5\n}\n' } };
    const parsed = parseProject(sources);
    const agentParse = parsed.project.agent.file.parse;
    const out = lintProject({ ...sources, parsed, settings: {} });
    expect(out).toEqual(lintProject(sources));
    expect(out).toEqual(lintProject({ agent: { path: AGENT, text: 'not what was parsed' }, parsed }));
    expect(parsed.project.agent.file.parse).toBe(agentParse);
    expect(parsed.project.capabilities).toBeNull();
  });

  it('reports a directive for a rule that was off or skipped as neither used nor unused', () => {
    const agent = { path: AGENT, text: '# harness-lint-ignore-file: profile-tool-unknown, integer-truncated\n' };
    expect(summary(lintProject({ agent }))).toEqual([`${AGENT}:1:1 warning unused-suppression`]);
    expect(lintProject({ agent }).diagnostics[0].message).toBe(
      'unused suppression: no "integer-truncated" finding in this file; remove "integer-truncated" from this directive',
    );
    expect(summary(lintProject({ agent, settings: { rules: { 'integer-truncated': 'off' } } }))).toEqual([]);
  });
});

describe('the order of files', () => {
  // Each file has a finding; the lock file's path sorts before agent.hcl's, the global config's between.
  const lockText =
    'lock_file_version = 1\n\nprovider "orphan" {\n  source      = "github.com/o/orphan"\n  version     = "1.0.0"\n  resolved_at = "2026-01-01T00:00:00Z"\n  checksums   = { linux_amd64 = "sha256:0000000000000000000000000000000000000000000000000000000000000000" }\n}\n';
  const globalText = 'dev_overrides {\n}\ndev_overrides {\n}\n';
  const agentText = 'agent_profile "p" {\n  max_turns = 2.5\n}\n';
  const files = (out: LintOutput) => out.diagnostics.map((d) => `${d.file} ${d.ruleId}`);

  it('agent.hcl first, then its lock file, then the global config, whatever their paths', () => {
    const out = lintProject({
      agent: { path: 'p/agent.hcl', text: agentText },
      lock: { path: 'p/.agent/agent.lock.hcl', text: lockText },
      global: { path: 'a/config.hcl', text: globalText },
    });
    expect(files(out)).toEqual(['p/agent.hcl integer-truncated', 'p/.agent/agent.lock.hcl lock-entry-orphan', 'a/config.hcl duplicate-last-wins']);
    expect(out.projects).toEqual([{ agent: 'p/agent.hcl', lock: 'p/.agent/agent.lock.hcl', global: 'a/config.hcl' }]);
  });

  it('several projects: by agent.hcl path, each with its lock file, and the shared global config once, last', () => {
    const project = (dir: string) =>
      lintProject({
        agent: { path: `${dir}/agent.hcl`, text: agentText },
        lock: { path: `${dir}/.agent/agent.lock.hcl`, text: lockText },
        global: { path: 'a/config.hcl', text: globalText },
      });
    const merged = mergeOutputs([project('q'), project('p')]);
    expect(files(merged)).toEqual([
      'p/agent.hcl integer-truncated',
      'p/.agent/agent.lock.hcl lock-entry-orphan',
      'q/agent.hcl integer-truncated',
      'q/.agent/agent.lock.hcl lock-entry-orphan',
      'a/config.hcl duplicate-last-wins',
    ]);
  });
});

describe('mergeOutputs', () => {
  it('keeps files in order without repeats and drops diagnostics two projects share', () => {
    const global = { path: GLOBAL, text: 'dev_overrides {\n  a = "/x"\n}\ndev_overrides {\n  a = "/y"\n}\n' };
    const one = lintProject({ agent: { path: '/one/agent.hcl', text: '' }, global });
    const two = lintProject({ agent: { path: '/two/agent.hcl', text: '' }, global });
    const merged = mergeOutputs([one, two]);
    expect(merged.files).toEqual(['/one/agent.hcl', GLOBAL, '/two/agent.hcl']);
    expect(merged.diagnostics).toEqual(one.diagnostics);
    expect(one.diagnostics.length).toBeGreaterThan(0);
  });
});

describe('lintPlugin', () => {
  it("reports the host's findings and group-7 checks at the binary's 1:1, with the settings applied", () => {
    const caps: ProviderCapabilities = { name: 'p', describe: { name: 'demo' }, categories: { tool: { tools: [{ ...TOOL, description: '' }] } } };
    const answer = { capabilities: caps, findings: [{ ruleId: 'plugin-protocol-version' as const, severity: 'error' as const, message: 'version 2' }] };
    const out = lintPlugin({ path: '/bin/p', name: 'p', answer });
    expect(out.files).toEqual(['/bin/p']);
    expect(out.diagnostics.map((d) => [d.ruleId, d.severity, d.range.start.line, d.range.start.column])).toEqual([
      ['cap-description-missing', 'warning', 1, 1],
      ['plugin-protocol-version', 'error', 1, 1],
    ]);
    expect(lintPlugin({ path: '/bin/p', name: 'p', answer, settings: { quiet: true } }).diagnostics.map((d) => d.ruleId)).toEqual(['plugin-protocol-version']);
    expect(
      lintPlugin({ path: '/bin/p', name: 'p', answer, settings: { rules: { 'plugin-protocol-version': 'off' } } }).diagnostics.map((d) => d.ruleId),
    ).toEqual(['cap-description-missing']);
  });
});
