// What a plugin advertises is untrusted input too. Names carrying terminal escape sequences
// (colour, window title), newlines and bidi overrides are printed as visible escapes, never
// raw, in every format and in `harness-lint capabilities`; a huge or deeply nested answer is
// linted without a crash, within the plugin timeout plus slack.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatNames } from '../../src/format/index.js';
import { runCliSync } from '../fuzz/support/cli.js';
import { CLEAN_TOOL, DESCRIBE, type FaultProject, useFaultProject } from '../faults/support/fault-project.js';
import { slackMs } from '../support/wall-time.js';

/** What a terminal acts on: C0 controls but tab and newline, DEL, C1, and the bidi controls. */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** JSON documents are for programs: their strings keep the data, but no C0 control (ESC, BEL, CR) may be a raw byte. */
const RAW_C0 = /[\u0000-\u0008\u000b-\u001f]/;
const EVIL = ['red\u001b[31mtool', 'title\u001b]0;pwned\u0007', 'two\nlines', 'cr\roverwrite', 'bidi\u202eexe.txt', 'csi\u009b31m'];
/** How the human formats show them. */
const SHOWN = ['red\\x1b[31mtool', 'title\\x1b]0;pwned\\x07', 'two\\nlines', 'cr\\roverwrite', 'bidi\\u202eexe.txt', 'csi\\x9b31m'];
const MACHINE_FORMATS = new Set(['json', 'sarif']);
/** XML formats: the escaped names stand in attributes, where quotes are entities. */
const XML_FORMATS = new Set(['checkstyle', 'junit']);
const xmlUnescaped = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const tool = (name: string) => ({ ...CLEAN_TOOL.tools[0], name, description: `does ${name}` });
// Each name twice, so cap-duplicate-name and slash-command-collision quote every one of them.
const HOSTILE_TOOL = {
  tools: [...EVIL, ...EVIL].map(tool),
  slash_commands: [...EVIL, ...EVIL].map((name) => ({ name, description: `command ${name}` })),
  config_schema: { attributes: EVIL.map((name) => ({ name, type: 'ATTR_TYPE_STRING', description: name })) },
};

let project: FaultProject;

useFaultProject((p) => {
  project = p;
});

function rawControls(text: string, unsafe = RAW_CONTROL): string[] {
  return [...text].filter((ch) => unsafe.test(ch)).map((ch) => `U+${ch.codePointAt(0)!.toString(16).padStart(4, '0')}`);
}

describe('hostile capability answers', () => {
  it('escape sequences, newlines and bidi overrides in advertised names never reach stdout raw, in any format', () => {
    project.usePlugin({ category: 'tool', capabilities: HOSTILE_TOOL, describe: { ...DESCRIBE, version: '1.0.0\u001b[2J' } });
    const json = project.run();
    expect(json.stderr).toBe('');
    // Every hostile name reaches a message intact (so the formatters' escaping is what keeps the output safe).
    const messages = json.diagnostics.map((d) => d.message).join('\n');
    for (const name of EVIL) {
      expect(messages).toContain(`tool "${name}"`);
      expect(messages).toContain(`slash command "/${name}"`);
    }
    const found: string[] = [];
    for (const format of formatNames) {
      const r = project.run({ format });
      expect(r.status, `${format}: ${r.stderr}`).toBe(1);
      const raw = rawControls(r.stdout + r.stderr, MACHINE_FORMATS.has(format) ? RAW_C0 : RAW_CONTROL);
      if (raw.length > 0) found.push(`--format ${format}: ${[...new Set(raw)].join(' ')}`);
      if (format === 'compact') {
        for (const line of r.stdout.trimEnd().split('\n')) expect(line).toMatch(/^agent\.hcl:\d+:\d+: (error|warning): .+ \[[a-z0-9-]+\]$/);
      }
      const stdout = XML_FORMATS.has(format) ? xmlUnescaped(r.stdout) : r.stdout;
      if (!MACHINE_FORMATS.has(format)) for (const shown of SHOWN) expect(stdout, format).toContain(`tool "${shown}"`);
    }
    expect(found).toEqual([]);
  });

  it('`harness-lint capabilities` prints hostile names escaped, as text and as JSON', () => {
    project.usePlugin({ category: 'tool', capabilities: HOSTILE_TOOL, describe: DESCRIBE });
    for (const format of ['text', 'json']) {
      const args = [
        'capabilities',
        'agent.hcl',
        '--global-config',
        'global.hcl',
        '--config',
        'linter-config.json',
        '--plugin-timeout',
        '10000',
        ...(format === 'json' ? ['--format', 'json'] : []),
      ];
      const r = runCliSync(args, project.root, project.env());
      expect({ status: r.status, stderr: r.stderr }, format).toEqual({ status: 0, stderr: '' });
      if (format === 'json') {
        expect(rawControls(r.stdout, RAW_C0)).toEqual([]);
        expect(JSON.stringify(JSON.parse(r.stdout))).toContain('red\\u001b[31mtool');
      } else {
        // Every name shows up, with its escape sequence spelled out (this command's own escape style).
        expect(r.stdout).toMatch(/red\\(x1b|u\{1b\}|u001b)\[31mtool/);
        expect(rawControls(r.stdout), format).toEqual([]);
      }
    }
  });

  it('`harness-lint plugin PATH` prints hostile names escaped in every format', () => {
    const path = project.usePlugin({ category: 'tool', capabilities: HOSTILE_TOOL, describe: DESCRIBE });
    const found: string[] = [];
    for (const format of formatNames) {
      const r = runCliSync(['plugin', path, '--plugin-timeout', '10000', '--format', format], project.root, project.env());
      expect(r.stderr, format).toBe('');
      const raw = rawControls(r.stdout, MACHINE_FORMATS.has(format) ? RAW_C0 : RAW_CONTROL);
      if (raw.length > 0) found.push(`--format ${format}: ${[...new Set(raw)].join(' ')}`);
      const stdout = XML_FORMATS.has(format) ? xmlUnescaped(r.stdout) : r.stdout;
      if (!MACHINE_FORMATS.has(format)) for (const shown of SHOWN) expect(stdout, format).toContain(`tool "${shown}"`);
    }
    expect(found).toEqual([]);
  });

  it("a plugin's own stderr (quoted in messages) and a hostile first stdout line are escaped in every human format", () => {
    const scripts = {
      a: "printf 'first\\033]0;pwned\\007 line\\nsecond \\033[2J\\033[31mred\\342\\200\\256rev\\r\\n' >&2\nexit 3\n",
      // Stays alive, with this project's folder on its command line so leftovers() would see it.
      c: `printf '\\033[2J\\033]0;pwned\\007 not a handshake\\n'\nexec node -e 'setTimeout(() => {}, 30000)' ${project.root}\n`,
    };
    const paths = Object.entries(scripts).map(([name, body]) => {
      const path = join(project.root, `plugin-${name}`);
      writeFileSync(path, `#!/bin/sh\n${body}`, { mode: 0o755 });
      return [name, path] as const;
    });
    writeFileSync(
      join(project.root, 'agent.hcl'),
      `required_providers {\n${paths.map(([n]) => `  ${n} = {\n    source  = "github.com/agentco/provider-${n}"\n    version = "~> 1.0"\n  }`).join('\n')}\n}\n`,
    );
    writeFileSync(join(project.root, 'global.hcl'), `dev_overrides {\n${paths.map(([n, p]) => `  ${n} = ${JSON.stringify(p)}`).join('\n')}\n}\n`);
    const json = project.run();
    expect(json.diagnostics.map((d) => [d.ruleId, d.range.start.line])).toEqual([
      ['plugin-launch-failed', 2],
      ['plugin-launch-failed', 6],
    ]);
    // The stderr really is quoted (so escaping is what keeps it safe).
    expect(json.diagnostics[0].message).toContain('pwned');
    const found: string[] = [];
    for (const format of formatNames.filter((f) => !MACHINE_FORMATS.has(f))) {
      const r = project.run({ format });
      expect(r.status, format).toBe(1);
      const raw = rawControls(r.stdout + r.stderr);
      if (raw.length > 0) found.push(`--format ${format}: ${[...new Set(raw)].join(' ')}`);
    }
    expect(found).toEqual([]);
  });

  const TOOLS = 5000;
  it(`a huge answer (${TOOLS} tools and a 7 MiB description) is linted: exit 0, no crash, bounded time`, () => {
    const tools = Array.from({ length: TOOLS }, (_, i) => tool(`tool_${i}`));
    project.usePlugin({ category: 'tool', capabilities: { tools }, describe: DESCRIBE, fault: ['huge-response'] });
    const r = project.run({ args: ['--plugin-timeout', '10000'] });
    expect({ status: r.status, stderr: r.stderr, diagnostics: r.diagnostics }).toEqual({ status: 0, stderr: '', diagnostics: [] });
    expect(r.elapsedMs).toBeLessThan(10_000 + slackMs(5000));
  });

  // 80 levels of schema and of object attributes: near the deepest message the fake plugin's
  // protobuf encoder will send (about 95 levels), so the host really receives and checks it.
  const DEPTH = 80;
  it(`a schema and a config attribute nested ${DEPTH} deep are received and linted: exit 0, no crash`, () => {
    let schema: object = { type: 'SCHEMA_TYPE_STRING' };
    for (let i = 0; i < DEPTH; i++) schema = { type: 'SCHEMA_TYPE_OBJECT', properties: { a: schema } };
    let attr: object = { name: 'leaf', type: 'ATTR_TYPE_STRING', description: 'leaf' };
    for (let i = 0; i < DEPTH; i++) attr = { name: `level_${i}`, type: 'ATTR_TYPE_OBJECT', description: 'nested', object_attributes: [attr] };
    project.usePlugin({
      category: 'tool',
      capabilities: { tools: [{ ...tool('deep'), input_schema: schema, output_schema: schema }], config_schema: { attributes: [attr] } },
      describe: DESCRIBE,
    });
    const r = project.run({ args: ['--plugin-timeout', '10000'] });
    expect({ status: r.status, stderr: r.stderr, diagnostics: r.diagnostics }).toEqual({ status: 0, stderr: '', diagnostics: [] });
    expect(r.elapsedMs).toBeLessThan(10_000 + slackMs(5000));
  });
});
