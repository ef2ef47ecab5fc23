// The server through a real stdio child process: encoding negotiation, document versions,
// closing, settings, and bad input that must never crash it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileUri, startLsp, type LspChild } from './support/lsp-child.js';
import { tempDir } from '../support/temp-dir.js';

let dir: string;
beforeAll(() => {
  dir = tempDir('harness-lint-lsp-proto-');
});

const BAD_POLICY =
  'policy "p" {\n  match  = { provider = "x", kind = "data_source" }\n  action = "ask"\n}\nrequired_providers {\n  x = { source = "github.com/a/provider-x", version = "~> 1.0" }\n}\n';

const LOCK_X =
  'lock_file_version = 1\n\nprovider "x" {\n  source      = "github.com/a/provider-x"\n  version     = "1.0.0"\n  resolved_at = "2026-01-01T00:00:00Z"\n  checksums   = { "linux_amd64" = "sha256:0000000000000000000000000000000000000000000000000000000000000000" }\n}\n';

/** An agent.hcl on disk in a folder of its own, with a lock file for BAD_POLICY's provider unless `withLock` is false. */
function project(name: string, text: string, withLock = true): string {
  const folder = mkdtempSync(join(dir, `${name}-`));
  if (withLock) {
    mkdirSync(join(folder, '.agent'));
    writeFileSync(join(folder, '.agent', 'agent.lock.hcl'), LOCK_X);
  }
  const p = join(folder, 'agent.hcl');
  writeFileSync(p, text);
  return p;
}

describe('initialize', () => {
  it("answers UTF-16 by default and the client's first supported encoding when offered", async () => {
    const a = await startLsp();
    expect(a.initialized.capabilities.positionEncoding).toBe('utf-16');
    expect(await a.stop()).toBe(0);
    const b = await startLsp({ positionEncodings: ['utf-8', 'utf-16'] });
    expect(b.initialized.capabilities.positionEncoding).toBe('utf-8');
    expect(await b.stop()).toBe(0);
  });

  // eglot 1.9 warns "Server tried to register unsupported capability" for each registration it did not declare.
  it.each([
    [{}, []],
    [{ workspace: { didChangeConfiguration: { dynamicRegistration: false }, didChangeWatchedFiles: { dynamicRegistration: false } } }, []],
    [{ workspace: { didChangeConfiguration: { dynamicRegistration: true } } }, ['workspace/didChangeConfiguration']],
    [{ workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } }, ['workspace/didChangeWatchedFiles']],
  ])('registers dynamically only what the client declares dynamicRegistration for: %j', async (capabilities, expected) => {
    const lsp = await startLsp({ capabilities, initializationOptions: { plugins: false } });
    // The server writes its registrations while handling `initialized`, before this answer.
    await lsp.connection.sendRequest('textDocument/hover', { textDocument: { uri: 'file:///nowhere' }, position: { line: 0, character: 0 } });
    expect(lsp.registered).toEqual(expected);
    expect(await lsp.stop()).toBe(0);
  });
});

describe('diagnostics', () => {
  let lsp: LspChild;
  beforeAll(async () => {
    lsp = await startLsp({ initializationOptions: { plugins: false, debounceMs: 0 }, positionEncodings: ['utf-8'] });
  });
  afterAll(async () => {
    expect(await lsp.stop()).toBe(0);
  });

  it('publishes the rule id, link, source and exact range, in the negotiated encoding', async () => {
    const path = project('one', '');
    const uri = fileUri(path);
    lsp.open(uri, '# é\n' + BAD_POLICY);
    const p = await lsp.diagnostics(uri);
    expect(p.version).toBe(1);
    expect(p.diagnostics).toEqual([
      {
        range: { start: { line: 3, character: 2 }, end: { line: 3, character: 16 } },
        severity: 2,
        code: 'policy-ask-downgraded',
        codeDescription: { href: 'https://github.com/pluggableharness/harness-lint/blob/main/docs/rules/policy-ask-downgraded.md' },
        source: 'harness-lint',
        // The note on the line after the message.
        message:
          'policy "p" asks, but the kernel denies kind = "data_source" calls; write action = "deny" (or "allow")\nit only matches kind = "data_source" calls, for which the kernel downgrades "ask" to "deny" at evaluation time',
      },
    ]);
    lsp.close(uri);
    const cleared = await lsp.diagnostics(uri, (q) => q.diagnostics.length === 0 && q.version === undefined);
    expect(cleared.diagnostics).toEqual([]);
  });

  it('applies incremental edits and publishes for the newest version only', async () => {
    const uri = fileUri(project('edits', ''));
    lsp.open(uri, BAD_POLICY);
    await lsp.diagnostics(uri);
    const start = lsp.published.length;
    // Three quick edits: "ask" → "deny" fixes it; the last one changes only a comment.
    lsp.change(uri, 2, [{ range: { start: { line: 2, character: 12 }, end: { line: 2, character: 15 } }, text: 'allow' }]);
    lsp.change(uri, 3, [{ range: { start: { line: 2, character: 12 }, end: { line: 2, character: 17 } }, text: 'deny' }]);
    lsp.change(uri, 4, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '# c\n' }]);
    const last = await lsp.diagnostics(uri, (q) => q.version === 4, start);
    expect(last.diagnostics).toEqual([]);
    // Nothing older was published after it, and nothing of an older version after a newer one.
    const versions = lsp.published
      .slice(start)
      .filter((q) => q.uri === uri)
      .map((q) => q.version ?? 0);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    lsp.close(uri);
  });

  it('keeps the findings of the other blocks while a block is being typed into (issue 28 item 1)', async () => {
    const uri = fileUri(project('typing', ''));
    lsp.open(uri, `${BAD_POLICY}agent_profile "p" {\n  max_turns = 5\n}\n`);
    await lsp.diagnostics(uri);
    const start = lsp.published.length;
    // "max_" typed on a new line of the profile: a syntax error there, and the policy's warning stays.
    lsp.change(uri, 2, [{ range: { start: { line: 9, character: 0 }, end: { line: 9, character: 0 } }, text: '  max_\n' }]);
    const typed = await lsp.diagnostics(uri, (q) => q.version === 2, start);
    expect(typed.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character])).toEqual([
      ['policy-ask-downgraded', 2, 2],
      ['hcl-syntax', 9, 2],
    ]);
    lsp.close(uri);
  });

  it('never crashes on bad input: binary, a lone surrogate, deep nesting, 10 MB, unknown URIs, malformed requests', async () => {
    const texts = ['\u0000\u0001\uffff\u0007'.repeat(1000), 'a = "\ud800"\n', `a = ${'['.repeat(100_000)}`, `# ${'x'.repeat(10 * 1024 * 1024)}\n${BAD_POLICY}`];
    for (const [i, text] of texts.entries()) {
      const uri = fileUri(project(`bad${i}`, ''));
      lsp.open(uri, text);
      const p = await lsp.diagnostics(uri);
      expect(Array.isArray(p.diagnostics)).toBe(true);
      lsp.close(uri);
    }
    lsp.change('file:///nowhere/agent.hcl', 9, [{ text: 'x' }]);
    lsp.close('file:///nowhere/agent.hcl');
    lsp.open('untitled:Untitled-1', BAD_POLICY);
    await lsp.connection.sendRequest('textDocument/hover', { textDocument: { uri: 'file:///nowhere' }, position: { line: 0, character: 0 } }).catch(() => null);
    await lsp.connection.sendRequest('textDocument/hover', { nonsense: true }).catch(() => null);
    await lsp.connection.sendRequest('no/such/method', {}).catch(() => null);
    // Still serving.
    const uri = fileUri(project('after', ''));
    lsp.open(uri, BAD_POLICY);
    expect((await lsp.diagnostics(uri)).diagnostics.map((d) => d.code)).toEqual(['policy-ask-downgraded']);
  });
});

describe('end of the session', () => {
  it('the server exits when its stdin closes', async () => {
    const lsp = await startLsp({ initializationOptions: { plugins: false } });
    lsp.child.stdin?.end();
    expect(await lsp.exited).toBe(1);
  });

  // The launcher starts the server's bundle itself for the options editors pass, and leaves any other command line to the CLI's `lsp` subcommand.
  it.each([
    [['lsp', '--stdio', '--clientProcessId', '4242']],
    [['lsp', '--clientProcessId=4242']],
    [['lsp', '--clientProcessId', 'x']],
    [['lsp', '--stdio', '--stdio']],
  ])('serves when started as %j', async (args) => {
    const lsp = await startLsp({ args, initializationOptions: { plugins: false, debounceMs: 0 } });
    const uri = fileUri(project('args', BAD_POLICY));
    lsp.open(uri, BAD_POLICY);
    expect((await lsp.diagnostics(uri)).diagnostics.map((d) => d.code)).toEqual(['policy-ask-downgraded']);
    expect(await lsp.stop()).toBe(0);
  });
});

describe('what lints read from disk', () => {
  const codes = async (lsp: LspChild, uri: string, after: number) => (await lsp.diagnostics(uri, () => true, after)).diagnostics.map((d) => d.code);
  /** A comment line added at the top (even versions) or taken away again. */
  const edit = (lsp: LspChild, uri: string, version: number) =>
    lsp.change(uri, version, [
      version % 2 === 0
        ? { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '# x\n' }
        : { range: { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } }, text: '' },
    ]);

  /** A server whose client watches files, once it has registered the watchers, and a project (a repository root) for it. */
  const watching = async (name: string, withLock: boolean) => {
    const lsp = await startLsp({
      initializationOptions: { plugins: false, debounceMs: 0 },
      capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
    });
    const agent = project(name, BAD_POLICY, withLock);
    const folder = join(agent, '..');
    mkdirSync(join(folder, '.git'));
    const uri = fileUri(agent);
    await vi.waitFor(() => expect(lsp.registered).toContain('workspace/didChangeWatchedFiles'));
    // Answered in order: the server has taken the registration's answer before this one.
    await lsp.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 0 } });
    return { lsp, folder, uri };
  };

  it('is kept while the client watches the files, until it reports a change (a lock file, a linter config)', async () => {
    const { lsp, folder, uri } = await watching('watched', false);
    lsp.open(uri, BAD_POLICY);
    expect(await codes(lsp, uri, 0)).toEqual(['policy-ask-downgraded', 'lock-file-missing']);

    mkdirSync(join(folder, '.agent'));
    writeFileSync(join(folder, '.agent', 'agent.lock.hcl'), LOCK_X);
    let start = lsp.published.length;
    edit(lsp, uri, 2);
    expect(await codes(lsp, uri, start)).toEqual(['policy-ask-downgraded', 'lock-file-missing']);
    start = lsp.published.length;
    void lsp.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: fileUri(join(folder, '.agent', 'agent.lock.hcl')), type: 1 }] });
    expect(await codes(lsp, uri, start)).toEqual(['policy-ask-downgraded']);

    writeFileSync(join(folder, '.harness-lintrc.json'), '{ "rules": { "policy-ask-downgraded": "off" } }\n');
    start = lsp.published.length;
    edit(lsp, uri, 3);
    expect(await codes(lsp, uri, start)).toEqual(['policy-ask-downgraded']);
    start = lsp.published.length;
    void lsp.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: fileUri(join(folder, '.harness-lintrc.json')), type: 1 }] });
    expect(await codes(lsp, uri, start)).toEqual([]);
    expect(await lsp.stop()).toBe(0);
  });

  // Issue 29 item 9: each folder opened and closed kept its linter config lookup for the rest of the session.
  it('is forgotten for a folder once its last document closes (folder after folder opened and closed keeps nothing)', async () => {
    const { lsp, folder, uri } = await watching('evicted', true);
    lsp.open(uri, BAD_POLICY);
    expect(await codes(lsp, uri, 0)).toEqual(['policy-ask-downgraded']);
    lsp.close(uri);
    await lsp.diagnostics(uri, (p) => p.version === undefined);
    // Changed on disk with no watched-file notification: only a server that forgot the folder reads it.
    writeFileSync(join(folder, '.harness-lintrc.json'), '{ "rules": { "policy-ask-downgraded": "off" } }\n');
    const start = lsp.published.length;
    lsp.open(uri, BAD_POLICY, 2);
    expect(await codes(lsp, uri, start)).toEqual([]);
    expect(await lsp.stop()).toBe(0);
  });

  it('is read again for every lint when the client does not watch files', async () => {
    const lsp = await startLsp({ initializationOptions: { plugins: false, debounceMs: 0 } });
    const agent = project('unwatched', BAD_POLICY, false);
    const folder = join(agent, '..');
    mkdirSync(join(folder, '.git'));
    const uri = fileUri(agent);
    lsp.open(uri, BAD_POLICY);
    expect(await codes(lsp, uri, 0)).toEqual(['policy-ask-downgraded', 'lock-file-missing']);
    mkdirSync(join(folder, '.agent'));
    writeFileSync(join(folder, '.agent', 'agent.lock.hcl'), LOCK_X);
    writeFileSync(join(folder, '.harness-lintrc.json'), '{ "rules": { "policy-ask-downgraded": "off" } }\n');
    const start = lsp.published.length;
    edit(lsp, uri, 2);
    expect(await codes(lsp, uri, start)).toEqual([]);
    expect(await lsp.stop()).toBe(0);
  });
});

describe('the project across files', () => {
  it('an edit of the open lock file re-lints agent.hcl with the unsaved lock text', async () => {
    const lsp = await startLsp({ initializationOptions: { plugins: false, debounceMs: 0 } });
    const agent = project('lock', BAD_POLICY, false);
    const lock = join(agent, '..', '.agent', 'agent.lock.hcl');
    lsp.open(fileUri(agent), BAD_POLICY);
    const first = await lsp.diagnostics(fileUri(agent));
    expect(first.diagnostics.map((d) => [d.code, d.range.start, d.range.end])).toEqual([
      ['policy-ask-downgraded', { line: 2, character: 2 }, { line: 2, character: 16 }],
      // No lock file on disk: at the required_providers header.
      ['lock-file-missing', { line: 4, character: 0 }, { line: 4, character: 18 }],
    ]);
    const start = lsp.published.length;
    // The lock file exists only in the editor, so it counts as present: an entry for a provider agent.hcl does not require.
    lsp.open(fileUri(lock), LOCK_X.replace(/"x"/, '"gone"').replace('provider-x', 'provider-gone'));
    const lockDiagnostics = await lsp.diagnostics(fileUri(lock), () => true, start);
    expect(lockDiagnostics.diagnostics.map((d) => d.code)).toContain('lock-entry-orphan');
    const relinted = await lsp.diagnostics(fileUri(agent), () => true, start);
    expect(relinted.diagnostics.map((d) => d.code)).toEqual(['policy-ask-downgraded', 'lock-entry-missing']);
    expect(await lsp.stop()).toBe(0);
  });
});

describe('completion and hover', () => {
  it("completes action values and the attributes of a policy not set yet, and describes a diagnostic's rule", async () => {
    const lsp = await startLsp({ initializationOptions: { plugins: false, debounceMs: 0 } });
    const uri = fileUri(project('assist', BAD_POLICY));
    lsp.open(uri, BAD_POLICY);
    await lsp.diagnostics(uri);
    const values = (await lsp.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 2, character: 12 } })) as {
      label: string;
    }[];
    expect(values.map((v) => v.label)).toEqual(['allow', 'ask', 'deny']);
    lsp.change(uri, 2, [{ range: { start: { line: 3, character: 0 }, end: { line: 3, character: 0 } }, text: '  \n' }]);
    const attrs = async (line: number) =>
      ((await lsp.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line, character: 2 } })) as { label: string }[]).map(
        (v) => v.label,
      );
    expect(await attrs(3)).toEqual([]);
    const hover = (await lsp.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 3 } })) as {
      contents: { value: string };
    };
    expect(hover.contents.value).toBe(
      '**action**: string, required attribute of policy\n\nallowed values: `"allow"`, `"ask"`, `"deny"`\n\n' +
        'What the rule decides for a matching call; "ask" on a data-source or interactive call is downgraded to "deny".\n\n---\n\n[policy-ask-downgraded](https://github.com/pluggableharness/harness-lint/blob/main/docs/rules/policy-ask-downgraded.md): ' +
        'action = "ask" on a rule that only matches calls the kernel never asks about.',
    );
    // Without its action line, the policy's completion offers it again.
    lsp.change(uri, 3, [{ range: { start: { line: 2, character: 0 }, end: { line: 3, character: 0 } }, text: '' }]);
    expect(await attrs(2)).toEqual(['action']);
    expect(await lsp.stop()).toBe(0);
  });
});

describe('code actions', () => {
  // A fixable hook label after a character of two UTF-16 units (the edit's columns are converted), an
  // enum value in the wrong case, and a near hook point that is only suggested.
  const FIXABLE =
    'required_providers {\n  audit = { source = "github.com/agentco/provider-audit", version = "~> 1.0" }\n}\n' +
    'policy "p" {\n  match  = { provider = "audit", tool_name = "\u{1F600}", kind = "Resource" }\n  action = "deny"\n}\n' +
    'hook "pre_tool_call" {\n  provider = "audit"\n  mode     = "observe"\n}\nhook "plan-redy" {\n  provider = "audit"\n  mode     = "observe"\n}\n';
  type Action = { title: string; kind: string; isPreferred?: boolean; edit: { changes: Record<string, { range: unknown; newText: string }[]> } };
  const range = (l: number, c: number, el: number, ec: number) => ({ start: { line: l, character: c }, end: { line: el, character: ec } });

  it("offers each rule's fix as the preferred quickfix and its suggestions as other quickfixes, each titled with its change; applied, the finding is gone", async () => {
    const lsp = await startLsp({ initializationOptions: { plugins: false, debounceMs: 0 } });
    const uri = fileUri(project('actions', FIXABLE));
    lsp.open(uri, FIXABLE);
    const published = await lsp.diagnostics(uri);
    const actionsFor = async (code: string, line: number) => {
      const d = published.diagnostics.find((x) => x.code === code && x.range.start.line === line)!;
      return (await lsp.connection.sendRequest('textDocument/codeAction', {
        textDocument: { uri },
        range: d.range,
        context: { diagnostics: [d] },
      })) as Action[];
    };
    const summary = (actions: Action[]) => actions.map((a) => ({ title: a.title, kind: a.kind, isPreferred: a.isPreferred, edits: a.edit.changes[uri] }));
    expect(summary(await actionsFor('enum-value-invalid', 4))).toEqual([
      { title: 'Replace "Resource" with "resource"', kind: 'quickfix', isPreferred: true, edits: [{ range: range(4, 58, 4, 68), newText: '"resource"' }] },
      {
        title: 'Silence enum-value-invalid on this line (harness-lint-ignore)',
        kind: 'quickfix',
        isPreferred: undefined,
        edits: [{ range: range(4, 0, 4, 0), newText: '  # harness-lint-ignore: enum-value-invalid -- reason\n' }],
      },
    ]);
    expect(summary(await actionsFor('hook-point-unknown', 7))[0]).toEqual({
      title: 'Replace "pre_tool_call" with "pre-tool-call"',
      kind: 'quickfix',
      isPreferred: true,
      edits: [{ range: range(7, 5, 7, 20), newText: '"pre-tool-call"' }],
    });
    expect(summary(await actionsFor('hook-point-unknown', 11))[0]).toEqual({
      title: 'Replace with "plan-ready"',
      kind: 'quickfix',
      isPreferred: undefined,
      edits: [{ range: range(11, 5, 11, 16), newText: '"plan-ready"' }],
    });

    // The client applies the two fixes; the server then publishes neither finding.
    const fixes = [...(await actionsFor('hook-point-unknown', 7)), ...(await actionsFor('enum-value-invalid', 4))].filter((a) => a.isPreferred);
    lsp.change(
      uri,
      2,
      fixes
        .flatMap((a) => a.edit.changes[uri])
        .map((e) => ({ range: e.range as ReturnType<typeof range>, text: e.newText }))
        .reverse(),
    );
    const after = await lsp.diagnostics(uri, (p) => p.version === 2);
    const before = published.diagnostics.filter((d) => d.code === 'enum-value-invalid' || d.code === 'hook-point-unknown');
    expect(before.map((d) => [d.code, d.range.start.line])).toEqual([
      ['enum-value-invalid', 4],
      ['hook-point-unknown', 7],
      ['hook-point-unknown', 11],
    ]);
    expect(after.diagnostics.filter((d) => before.some((b) => b.code === d.code)).map((d) => [d.code, d.range.start.line])).toEqual([
      ['hook-point-unknown', 11],
    ]);
    expect(await lsp.stop()).toBe(0);
  });

  it('offers source.fixAll.harness-lint (fix on save) when asked for by kind: every certain fix of the file, as one --fix pass takes them', async () => {
    const lsp = await startLsp({ initializationOptions: { plugins: false, debounceMs: 0 } });
    expect(lsp.initialized.capabilities.codeActionProvider).toEqual({ codeActionKinds: ['quickfix', 'source.fixAll.harness-lint'] });
    const uri = fileUri(project('fix-all', FIXABLE));
    lsp.open(uri, FIXABLE);
    await lsp.diagnostics(uri);
    const ask = async (only: string[]) =>
      (await lsp.connection.sendRequest('textDocument/codeAction', {
        textDocument: { uri },
        range: range(0, 0, 0, 0),
        context: { diagnostics: [], only },
      })) as Action[];
    const fixAll = {
      title: 'Fix all harness-lint problems that have a certain fix',
      kind: 'source.fixAll.harness-lint',
      edit: {
        changes: {
          [uri]: [
            { range: range(4, 58, 4, 68), newText: '"resource"' },
            { range: range(7, 5, 7, 20), newText: '"pre-tool-call"' },
          ],
        },
      },
    };
    expect(await ask(['source.fixAll'])).toEqual([fixAll]);
    expect(await ask(['source'])).toEqual([fixAll]);
    expect(await ask(['source.fixAll.harness-lint'])).toEqual([fixAll]);
    expect(await ask(['quickfix'])).toEqual([]);
    expect(await ask(['source.organizeImports'])).toEqual([]);
    expect(await lsp.stop()).toBe(0);
  });

  it('offers no fix in a file with syntax errors, though the blocks that parsed keep their findings', async () => {
    const lsp = await startLsp({ initializationOptions: { plugins: false, debounceMs: 0 } });
    const text = `${FIXABLE}policy "broken" {\n  action = \n`;
    const uri = fileUri(project('actions-broken', text));
    lsp.open(uri, text);
    const published = await lsp.diagnostics(uri);
    expect(published.diagnostics.map((d) => d.code)).toEqual([
      'lock-entry-missing',
      'enum-value-invalid',
      'hook-point-unknown',
      'hook-point-unknown',
      'hcl-syntax',
      'hcl-syntax',
    ]);
    for (const d of published.diagnostics) {
      const actions = (await lsp.connection.sendRequest('textDocument/codeAction', {
        textDocument: { uri },
        range: d.range,
        context: { diagnostics: [d] },
      })) as Action[];
      // Only the directive that silences a finding of a block that parsed: a comment line, no rule's fix.
      expect(
        actions.map((a) => a.title),
        String(d.code),
      ).toEqual(d.code === 'hcl-syntax' ? [] : [`Silence ${d.code} on this line (harness-lint-ignore)`]);
    }
    const fixAll = await lsp.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: range(0, 0, 0, 0),
      context: { diagnostics: [], only: ['source.fixAll'] },
    });
    expect(fixAll).toEqual([]);
    expect(await lsp.stop()).toBe(0);
  });
});
