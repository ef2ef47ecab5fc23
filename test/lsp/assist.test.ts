// Hover and completion through the server (a real stdio child process) with plugin answers:
// two fake plugins wired through the global config's dev_overrides answer in the background,
// and once their capability diagnostics are published, hover and completion show what they
// advertise (config_schema, tools, commands, models, hook points) beside the kernel schema.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { fileUri, startLsp, type LspChild } from './support/lsp-child.js';
import { decodeTokens } from './support/semantic-tokens.js';
import { tempDir } from '../support/temp-dir.js';

const TEXT = `required_providers {
  files = { source = "github.com/agentco/provider-files", version = "~> 1.0" }
  llm   = { source = "github.com/agentco/provider-llm", version = ">= 1.0, < 2.0" }
}

provider "files" {
  roots = ["."]

}

provider "llm" {
  api_key = env("LLM_KEY")
}

policy "gate" {
  match  = { provider = "files", tool_name = "write_file" }
  action = "ask"
}

agent_profile "default" {
  model {
    primary {
      provider = "llm"
      id       = "big-1"
    }
  }
  tools          = ["files.read_file", "files.*", "files.nope"]
  slash_commands = ["review"]
}

hook "post-tool-call" {
  provider = "files"
  mode     = "observe"
}
`;

const FILES = {
  categories: {
    tool: {
      tools: [
        { name: 'read_file', description: 'Read a file', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' },
        { name: 'write_file', description: 'Write a file', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_MODERATE' },
      ],
      config_schema: {
        attributes: [
          { name: 'roots', type: 'ATTR_TYPE_LIST_STRING', required: true, description: 'Allowed roots' },
          { name: 'follow_symlinks', type: 'ATTR_TYPE_BOOL', description: 'Follow symlinks', default_json: 'false' },
          {
            name: 'sandbox',
            type: 'ATTR_TYPE_OBJECT',
            required: true,
            description: 'Sandbox settings',
            object_attributes: [
              { name: 'strict', type: 'ATTR_TYPE_BOOL', description: 'Refuse escapes' },
              { name: 'mode', type: 'ATTR_TYPE_STRING', required: true, description: 'Sandbox mode' },
            ],
          },
        ],
      },
      supported_hook_points: ['HOOK_POINT_POST_TOOL_CALL', 'HOOK_POINT_SESSION_END'],
    },
    slashcommand: { commands: [{ name: 'release', description: 'Cut a release', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_HIGH' }] },
  },
  describe: { name: 'files', version: '1.0.0', source: 'github.com/agentco/provider-files', protocol_version: 1 },
};

const LLM = {
  category: 'model',
  capabilities: {
    models: [
      { id: 'big-1', context_window: 200000, max_output_tokens: 8000 },
      { id: 'small-1', context_window: 32000 },
    ],
    slash_commands: [{ name: 'review', description: 'Review the diff', template: 'Review {diff}' }],
    config_schema: { attributes: [{ name: 'api_key', type: 'ATTR_TYPE_STRING', required: true, sensitive: true, description: 'API key' }] },
  },
  describe: { name: 'llm', version: '1.0.0', source: 'github.com/agentco/provider-llm', protocol_version: 1 },
};

// On disk: the lock file pins files at the release its plugin reports, llm at a prerelease, and a provider agent.hcl does not require.
const SUM = 'sha256:724abd47a44664f75010a76ccc4333ba5c6db46bac2324c905bab68f884c51c2';
const lockEntry = (name: string, source: string, version: string) =>
  `provider "${name}" {\n  source      = "${source}"\n  version     = "${version}"\n  resolved_at = "2026-07-20T09:12:00Z"\n  checksums   = { linux_amd64 = "${SUM}" }\n}\n`;
const LOCK = `lock_file_version = 1\n\n${lockEntry('search', 'gitlab.com/team/provider-search', '0.4.1')}${lockEntry('files', 'github.com/agentco/provider-files', '1.0.0')}${lockEntry('llm', 'github.com/agentco/provider-llm', '1.3.0-beta.1')}`;

let dir: string;
let lsp: LspChild;
let uri: string;

/** The position of the `nth` occurrence of `needle` (0-based line and UTF-16 character), `shift` characters into it. */
function at(needle: string, shift = 0, nth = 0): { line: number; character: number } {
  let index = -1;
  for (let i = 0; i <= nth; i++) index = TEXT.indexOf(needle, index + 1);
  if (index < 0) throw new Error(`no ${needle}`);
  const before = TEXT.slice(0, index + shift);
  return { line: before.split('\n').length - 1, character: before.length - before.lastIndexOf('\n') - 1 };
}

async function hoverAt(position: { line: number; character: number }): Promise<string | null> {
  const h = (await lsp.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position })) as { contents: { value: string } } | null;
  return h ? h.contents.value : null;
}

interface Item {
  label: string;
  detail?: string;
  insertText?: string;
  textEdit?: { range: unknown; newText: string };
}

async function completeAt(position: { line: number; character: number }): Promise<Item[]> {
  return (await lsp.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position })) as Item[];
}

beforeAll(async () => {
  dir = tempDir('harness-lint-lsp-assist-');
  const files = makePlugin(dir, 'provider-files', FILES);
  const llm = makePlugin(dir, 'provider-llm', LLM);
  const global = join(dir, 'global.hcl');
  writeFileSync(global, `dev_overrides {\n  files = ${JSON.stringify(files)}\n  llm   = ${JSON.stringify(llm)}\n}\n`);
  const agent = join(dir, 'agent.hcl');
  writeFileSync(agent, TEXT);
  mkdirSync(join(dir, '.agent'));
  writeFileSync(join(dir, '.agent', 'agent.lock.hcl'), LOCK);
  lsp = await startLsp({ initializationOptions: { debounceMs: 0, globalConfig: global } });
  uri = fileUri(agent);
  lsp.open(uri, TEXT);
  // The plugins have answered once a capability rule reports.
  await lsp.diagnostics(uri, (p) => p.diagnostics.some((d) => d.code === 'profile-tool-unknown'));
}, 60_000);

afterAll(async () => {
  expect(await lsp.stop()).toBe(0);
});

describe('hover from the plugins', () => {
  it('describes a provider attribute from its config_schema', async () => {
    expect(await hoverAt(at('roots', 1))).toBe('**roots**: list(string), required (config_schema of provider "files")\n\nAllowed roots');
    expect(await hoverAt(at('api_key', 1))).toBe('**api\\_key**: string, required, sensitive: write env("NAME") (config_schema of provider "llm")\n\nAPI key');
  });

  it('describes tools entries, a wildcard, a policy tool_name, a slash command and a model id', async () => {
    // What the plugin advertises comes first; the decisions that follow are test/lsp/code-lens.test.ts's.
    const first = async (position: { line: number; character: number }) => (await hoverAt(position))?.split('\n\n---\n\n')[0];
    expect(await first(at('"files.read_file"', 2))).toBe(
      '**files.read\\_file**: tool of provider "files", kind data\\_source, risk read\\_only\n\nRead a file',
    );
    expect(await first(at('"files.*"', 2))).toBe('**files.\\***: every operation of provider "files": read\\_file, write\\_file, release');
    expect(await first(at('"write_file"', 2))).toBe('**write\\_file**: tool of provider "files", kind resource, risk moderate\n\nWrite a file');
    expect(await hoverAt(at('"review"', 2))).toBe('**/review**: prompt-expansion command of provider "llm"\n\nReview the diff');
    expect(await hoverAt(at('"big-1"', 2))).toBe('**big-1**: model of provider "llm", context window 200000 tokens, at most 8000 output tokens');
  });

  it("describes a provider block's label by its entry and what the plugin's Describe said", async () => {
    expect((await hoverAt(at('provider "files"', 11)))?.split('\n\n---\n\n')[0]).toBe(
      '**files**: required provider, source "github.com/agentco/provider-files", version "\\~\\> 1.0"\n\n' +
        'plugin **files** 1\\.0.0, category tool\n\n' +
        'serves tool, slashcommand; advertises 2 tools, 1 direct-invoke command, 2 hook points, 3 config attributes',
    );
  });

  it('says which hook points the subscribed provider supports', async () => {
    expect(await hoverAt(at('post-tool-call', 1))).toBe('hook point `post-tool-call`\n\n---\n\nprovider "files" supports post-tool-call, session-end');
  });
});

describe('required_providers entries', () => {
  it("hover: what the entry declares, the plugin's Describe identity and what it advertises, on the name, source or version", async () => {
    const files =
      '**files**: required provider, source "github.com/agentco/provider-files", version "\\~\\> 1.0"\n\n' +
      'plugin **files** 1\\.0.0, category tool\n\n' +
      'serves tool, slashcommand; advertises 2 tools, 1 direct-invoke command, 2 hook points, 3 config attributes';
    // On the local name, the findings anchored there (its plugin's) follow, each rule once.
    const parts = async (position: { line: number; character: number }) =>
      (await hoverAt(position))!.split('\n\n---\n\n').map((p, i) => (i === 0 ? p : p.slice(0, p.indexOf(']') + 1)));
    expect(await parts(at('files = {', 1))).toEqual([files, '[cap-concurrency-spec]', '[cap-schema-subset]']);
    expect(await parts(at('source = "github.com/agentco/provider-files"', 1))).toEqual([files]);
    expect((await parts(at('version = ">= 1.0', 1)))[0]).toBe(
      '**llm**: required provider, source "github.com/agentco/provider-llm", version "\\>= 1.0, \\< 2.0"\n\n' +
        'plugin **llm** 1\\.0.0, category model\n\n' +
        'serves model; advertises 1 prompt-expansion command, 2 models, 1 config attribute',
    );
  });

  it("completes a source from the lock file's entries, the entry's own first", async () => {
    const position = at('"github.com/agentco/provider-files"', 1);
    const items = await completeAt(position);
    expect(items.map((i) => [i.label, i.detail])).toEqual([
      ['github.com/agentco/provider-files', 'lock file entry "files", version 1.0.0'],
      ['gitlab.com/team/provider-search', 'lock file entry "search", version 0.4.1'],
      ['github.com/agentco/provider-llm', 'lock file entry "llm", version 1.3.0-beta.1'],
    ]);
    expect(items[0].textEdit).toEqual({ range: { start: position, end: position }, newText: 'github.com/agentco/provider-files' });
  });

  it('completes a version: ~> X.Y from the locked release, then the operators, replacing the clause being typed', async () => {
    const operators = ['~>', '>=', '>', '<=', '<', '=', '!='];
    const files = at('"~> 1.0"', 1);
    const items = await completeAt(files);
    expect(items.map((i) => i.label)).toEqual(['~> 1.0', ...operators]);
    expect(items[0]).toMatchObject({ detail: '>= 1.0, < 2.0: the lock file pins 1.0.0', textEdit: { range: { start: files, end: files }, newText: '~> 1.0' } });
    expect(items[1]).toMatchObject({ detail: 'only the last version part written may grow: "~> 1.2" allows >= 1.2, < 2.0', textEdit: { newText: '~> ' } });
    // llm is locked at a prerelease, which no ~> constraint matches: only the operators; the second clause is replaced, not the first.
    const clause = at('< 2.0"');
    const second = await completeAt({ ...clause, character: clause.character + 3 });
    expect(second.map((i) => i.label)).toEqual(operators);
    expect(second[4].textEdit).toEqual({ range: { start: clause, end: { ...clause, character: clause.character + 3 } }, newText: '< ' });
  });
});

describe('while a value is typed (issue 28 item 2)', () => {
  let typing: string;
  let version = 1;
  /** The position just after the `nth` occurrence of `needle` in `text`. */
  const endOf = (text: string, needle: string, nth = 0): { line: number; character: number } => {
    let index = -1;
    for (let i = 0; i <= nth; i++) index = text.indexOf(needle, index + 1);
    const head = text.slice(0, index + needle.length);
    return { line: head.split('\n').length - 1, character: head.length - head.lastIndexOf('\n') - 1 };
  };
  /** Replaces the document with `text` and waits for its lint: the plugins' answers must outlive the syntax error. */
  const retype = async (text: string) => {
    const start = lsp.published.length;
    version += 1;
    lsp.change(typing, version, [{ text }]);
    await lsp.diagnostics(typing, (p) => p.version === version, start);
  };
  const completeIn = async (position: { line: number; character: number }) =>
    (await lsp.connection.sendRequest('textDocument/completion', { textDocument: { uri: typing }, position })) as Item[];

  beforeAll(async () => {
    const folder = join(dir, 'typing');
    mkdirSync(folder);
    writeFileSync(join(folder, 'agent.hcl'), TEXT);
    typing = fileUri(join(folder, 'agent.hcl'));
    lsp.open(typing, TEXT);
    await lsp.diagnostics(typing, (p) => p.diagnostics.some((d) => d.code === 'profile-tool-unknown'));
  });
  afterAll(() => lsp.close(typing));

  it('offers provider.tool entries in `tools = ["` with no closing quote, replacing exactly the typed prefix', async () => {
    const text = TEXT.replace('["files.read_file", "files.*", "files.nope"]', '["fi');
    await retype(text);
    const end = endOf(text, '["fi');
    const items = await completeIn(end);
    expect(items.map((i) => i.label)).toEqual(['files.*', 'files.read_file', 'files.write_file', 'files.release']);
    expect(items[1].textEdit).toEqual({ range: { start: { ...end, character: end.character - 2 }, end }, newText: 'files.read_file' });
  });

  it('offers the tools of the match\'s provider in `tool_name = "` with no closing quote', async () => {
    const text = TEXT.replace('tool_name = "write_file" }', 'tool_name = "wr');
    await retype(text);
    const end = endOf(text, '"wr');
    const items = await completeIn(end);
    expect(items.map((i) => i.label)).toEqual(['read_file', 'write_file', 'release']);
    expect(items[0].textEdit).toEqual({ range: { start: { ...end, character: end.character - 2 }, end }, newText: 'read_file' });
  });

  it('offers the required_providers names a broken block above them hides', async () => {
    const text = `agent_profile "x" {\n  model {\n    primary {\n      provider = "\n${TEXT}`;
    await retype(text);
    expect((await completeIn({ line: 3, character: 18 })).map((i) => i.label)).toEqual(['files', 'llm']);
  });

  it('does not offer an attribute already set in the block, but does on the line that sets it', async () => {
    const text = TEXT.replace('  slash_commands = ["review"]\n', '  slash_commands = ["review"]\n  \n');
    await retype(text);
    const blank = endOf(text, '["review"]\n  ');
    expect((await completeIn(blank)).map((i) => i.label)).toEqual([
      'max_turns',
      'max_wall_clock_s',
      'max_depth',
      'max_concurrent_subagents',
      'max_cost_usd',
      'model',
    ]);
    expect((await completeIn(endOf(text, '  slash_'))).map((i) => i.label)).toContain('slash_commands');
  });
});

describe('semantic tokens from the plugins', () => {
  it("marks a provider attribute outside its plugin's config_schema unknown, once the plugin has answered", async () => {
    const folder = join(dir, 'tokens');
    mkdirSync(folder);
    const text =
      'required_providers {\n  files = { source = "github.com/agentco/provider-files", version = "~> 1.0" }\n}\nprovider "files" {\n  roots = ["."]\n  rootz = 1\n}\n';
    writeFileSync(join(folder, 'agent.hcl'), text);
    const tokensUri = fileUri(join(folder, 'agent.hcl'));
    lsp.open(tokensUri, text);
    await lsp.diagnostics(tokensUri, (p) => p.diagnostics.some((d) => d.code === 'cap-concurrency-spec'));
    const { legend } = lsp.initialized.capabilities.semanticTokensProvider as { legend: { tokenTypes: string[]; tokenModifiers: string[] } };
    const { data } = (await lsp.connection.sendRequest('textDocument/semanticTokens/full', { textDocument: { uri: tokensUri } })) as { data: number[] };
    expect(decodeTokens(data, legend, text).filter(([line]) => line >= 3)).toEqual([
      [3, 0, 'provider', 'type', []],
      [4, 2, 'roots', 'property', []],
      [5, 2, 'rootz', 'property', ['unknown']],
    ]);
    lsp.close(tokensUri);
  });
});

describe('hover from the kernel schema', () => {
  it("gives an attribute's type, allowed values and meaning, and a block's meaning", async () => {
    expect(await hoverAt(at('action', 1))).toBe(
      '**action**: string, required attribute of policy\n\nallowed values: `"allow"`, `"ask"`, `"deny"`\n\nWhat the rule decides for a matching call; "ask" on a data-source or interactive call is downgraded to "deny".',
    );
    expect(await hoverAt(at('agent_profile', 1))).toBe(
      '**agent_profile** block, label: name\n\nA named, scoped capability set (model routing, tool scope, loop bounds and depth budget) that a session selects; "default" is the root session\'s.\n\n' +
        'attributes: `tools`, `slash_commands`, `max_turns`, `max_wall_clock_s`, `max_depth`, `max_concurrent_subagents`, `max_cost_usd`\n\nblocks: `model`',
    );
  });

  it('shows an unknown hook label as written, its Markdown inert', async () => {
    const other = join(dir, 'other');
    mkdirSync(other);
    const text = 'hook "pre_tool*call" {\n  provider = "x"\n  mode     = "observe"\n}\n';
    writeFileSync(join(other, 'agent.hcl'), text);
    const otherUri = fileUri(join(other, 'agent.hcl'));
    lsp.open(otherUri, text);
    await lsp.diagnostics(otherUri);
    const h = (await lsp.connection.sendRequest('textDocument/hover', { textDocument: { uri: otherUri }, position: { line: 0, character: 7 } })) as {
      contents: { value: string };
    };
    expect(h.contents.value.split('\n\n---\n\n')[0]).toBe(
      '"pre\\_tool\\*call" is not a hook point: session-start, pre-model-call, post-model-response, pre-tool-call, plan-ready, post-tool-call, post-apply, session-end',
    );
    lsp.close(otherUri);
  });
});

describe('completion from the plugins', () => {
  it('offers the config_schema attributes not yet written, required first, an object as a snippet of its required attributes', async () => {
    const items = await completeAt(at('roots', 0));
    expect(items.map((i) => [i.label, i.detail, i.insertText])).toEqual([
      ['sandbox', 'object, required', 'sandbox = {\n    mode = "${1}"\n  }'],
      ['follow_symlinks', 'bool, optional, default false', 'follow_symlinks = ${1}'],
    ]);
  });

  it('offers tools entries as provider.tool, with the typed text replaced', async () => {
    const position = at('"files.nope"', 1);
    const items = await completeAt(position);
    expect(items.map((i) => [i.label, i.detail])).toEqual([
      ['files.*', 'every operation of provider "files"'],
      ['files.read_file', 'tool, kind data_source, risk read_only (provider "files")'],
      ['files.write_file', 'tool, kind resource, risk moderate (provider "files")'],
      ['files.release', 'direct-invoke command, kind resource, risk high (provider "files")'],
    ]);
    expect(items[0].textEdit).toEqual({ range: { start: position, end: position }, newText: 'files.*' });
  });

  it("offers a policy's tool names of its provider, slash commands, model ids, hook points supported first and provider names", async () => {
    expect((await completeAt(at('"write_file"', 1))).map((i) => i.label)).toEqual(['read_file', 'write_file', 'release']);
    expect((await completeAt(at('"review"', 1))).map((i) => i.label)).toEqual(['review']);
    expect((await completeAt(at('"big-1"', 1))).map((i) => [i.label, i.detail])).toEqual([
      ['big-1', 'model of provider "llm", context window 200000 tokens, at most 8000 output tokens'],
      ['small-1', 'model of provider "llm", context window 32000 tokens'],
    ]);
    expect((await completeAt(at('"post-tool-call"', 1))).map((i) => i.label)).toEqual([
      'post-tool-call',
      'session-end',
      'session-start',
      'pre-model-call',
      'post-model-response',
      'pre-tool-call',
      'plan-ready',
      'post-apply',
    ]);
    expect((await completeAt(at('"files"', 1, 2))).map((i) => i.label)).toEqual(['files', 'llm']);
    // A provider block's label: the entries no other provider block configures.
    expect((await completeAt(at('"llm"', 1))).map((i) => i.label)).toEqual(['llm']);
  });

  // Last: it edits the document.
  it("offers the keys of an object being written (a config_schema object's, a policy match's) and describes a nested key", async () => {
    const blank = at('roots', 0);
    lsp.change(uri, 2, [
      { range: { start: { line: blank.line + 1, character: 0 }, end: { line: blank.line + 1, character: 0 } }, text: '  sandbox = {\n    \n  }' },
    ]);
    expect((await completeAt({ line: blank.line + 2, character: 4 })).map((i) => [i.label, i.insertText])).toEqual([
      ['mode', 'mode = "${1}"'],
      ['strict', 'strict = ${1}'],
    ]);
    lsp.change(uri, 3, [{ range: { start: { line: blank.line + 2, character: 4 }, end: { line: blank.line + 2, character: 4 } }, text: 'mode = "jail"' }]);
    expect(await hoverAt({ line: blank.line + 2, character: 5 })).toBe(
      '**sandbox.mode**: string, required (config_schema of provider "files")\n\nSandbox mode',
    );
    const match = at('match  = { ', 11);
    lsp.change(uri, 4, [
      { range: { start: { line: match.line + 2, character: match.character }, end: { line: match.line + 2, character: match.character } }, text: '' },
    ]);
    // On the provider key: it may be renamed; tool_name, set beside it, is not offered again.
    expect((await completeAt({ line: match.line + 2, character: match.character })).map((i) => i.label)).toEqual(['provider', 'risk', 'kind']);
  });

  it("forgets the plugins' answers when plugins are turned off", async () => {
    const after = lsp.published.length;
    await lsp.connection.sendNotification('workspace/didChangeConfiguration', { settings: { plugins: false } });
    await lsp.diagnostics(uri, (p) => !p.diagnostics.some((d) => d.code === 'profile-tool-unknown'), after);
    expect(await hoverAt(at('roots', 1))).toBeNull();
    expect(await hoverAt(at('files = {', 1))).toBe('**files**: required provider, source "github.com/agentco/provider-files", version "\\~\\> 1.0"');
  });
});
