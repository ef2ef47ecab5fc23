// The first-week case: a literal API key in a provider block, linted where CI lints it (with
// --no-plugins, or with no plugin cache on the runner). secret-literal reports it, the run
// exits 1, and no format prints the key, not even in a code frame.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatNames } from '../../src/format/index.js';
import { runCli } from '../cli/run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const KEY = 'sk-ant-api03-' + 'Ex4mpleN0tReal'.repeat(3) + '=AA';
const TOKEN = 'ghp_' + 'Ex4mpleN0tReal'.repeat(3).slice(0, 36);
const PLAIN = 'plain-password-3c9e1f';
// An `=` inside a value under a name that says nothing: the frame must not take it for the assignment.
const SLACK = 'xoxb-Ex4mpleN0tReal-9=Ex4mpleTail';

const AGENT = `required_providers {
  anthropic = {
    source  = "github.com/agentco/provider-anthropic"
    version = "~> 1.2"
  }
}

provider "anthropic" {
  api_key  = "${KEY}"
  base_url = "https://api.anthropic.com"
  proxy    = { url = "http://proxy", password = "${PLAIN}" }
  headers  = { x_trace = "Bearer ${TOKEN}" }
  region   = "${SLACK}"
}
`;

/** 1-based line and column of `text` in AGENT (ASCII). */
function startOf(text: string): [number, number] {
  const lines = AGENT.split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  return [line + 1, lines[line].indexOf(text) + 1];
}

const root = tempDir('harness-lint-secret-literal-');
writeFileSync(join(root, 'agent.hcl'), AGENT);

describe('a literal key in a provider block, without plugins', () => {
  for (const [label, args] of [
    ['under --no-plugins', ['--no-plugins']],
    ['with no plugin cache', []],
  ] as const) {
    it(`${label}: secret-literal at each value, exit 1`, () => {
      const r = runCli([...args, '-f', 'json', '--', 'agent.hcl'], { cwd: root });
      expect(r.status, r.stderr).toBe(1);
      const found = (JSON.parse(r.stdout) as { diagnostics: { ruleId: string; range: { start: { line: number; column: number } } }[] }).diagnostics.filter(
        (d) => d.ruleId === 'secret-literal',
      );
      expect(found.map((d) => [d.range.start.line, d.range.start.column])).toEqual([`"${KEY}"`, `"${PLAIN}"`, `"Bearer ${TOKEN}"`, `"${SLACK}"`].map(startOf));
    });

    it(`${label}: no format prints the key, on stdout or stderr`, () => {
      const leaks: string[] = [];
      for (const format of formatNames) {
        const r = runCli([...args, '--verbose', '-f', format, '--', 'agent.hcl'], { cwd: root, env: { FORCE_COLOR: '0' } });
        expect(r.status, `${format}: ${r.stderr}`).toBe(1);
        for (const secret of [KEY, TOKEN, PLAIN, SLACK, 'Ex4mple']) {
          if (r.stdout.includes(secret)) leaks.push(`${format} stdout: ${secret}`);
          if (r.stderr.includes(secret)) leaks.push(`${format} stderr: ${secret}`);
        }
      }
      expect(leaks).toEqual([]);
    });
  }
});
