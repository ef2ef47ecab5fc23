// `harness-lint permissions [file]` through the real CLI, on the worked example of
// docs/permissions.md with its three plugins launched for real (fake go-plugin plugins): each
// output format, --profile, --tool, --baseline and every exit code.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { EXAMPLE_HCL, EXAMPLE_PLUGINS, exampleCapabilities } from '../permissions/example.js';
import { parse } from '../../src/hcl/index.js';
import { decodeAgentConfig } from '../../src/models/agent/decode.js';
import { computePermissions, permissionsDocument } from '../../src/permissions/index.js';
import { runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../../schema/permissions.schema.json', import.meta.url)), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

let globalConfig: string;

beforeAll(() => {
  const bin = tempDir('harness-lint-perms-bin-');
  let text = 'dev_overrides {\n';
  for (const [name, categories] of Object.entries(EXAMPLE_PLUGINS)) {
    const describe = { name, version: '1.0.0', source: `github.com/agentco/provider-${name}`, protocol_version: 1 };
    text += `  ${name} = ${JSON.stringify(makePlugin(bin, `provider-${name}`, { categories, describe }))}\n`;
  }
  globalConfig = `${text}}\n`;
});

/** A project folder with agent.hcl (default: the worked example) and the plugins' global config. */
function project(agent = EXAMPLE_HCL): string {
  const dir = tempDir('harness-lint-perms-');
  writeFileSync(join(dir, 'agent.hcl'), agent);
  writeFileSync(join(dir, 'global.hcl'), globalConfig);
  return dir;
}

function permissions(dir: string, ...args: string[]) {
  return runCli(['permissions', '--global-config', 'global.hcl', ...args], { cwd: dir });
}

function json(stdout: string): Record<string, unknown> {
  const doc = JSON.parse(stdout) as Record<string, unknown>;
  expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
  return doc;
}

const REPORT = `agent.hcl: 7 tools of 3 providers, 2 profiles

agent_profile "code-reviewer": 1 tool · 1 allow · 0 ask · 0 deny
  allow
    filesystem.read_file  data_source  read_only  policy "auto_approve_reads"

agent_profile "default": 7 tools · 4 allow · 2 ask · 1 deny
  allow
    agent.ask_user           interactive  read_only  policy "trust_agent"
    agent.compact (command)  resource     low        policy "trust_agent"
    agent.spawn_subagent     resource     critical   policy "trust_agent"
    filesystem.read_file     data_source  read_only  policy "auto_approve_reads"
  ask
    filesystem.delete_tree   resource     critical   policy "gate_writes"
    filesystem.write_file    resource     high       policy "gate_writes"
  deny
    web.web_search           data_source  read_only  policy "review_search" ("ask" downgraded to deny)
`;

describe('harness-lint permissions', () => {
  it('groups every advertised tool by profile, then decision, with its kind, risk and what decided it', () => {
    const run = permissions(project());
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toBe(REPORT);
  });

  it('colours decisions and risks only when asked to or on a terminal', () => {
    const dir = project();
    expect(permissions(dir).stdout).not.toContain('\x1b[');
    const colored = permissions(dir, '--color').stdout;
    expect(colored).toContain('\x1b[31m\x1b[1mcritical\x1b[22m\x1b[39m');
    expect(colored).toContain('\x1b[32mallow\x1b[39m');
    expect(colored.replace(/\x1b\[\d+m/g, '')).toBe(REPORT);
  });

  it('-f json: the documented contract, the same as the report computed in process', () => {
    const run = permissions(project(), '-f', 'json');
    expect(run.status).toBe(0);
    const expected = permissionsDocument('agent.hcl', computePermissions(decodeAgentConfig(parse(EXAMPLE_HCL).file).model, exampleCapabilities()));
    expect(json(run.stdout)).toEqual(expected);
    expect(expected.tools.find((t) => t.tool === 'agent.spawn_subagent')).toEqual({
      tool: 'agent.spawn_subagent',
      provider: 'agent',
      name: 'spawn_subagent',
      source: 'tool',
      kind: 'resource',
      risk: 'critical',
      decision: 'allow',
      policy: 'trust_agent',
      default: null,
      downgraded: false,
      profiles: ['default'],
    });
  });

  it('-f markdown: tables fit for a pull-request comment, names escaped', () => {
    const run = permissions(project(), '-f', 'markdown');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`### Permissions of agent.hcl

| tool | kind | risk | decision | decided by | profiles |
|---|---|---|---|---|---|
| agent.ask\\_user | interactive | read\\_only | **allow** | policy trust\\_agent | default |
| agent.compact (command) | resource | low | **allow** | policy trust\\_agent | default |
| agent.spawn\\_subagent | resource | critical | **allow** | policy trust\\_agent | default |
| filesystem.delete\\_tree | resource | critical | **ask** | policy gate\\_writes | default |
| filesystem.read\\_file | data\\_source | read\\_only | **allow** | policy auto\\_approve\\_reads | code-reviewer, default |
| filesystem.write\\_file | resource | high | **ask** | policy gate\\_writes | default |
| web.web\\_search | data\\_source | read\\_only | **deny** | policy review\\_search ("ask" downgraded to deny) | default |

| profile | tools | allow | ask | deny |
|---|---|---|---|---|
| code-reviewer | 1 | 1 | 0 | 0 |
| default | 7 | 4 | 2 | 1 |
`);
  });

  it('--profile NAME: one profile in every format; an unknown name is exit 2 with a did-you-mean', () => {
    const dir = project();
    const text = permissions(dir, '--profile', 'code-reviewer');
    expect(text.stdout).toBe(`agent.hcl: 7 tools of 3 providers, 2 profiles

agent_profile "code-reviewer": 1 tool · 1 allow · 0 ask · 0 deny
  allow
    filesystem.read_file  data_source  read_only  policy "auto_approve_reads"
`);
    const doc = json(permissions(dir, '--profile', 'code-reviewer', '-f', 'json').stdout);
    expect([(doc.tools as { tool: string }[]).map((t) => t.tool), doc.profiles]).toEqual([
      ['filesystem.read_file'],
      [{ name: 'code-reviewer', tools: 1, allow: 1, ask: 0, deny: 0 }],
    ]);
    expect(permissions(dir, '--profile', 'code-reviewer', '-f', 'markdown').stdout).toContain('| filesystem.read\\_file |');
    const wrong = permissions(dir, '--profile', 'code-reveiwer');
    expect([wrong.status, wrong.stdout, wrong.stderr]).toEqual([
      2,
      '',
      'harness-lint: --profile "code-reveiwer": agent.hcl declares no such agent_profile; did you mean "code-reviewer"?\n',
    ]);
  });

  it('--tool provider.name: every matching policy, its specificity, and why the winner wins', () => {
    const dir = project();
    const run = permissions(dir, '--tool', 'agent.spawn_subagent');
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toBe(`agent.spawn_subagent: allow
  tool of provider "agent", kind resource, risk critical
  decided by policy "trust_agent"
  in profiles: default

policies that match, the most specific first (specificity: tool_name, provider, risk, kind):
  "trust_agent"     allow  (-, provider, -, -)  decides
  "block_critical"  deny   (-, -, risk, -)      outranked by "trust_agent", which specifies provider and this one does not (tool_name > provider > risk > kind)
`);
    expect(permissions(dir, '--tool', 'web.web_search').stdout).toContain(
      'decided by policy "review_search", whose "ask" is downgraded to deny: a data_source call has no apply step to ask before',
    );
    const doc = json(permissions(dir, '--tool', 'agent.spawn_subagent', '-f', 'json').stdout);
    expect([(doc.tools as { tool: string }[]).map((t) => t.tool), doc.explanation]).toEqual([
      ['agent.spawn_subagent'],
      {
        tool: 'agent.spawn_subagent',
        matching: [
          {
            policy: 'trust_agent',
            action: 'allow',
            specificity: { tool_name: false, provider: true, risk: false, kind: false },
            decides: true,
            outrankedAt: null,
          },
          {
            policy: 'block_critical',
            action: 'deny',
            specificity: { tool_name: false, provider: false, risk: true, kind: false },
            decides: false,
            outrankedAt: 'provider',
          },
        ],
      },
    ]);
    expect(permissions(dir, '--tool', 'agent.compact', '-f', 'markdown').stdout).toBe(`### agent.compact: **allow**

- direct-invoke command of provider agent, kind resource, risk low
- decided by policy trust\\_agent
- in profiles: default

| policy | action | specificity | |
|---|---|---|---|
| trust\\_agent | allow | (-, provider, -, -) | decides |
`);
  });

  it('--tool naming nothing advertised is exit 2 with a did-you-mean; a default decision says which default', () => {
    const dir = project(EXAMPLE_HCL.replace('policy "trust_agent" {\n  match  = { provider = "agent" }\n  action = "allow"\n}\n', ''));
    const typo = permissions(dir, '--tool', 'agent.spawn_subagnet');
    expect([typo.status, typo.stdout, typo.stderr]).toEqual([
      2,
      '',
      'harness-lint: --tool "agent.spawn_subagnet": no advertised tool or direct-invoke command of that name; did you mean "agent.spawn_subagent"?\n',
    ]);
    expect(permissions(dir, '--tool', 'agent.ask_user').stdout).toBe(`agent.ask_user: allow
  tool of provider "agent", kind interactive, risk read_only
  no policy matches: data_source and interactive calls run by default (allow)
  in profiles: default
`);
  });

  it('a config the kernel refuses prints its errors and exits 1, whatever the format', () => {
    const conflict = `${EXAMPLE_HCL}policy "gate_writes_again" {\n  match  = { kind = "resource", provider = "filesystem" }\n  action = "deny"\n}\n`;
    const dir = project(conflict);
    for (const format of ['stylish', 'json', 'markdown']) {
      const run = permissions(dir, '-f', format);
      expect([run.status, run.stdout]).toEqual([1, '']);
      expect(run.stderr).toContain(
        '  39:1  error  policy "gate_writes_again" conflicts with policy "gate_writes" on line 12; merge them or make one more specific  policy-conflict\n',
      );
      expect(run.stderr.endsWith('harness-lint: the kernel would refuse agent.hcl, so it grants nothing yet; fix the errors above\n')).toBe(true);
    }
  });

  it('answers missing (--no-plugins, a plugin not installed): complete false, the providers named, the rest still exact', () => {
    const dir = project();
    const none = json(permissions(dir, '--no-plugins', '-f', 'json').stdout);
    expect([none.complete, none.unknownProviders, none.tools]).toEqual([false, ['agent', 'filesystem', 'web'], []]);
    const missing = EXAMPLE_HCL.replace(
      'required_providers {\n',
      'required_providers {\n  shell = { source = "github.com/agentco/provider-shell", version = "~> 1.0" }\n',
    ).replace('"web.web_search"]', '"web.web_search", "shell.*"]');
    const partial = permissions(project(missing));
    expect(partial.status).toBe(0);
    expect(partial.stdout).toContain(`agent_profile "default": 7 tools · 4 allow · 2 ask · 1 deny\n`);
    expect(partial.stdout).toContain(`  not known: "shell.*" (no answers from provider "shell")\n`);
    expect(partial.stdout).toMatch(
      /\nincomplete: no answers from 1 provider; what they advertise, and what profiles grant from them, is not shown:\n {2}"shell": plugin-not-installed: provider "shell" has no dev_overrides entry[^\n]*\n$/,
    );
    const doc = json(permissions(project(missing), '-f', 'json').stdout);
    expect([doc.complete, doc.unknownProviders, (doc.tools as unknown[]).length]).toEqual([false, ['shell'], 7]);
    const unknownTool = permissions(project(missing), '--tool', 'shell.run');
    expect([unknownTool.status, unknownTool.stderr]).toEqual([
      2,
      expect.stringMatching(/^harness-lint: --tool "shell\.run": provider "shell" did not answer \(plugin-not-installed: /),
    ]);
  });

  it('formats other than stylish, json and markdown are exit 2; a lint refuses markdown', () => {
    const dir = project();
    const sarif = permissions(dir, '-f', 'sarif');
    expect([sarif.status, sarif.stderr]).toEqual([2, 'harness-lint: permissions prints one format to standard output: stylish (default), json or markdown\n']);
    const lint = runCli(['agent.hcl', '--no-plugins', '-f', 'markdown'], { cwd: dir });
    expect([lint.status, lint.stderr]).toEqual([
      2,
      'harness-lint: --format markdown is a format of harness-lint permissions; a lint writes stylish, compact, json, sarif, github, checkstyle, junit\n',
    ]);
    const both = permissions(dir, '--tool', 'web.web_search', '--profile', 'default');
    expect([both.status, both.stderr]).toEqual([2, 'harness-lint: --profile and --tool cannot be used together: one question at a time\n']);
  });
});

describe('harness-lint permissions --baseline', () => {
  /** A project whose permissions.json is the example's report. */
  function withBaseline(agent: string): string {
    const dir = project(agent);
    const base = permissions(project(), '-f', 'json');
    writeFileSync(join(dir, 'permissions.json'), base.stdout);
    return dir;
  }

  it('no change: exit 0', () => {
    const run = permissions(withBaseline(EXAMPLE_HCL), '--baseline', 'permissions.json');
    expect([run.status, run.stdout, run.stderr]).toEqual([0, 'agent.hcl against permissions.json: no change\n', '']);
  });

  it('a widened decision and a tool entering a profile: listed with what narrowed, exit 1', () => {
    const widened = EXAMPLE_HCL.replace('action = "ask"\n}\n\nagent_profile', 'action = "allow"\n}\n\nagent_profile')
      .replace('tools = ["filesystem.read_file"]', 'tools = ["agent.spawn_subagent"]')
      .replace(
        'match  = { provider = "filesystem", kind = "resource" }\n  action = "ask"',
        'match  = { provider = "filesystem", kind = "resource" }\n  action = "deny"',
      );
    const dir = withBaseline(widened);
    const run = permissions(dir, '--baseline', 'permissions.json');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(`agent.hcl against permissions.json: 5 changes, 2 widening access
  widened   agent.spawn_subagent    entered the scope of profile "code-reviewer"
  narrowed  filesystem.delete_tree  decision ask → deny
  narrowed  filesystem.read_file    left the scope of profile "code-reviewer"
  narrowed  filesystem.write_file   decision ask → deny
  widened   web.web_search          decision deny → allow
`);
    expect(run.stderr).toBe('harness-lint: what the agent may do widened against permissions.json; review it, then update the baseline\n');
    const doc = json(permissions(dir, '--baseline', 'permissions.json', '-f', 'json').stdout);
    expect([doc.widened, (doc.changes as unknown[]).length]).toEqual([true, 5]);
    expect((doc.changes as unknown[])[4]).toEqual({ change: 'decision', tool: 'web.web_search', from: 'deny', to: 'allow', widened: true });
    const md = permissions(dir, '--baseline', 'permissions.json', '-f', 'markdown');
    expect(md.status).toBe(1);
    expect(md.stdout).toBe(`### Permission changes of agent.hcl against permissions.json

**2 changes widen what the agent may do.**

| | tool | change |
|---|---|---|
| **widened** | agent.spawn\\_subagent | entered the scope of profile code-reviewer |
| narrowed | filesystem.delete\\_tree | decision ask → deny |
| narrowed | filesystem.read\\_file | left the scope of profile code-reviewer |
| narrowed | filesystem.write\\_file | decision ask → deny |
| **widened** | web.web\\_search | decision deny → allow |
`);
  });

  it('only narrowing, new tools denied, reclassified risks and providers now unknown: exit 0', () => {
    const dir = withBaseline(EXAMPLE_HCL.replace('action = "allow"\n}\n\npolicy "review_search"', 'action = "deny"\n}\n\npolicy "review_search"'));
    const baseline = JSON.parse(readFileSync(join(dir, 'permissions.json'), 'utf8'));
    // The baseline as an older plugin advertised it: write_file was moderate, and a tool since gone.
    baseline.tools.find((t: { tool: string }) => t.tool === 'filesystem.write_file').risk = 'moderate';
    baseline.tools.push({ ...baseline.tools[0], tool: 'web.fetch', name: 'fetch', provider: 'web' });
    writeFileSync(join(dir, 'permissions.json'), JSON.stringify(baseline));
    const run = permissions(dir, '--baseline', 'permissions.json');
    expect(run.stdout).toBe(`agent.hcl against permissions.json: 5 changes, 0 widening access
  narrowed  agent.ask_user         decision allow → deny
  narrowed  agent.compact          decision allow → deny
  narrowed  agent.spawn_subagent   decision allow → deny
            filesystem.write_file  risk "moderate" → "high" (reclassified by its plugin)
  narrowed  web.fetch              gone (was allow)
`);
    expect([run.status, run.stderr]).toEqual([0, '']);
    const unverified = permissions(dir, '--baseline', 'permissions.json', '--no-plugins', '-f', 'json');
    const doc = json(unverified.stdout);
    expect(unverified.status).toBe(0);
    expect((doc.changes as { change: string }[]).every((c) => c.change === 'unverified')).toBe(true);
  });

  it('a baseline that is missing or malformed is exit 2 naming the file', () => {
    const dir = project();
    const cases: [string | null, string][] = [
      [null, 'harness-lint: --baseline: cannot read nope.json: no such file\n'],
      ['{"version": 1, "tools": [', 'harness-lint: --baseline nope.json: not JSON ('],
      ['{"version": 2, "tools": []}', 'harness-lint: --baseline nope.json: its "version" is not 1 (is it a harness-lint permissions -f json report?)'],
      [
        '{"version": 1, "tools": [{"tool": "a.b", "provider": "a", "kind": "resource", "risk": "low", "decision": "maybe", "profiles": []}]}',
        'harness-lint: --baseline nope.json: tools[0].decision is not "allow", "ask" or "deny"',
      ],
    ];
    for (const [text, message] of cases) {
      if (text !== null) writeFileSync(join(dir, 'nope.json'), text);
      const run = permissions(dir, '--baseline', 'nope.json');
      expect([run.status, run.stdout]).toEqual([2, '']);
      expect(run.stderr.slice(0, message.length)).toBe(message);
    }
  });
});
