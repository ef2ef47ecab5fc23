// A lint that builds on the previous version's parse (the language server's, newParseReuse)
// reports exactly what a lint from scratch reports, after any chain of edits: positions,
// messages (some quote line numbers of the block they are in) and order.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateProject } from '../../bench/generate.mjs';
import { lintProject, newParseReuse, parseProject } from '../../src/engine/index.js';
import { fcParams } from '../fuzz/support/fuzz-config.js';

const AGENT = 'agent.hcl';
const LOCK = '.agent/agent.lock.hcl';
const example = readFileSync(new URL('../../examples/agent.hcl', import.meta.url), 'utf8');
/** Findings of the decoder inside one block that name a line of that block, and findings between blocks. */
const lineQuoting = `required_providers {
  a = { source = "github.com/o/a", version = "1.0.0" }
}

provider "a" {
  opts = { k = 1, k = 2 }
}

agent_profile "p" {
  model {
    primary {
      provider = "a"
      id       = "m"
    }
  }
  model {
    primary {
      provider = "a"
      id       = "n"
    }
    primary {
      provider = "a"
      id       = "o"
    }
  }
  max_turns = 2.5
}

policy "x" {
  match  = { tool_name = "a.t", tool_name = "a.u" }
  action = "Deny"
}

settings {
  default_frontend = "a"
  log_level        = "info"
  telemetry        = true
  retry {
    base_delay_ms  = 1
    backoff_factor = 2
    max_retries    = 3
  }
  retry {
    base_delay_ms  = 1
    backoff_factor = 2
    max_retries    = 3
  }
}

agent_profile "p" {
}

policy "quiet" {
  match  = { tool_name = "a.t" }
  action = "deny"
}
`;
const lock = {
  path: LOCK,
  text: 'lock_file_version = 1\n\nprovider "a" {\n  source      = "github.com/o/a"\n  version     = "1.0.0"\n  resolved_at = "2026-01-01T00:00:00Z"\n  checksums   = { linux_amd64 = "sha256:0000000000000000000000000000000000000000000000000000000000000000" }\n}\n',
};

const INSERTS = ['\n', '\n\n', '#', 'x', ' ', '{', '}', '"', 'policy "n" {\n  match  = {}\n  action = "deny"\n}\n', 'agent_profile "p" {\n}\n', '\u00e9'];
const edit = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  remove: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 40 })),
  insert: fc.oneof(fc.constantFrom(...INSERTS), fc.constant('')),
  undo: fc.boolean(),
});

describe('parseProject with reuse', () => {
  for (const [name, base] of [
    ['blocks with findings that quote lines', lineQuoting],
    ['examples/agent.hcl', example],
    ['a generated project with planted findings', generateProject({ policies: 40, profiles: 10 })],
  ] as const) {
    it(`lints exactly as from scratch after every edit, on ${name}`, () => {
      fc.assert(
        fc.property(fc.array(edit, { minLength: 1, maxLength: 10 }), (edits) => {
          const reuse = newParseReuse();
          let text = base;
          let clean = base;
          for (const e of edits) {
            if (e.undo) text = clean;
            else {
              const at = Math.floor(e.at * text.length);
              text = text.slice(0, at) + e.insert + text.slice(at + e.remove);
            }
            const sources = { agent: { path: AGENT, text }, lock };
            const reused = lintProject({ ...sources, parsed: parseProject(sources, reuse) });
            const fresh = lintProject(sources);
            expect(JSON.stringify(reused.diagnostics)).toBe(JSON.stringify(fresh.diagnostics));
            if (!fresh.diagnostics.some((d) => d.ruleId.startsWith('hcl-'))) clean = text;
          }
        }),
        fcParams(30),
      );
    });
  }

  it('reuses what each kept block decoded to', () => {
    const reuse = newParseReuse();
    const first = parseProject({ agent: { path: AGENT, text: lineQuoting } }, reuse);
    const [noisy, quiet] = first.project.agent.model?.policies ?? [];
    const next = parseProject({ agent: { path: AGENT, text: `\n${lineQuoting}` } }, reuse);
    expect(next.project.agent.model?.policies[1]).toBe(quiet);
    const moved = `\n${lineQuoting}`.indexOf('policy "quiet"');
    expect(quiet.headerRange.start).toEqual({ line: `\n${lineQuoting}`.slice(0, moved).split('\n').length, column: 1, offset: moved });
    // A block whose findings quote its lines is decoded again, so its messages name the new ones.
    expect(next.project.agent.model?.policies[0]).not.toBe(noisy);
    expect(next.diagnostics.filter((d) => d.ruleId === 'duplicate-singleton-block').map((d) => d.message)).toEqual([
      'Duplicate primary block in the model of agent_profile "p", the first is on line 18: make this one a fallback',
      'Duplicate agent_profile "p" block, the first is on line 10: the kernel refuses it; rename or merge one of them',
    ]);
  });
});
