// Issue 28 item 1: a syntax error in one top-level block keeps the findings of the blocks that
// parsed; findings that read other blocks are dropped only where a broken part could have been
// one of those blocks; a file with syntax errors gets no fixes.
import { describe, expect, it } from 'vitest';
import { lintProject, parseProject, type LintOutput } from '../../src/engine/index.js';
import { certainFindings } from '../../src/engine/broken-blocks.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';

const AGENT = '/nowhere/agent.hcl';

const REQUIRED = `required_providers {
  anthropic = { source = "github.com/agentco/provider-anthropic", version = "~> 1.0" }
}
`;
const SETTINGS = `
settings {
  default_frontend = "anthropic"
  log_level        = "INFO"
  telemetry        = false
}

settings {
  default_frontend = "anthropic"
  log_level        = "info"
  telemetry        = false
}
`;
const PROFILES = `
agent_profile "default" {
  model {
    primary {
      provider = "anthropic"
      id       = "x"
    }
  }
  max_turns = 2.5
}

agent_profile "default" {
  model {
    primary {
      provider = "anthropic"
      id       = "x"
    }
  }
}
`;
const POLICY = `
policy "p" {
  match  = { tool_name = "x" }
  action = "Allow"
}
`;

const lint = (text: string): LintOutput => lintProject({ agent: { path: AGENT, text } });
const lines = (out: LintOutput): string[] => out.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.ruleId}: ${d.message}`);

const CLEAN = REQUIRED + SETTINGS + PROFILES + POLICY;
const EXPECTED_ELSEWHERE = [
  '1:1 lock-file-missing: no lock file pins the provider of required_providers: let the kernel write .agent/agent.lock.hcl and commit it',
  '7:22 enum-value-invalid: settings: log_level "INFO" is not one of "trace", "debug", "info", "warn", "error"',
  '11:1 duplicate-singleton-block: Duplicate settings block, the first is on line 5: the kernel refuses it; merge them into one settings block',
  '24:15 integer-truncated: max_turns in agent_profile "default" is an integer: the kernel silently truncates 2.5 to 2; write a whole number',
  '27:1 duplicate-singleton-block: Duplicate agent_profile "default" block, the first is on line 17: the kernel refuses it; rename or merge one of them',
];

describe('findings around a syntax error', () => {
  it('the clean file: every finding, the enum one with its fix', () => {
    const out = lint(CLEAN);
    expect(lines(out)).toEqual([
      ...EXPECTED_ELSEWHERE,
      '38:12 enum-value-invalid: policy "p": action "Allow" is not one of "allow", "ask", "deny"; did you mean "allow"?',
    ]);
    expect(out.diagnostics[1].fix).toBeDefined();
  });

  it('an argument set twice in the policy: that one error, and every finding of the other blocks, without fixes', () => {
    const out = lint(CLEAN.replace('  action = "Allow"\n', '  action = "Allow"\n  action = "deny"\n'));
    expect(lines(out)).toEqual([
      ...EXPECTED_ELSEWHERE,
      '39:3 hcl-duplicate-attribute: Attribute redefined: the argument "action" was already set at line 38, column 3; each argument may be set only once',
    ]);
    expect(out.diagnostics.filter((d) => d.fix !== undefined || d.suggestions !== undefined)).toEqual([]);
  });

  it('a broken required_providers: findings that read it are dropped, the blocks that read only themselves keep theirs', () => {
    const out = lint(REQUIRED.replace('version = "~> 1.0" }', 'version = = "~> 1.0" }') + SETTINGS + PROFILES + POLICY);
    expect(lines(out).map((l) => l.replace(/: .*/, ''))).toEqual([
      '2:77 hcl-syntax',
      '7:22 enum-value-invalid',
      '11:1 duplicate-singleton-block',
      '24:15 integer-truncated',
      '27:1 duplicate-singleton-block',
      '38:12 enum-value-invalid',
    ]);
  });

  it('a broken settings block: the duplicate-settings finding, which reads every settings block, is dropped; the duplicate-profile one stays', () => {
    const out = lint(REQUIRED + SETTINGS.replace('  telemetry        = false\n}\n\nsettings', '  telemetry        = \n}\n\nsettings') + PROFILES + POLICY);
    expect(lines(out).map((l) => l.replace(/: .*/, ''))).toEqual([
      '1:1 lock-file-missing',
      '8:22 hcl-syntax',
      '24:15 integer-truncated',
      '27:1 duplicate-singleton-block',
      '38:12 enum-value-invalid',
    ]);
  });

  it('a broken line between blocks, which could have been any block: only findings of single blocks stay', () => {
    const out = lint(`${REQUIRED}\n= oops\n${SETTINGS}${POLICY}`);
    expect(lines(out).map((l) => l.replace(/: .*/, ''))).toEqual(['5:1 hcl-syntax', '9:22 enum-value-invalid', '21:12 enum-value-invalid']);
  });

  it('a file that is all syntax error has no other finding', () => {
    expect(lines(lint('settings {\n  log_level = "INFO"\n')).map((l) => l.replace(/: .*/, ''))).toEqual(['1:10 hcl-syntax']);
  });
});

describe('in linear time', () => {
  it('sorting out the findings of a file with a syntax error: each finding finds its block by halves, not by a scan of every block', async () => {
    // n policies with a wrong-case action each, then a broken settings block. A scan of every
    // top-level item per finding took a whole lint of 20,000 such policies from 1.3 s (without
    // the error) to 26 s.
    const text = (n: number) =>
      `${Array.from({ length: n }, (_, i) => `policy "p${i}" {\n  match  = { tool_name = "t${i}" }\n  action = "Ask"\n}\n`).join('')}settings {\n  max_turns = = 3\n}\n`;
    expect(lines(lint(text(2)))).toEqual([
      '3:12 enum-value-invalid: policy "p0": action "Ask" is not one of "allow", "ask", "deny"; did you mean "ask"?',
      '7:12 enum-value-invalid: policy "p1": action "Ask" is not one of "allow", "ask", "deny"; did you mean "ask"?',
      '10:15 hcl-syntax: Invalid expression: expected the start of an expression, but found "="',
    ]);
    const sorting = (n: number) => {
      const { project } = parseProject({ agent: { path: AGENT, text: text(n) } });
      const { diagnostics } = lint(text(n));
      // Five times over: one pass of the small size takes about a millisecond, too short to time alone.
      return () => {
        for (let r = 0; r < 5; r++) certainFindings(project, diagnostics);
      };
    };
    expect(await growthAt10x(3_000, sorting, 5)).toBeLessThan(LINEAR_AT_10X);
  });
});
