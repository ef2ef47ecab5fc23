import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { decodeAgentConfig } from '../../src/models/agent/decode.js';
import { at, lintAgent, REQUIRED } from '../support/lint-agent.js';

/** A required_providers block declaring `name`, so its provider block's body is decoded. */
const declares = (name: string) => `required_providers {\n  ${name} = { source = "github.com/a/provider-${name}", version = "~> 1.0" }\n}\n`;

const FULL = `${REQUIRED}
provider "anthropic" {
  api_key      = env("ANTHROPIC_API_KEY")
  token_budget = "4000"
}

policy "gate_writes" {
  match  = { provider = "filesystem", kind = "resource", tool = "x" }
  action = "ask"
}

agent_profile "default" {
  model {
    primary {
      provider = "anthropic"
      id       = "claude-opus-4-8"
    }
    fallback {
      provider = "anthropic"
      id       = "claude-sonnet-5"
    }
  }
  tools          = ["filesystem.*"]
  slash_commands = ["compact"]
  max_turns      = 200
  max_cost_usd   = 5.5
}

hook "plan-ready" {
  provider = "anthropic"
  mode     = "observe"
}

settings {
  default_frontend = "anthropic"
  log_level        = "info"
  telemetry        = true

  retry {
    base_delay_ms  = 500
    backoff_factor = 2
    max_retries    = 5
  }
}
`;

function model(source: string) {
  return decodeAgentConfig(parse(source).file);
}

describe('decodeAgentConfig: model', () => {
  it('decodes every block type with values and ranges', () => {
    const { model: m, diagnostics } = model(FULL);
    expect(diagnostics).toEqual([]);
    expect(m.requiredProviders.map((p) => [p.name, p.source?.value, p.version?.value])).toEqual([
      ['anthropic', 'github.com/agentco/provider-anthropic', '~> 1.2'],
      ['filesystem', 'github.com/agentco/provider-filesystem', '~> 1.0'],
    ]);
    expect(m.requiredProviders[0].nameRange.start).toMatchObject(at(FULL, 'anthropic').start);
    expect(m.requiredProviders[0].source?.itemRange.start).toMatchObject(at(FULL, 'source').start);

    expect(m.providers).toHaveLength(1);
    expect(m.providers[0].name).toBe('anthropic');
    expect(m.providers[0].values.map((v) => [v.attr.name, v.value?.type])).toEqual([
      ['api_key', 'unknown'],
      ['token_budget', 'string'],
    ]);

    const policy = m.policies[0];
    expect(policy.name).toBe('gate_writes');
    expect(policy.action?.value).toBe('ask');
    expect(policy.match?.fields.provider?.value).toBe('filesystem');
    expect(policy.match?.fields.kind?.value).toBe('resource');
    expect(policy.match?.unknownKeys.map((k) => k.key)).toEqual(['tool']);
    expect(policy.headerRange).toMatchObject({ start: at(FULL, 'policy "gate_writes"').start, end: at(FULL, 'policy "gate_writes"').end });

    const profile = m.profiles[0];
    expect(profile.model?.primary?.id?.value).toBe('claude-opus-4-8');
    expect(profile.model?.fallbacks.map((f) => f.id?.value)).toEqual(['claude-sonnet-5']);
    expect(profile.tools?.value.map((t) => t.value)).toEqual(['filesystem.*']);
    expect(profile.tools?.value[0].range.start).toMatchObject(at(FULL, '"filesystem.*"').start);
    expect(profile.slashCommands?.value.map((t) => t.value)).toEqual(['compact']);
    expect(profile.maxTurns?.value).toBe(200);
    expect(profile.maxCostUsd?.value).toBe(5.5);
    expect(profile.maxDepth).toBeNull();

    expect(m.hooks.map((h) => [h.point, h.provider?.value, h.mode?.value])).toEqual([['plan-ready', 'anthropic', 'observe']]);
    expect(m.settings?.defaultFrontend?.value).toBe('anthropic');
    expect(m.settings?.telemetry?.value).toBe(true);
    expect(m.settings?.retry?.backoffFactor?.value).toBe(2);
    expect(m.settings?.observability).toBeNull();
  });

  it('decodes an empty file to an empty model', () => {
    expect(model('')).toEqual({ model: { requiredProviders: [], providers: [], policies: [], profiles: [], hooks: [], settings: null }, diagnostics: [] });
  });
});

describe('decodeAgentConfig: closed schemas (group 1)', () => {
  it('rejects unknown top-level blocks and attributes', () => {
    const src = 'session "x" {}\nname = "agent"\n';
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message: 'Unsupported block type: blocks of type "session" are not expected here in the top level of agent.hcl',
        range: at(src, 'session "x"'),
      },
      {
        ruleId: 'hcl-unsupported-argument',
        severity: 'error',
        message: 'Unsupported argument: an argument named "name" is not expected in the top level of agent.hcl',
        range: at(src, 'name'),
      },
    ]);
  });

  it('rejects settings.event_bus, naming the kernel gap', () => {
    const src =
      'settings {\n  default_frontend = "a"\n  log_level        = "info"\n  telemetry        = true\n  event_bus {\n    subscribe_queue_bound = 1024\n  }\n}\n';
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message: 'Unsupported block type: blocks of type "event_bus" are not expected here in settings; remove it for now',
        notes: [
          'The spec documents settings { event_bus { ... } } (blocks-reference.md#event_bus), but the kernel does not support this block yet and refuses the file',
        ],
        range: at(src, 'event_bus'),
      },
    ]);
  });

  it('rejects blocks inside provider bodies without needing a schema', () => {
    const src = `${declares('fs')}provider "fs" {\n  sandbox {\n    mode = "strict"\n  }\n}\n`;
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message:
          'Unsupported block type: blocks of type "sandbox" are not expected in provider "fs"; provider settings are attributes only (write sandbox = { ... })',
        range: at(src, 'sandbox'),
      },
    ]);
  });

  it('reports an argument written as a block together with the missing argument', () => {
    const src = 'policy "p" {\n  match {\n    kind = "resource"\n  }\n  action = "ask"\n}\n';
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'hcl-missing-required-argument',
        severity: 'error',
        message: 'Missing required argument: policy "p" needs "match", but no definition was found',
        range: at(src, 'policy "p"'),
      },
      {
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message:
          'Unsupported block type: blocks of type "match" are not expected here in policy "p". Did you mean to define argument "match"? Write match = { ... }',
        range: at(src, 'match'),
      },
    ]);
  });

  it('reports each missing required argument at the block header', () => {
    const src = 'hook "plan-ready" {\n}\nsettings {\n  retry {\n    max_retries = 1\n  }\n}\n';
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'hcl-missing-required-argument',
        severity: 'error',
        message: 'Missing required argument: hook "plan-ready" needs "provider", but no definition was found',
        range: at(src, 'hook "plan-ready"'),
      },
      {
        ruleId: 'hcl-missing-required-argument',
        severity: 'error',
        message: 'Missing required argument: hook "plan-ready" needs "mode", but no definition was found',
        range: at(src, 'hook "plan-ready"'),
      },
      {
        ruleId: 'hcl-missing-required-argument',
        severity: 'error',
        message: 'Missing required argument: settings needs "default_frontend", but no definition was found',
        notes: ['the kernel requires it, although the spec does not say so'],
        range: at(src, 'settings'),
      },
      {
        ruleId: 'hcl-missing-required-argument',
        severity: 'error',
        message: 'Missing required argument: settings needs "log_level", but no definition was found',
        notes: ['the kernel requires it, although the spec does not say so'],
        range: at(src, 'settings'),
      },
      {
        ruleId: 'hcl-missing-required-argument',
        severity: 'error',
        message: 'Missing required argument: settings needs "telemetry", but no definition was found',
        notes: ['the kernel requires it, although the spec does not say so'],
        range: at(src, 'settings'),
      },
      {
        ruleId: 'hcl-missing-required-argument',
        severity: 'error',
        message: 'Missing required argument: settings.retry needs "base_delay_ms", but no definition was found',
        range: at(src, 'retry'),
      },
      {
        ruleId: 'hcl-missing-required-argument',
        severity: 'error',
        message: 'Missing required argument: settings.retry needs "backoff_factor", but no definition was found',
        range: at(src, 'retry'),
      },
    ]);
  });

  it('reports wrong label counts', () => {
    const src = 'provider {}\nsettings "main" {\n  default_frontend = "a"\n  log_level        = "info"\n  telemetry        = true\n}\nhook {\n}\n';
    expect(lintAgent(src)).toEqual([
      { ruleId: 'hcl-block-labels', severity: 'error', message: 'Missing name for provider: write provider "<name>" { ... }', range: at(src, 'provider') },
      {
        ruleId: 'hcl-block-labels',
        severity: 'error',
        message: 'Extraneous label for settings: no labels are expected for settings blocks; remove "main"',
        range: at(src, 'settings "main"'),
      },
      { ruleId: 'hcl-block-labels', severity: 'error', message: 'Missing point for hook: write hook "<point>" { ... }', range: at(src, 'hook') },
    ]);
  });

  it('allows env() in provider bodies but no other function and no variable', () => {
    const src = `${declares('a')}provider "a" {\n  key   = env("K")\n  other = file("k.txt")\n  bare  = strict\n  list  = [env("A"), "b"]\n}\n`;
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'expr-not-allowed',
        severity: 'error',
        message: 'Call to unknown function: other in provider "a" calls file(); only env() is available in provider blocks',
        range: at(src, 'file("k.txt")'),
      },
      {
        ruleId: 'expr-not-allowed',
        severity: 'error',
        message: 'Variables not allowed: bare in provider "a" cannot refer to a variable; quote the value if it is text, or use env("NAME")',
        notes: ['there are no variables here'],
        range: at(src, 'strict'),
      },
    ]);
  });

  it('warns about repeated keys in provider object values', () => {
    const src = `${declares('a')}provider "a" {\n  opts = { x = 1, x = 2 }\n}\n`;
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'duplicate-last-wins',
        severity: 'warning',
        message: 'Duplicate key "x" in opts in provider "a": the kernel keeps only this last value and ignores the one on line 5; remove one of them',
        range: at(src, 'x', 2),
      },
    ]);
  });

  // Catalogue 2.8: the kernel never decodes the body of a provider block without a
  // required_providers entry (found in real Kubernetes examples): undeclared-provider-reference
  // says the block is unused, and nothing is reported inside it, whichever comes first.
  it('reports nothing inside the body of an undeclared provider block', () => {
    const body = 'provider "k8s" {\n  host = var.x\n  exec {\n    cmd = file("x")\n  }\n  opts = { x = 1, x = 2 }\n}\n';
    expect(lintAgent(body)).toEqual([]);
    expect(lintAgent(`${declares('other')}${body}`)).toEqual([]);
    const declaredAfter = `${body}${declares('k8s')}`;
    expect(lintAgent(declaredAfter).map((d) => [d.ruleId, d.range])).toEqual([
      ['expr-not-allowed', at(declaredAfter, 'var.x')],
      ['hcl-unsupported-block', at(declaredAfter, 'exec')],
      ['duplicate-last-wins', at(declaredAfter, 'x', 5)],
    ]);
  });
});

describe('decodeAgentConfig: duplicates', () => {
  it('reports duplicate singleton blocks at the duplicate, with the first as related', () => {
    const src = `required_providers {}
required_providers {}
provider "a" {}
provider "a" {}
agent_profile "d" {
  model {
    primary {
      provider = "a"
      id       = "m1"
    }
    primary {
      provider = "a"
      id       = "m2"
    }
  }
}
agent_profile "d" {}
`;
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'duplicate-singleton-block',
        severity: 'error',
        message: 'Duplicate required_providers block, the first is on line 1: the kernel refuses it; merge them',
        notes: ['a project declares its providers in one required_providers block'],
        range: at(src, 'required_providers', 2),
        related: [{ range: at(src, 'required_providers'), message: 'first required_providers block' }],
      },
      {
        ruleId: 'duplicate-singleton-block',
        severity: 'error',
        message: 'Duplicate provider "a" block, the first is on line 3: the kernel refuses it; merge them',
        notes: ['there is exactly one provider block per required_providers entry'],
        range: at(src, 'provider "a"', 2),
        related: [{ range: at(src, 'provider "a"'), message: 'first provider "a" block' }],
      },
      {
        ruleId: 'duplicate-singleton-block',
        severity: 'error',
        message: 'Duplicate primary block in the model of agent_profile "d", the first is on line 7: make this one a fallback',
        notes: ['a model has exactly one primary'],
        range: at(src, 'primary', 2),
        related: [{ range: at(src, 'primary'), message: 'first primary block' }],
      },
      {
        ruleId: 'duplicate-singleton-block',
        severity: 'error',
        message: 'Duplicate agent_profile "d" block, the first is on line 5: the kernel refuses it; rename or merge one of them',
        range: at(src, 'agent_profile "d"', 2),
        related: [{ range: at(src, 'agent_profile "d"'), message: 'first agent_profile "d" block' }],
      },
    ]);
  });

  it('keeps the last model / retry / observability block and warns at the later one', () => {
    const src = `agent_profile "d" {
  model {
    primary {
      provider = "a"
      id       = "first"
    }
  }
  model {
    primary {
      provider = "a"
      id       = "second"
    }
  }
}
`;
    const { model: m } = model(src);
    expect(m.profiles[0].model?.primary?.id?.value).toBe('second');
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'duplicate-last-wins',
        severity: 'warning',
        message: 'Second model block in agent_profile "d": the kernel silently ignores the one on line 2; merge them',
        notes: ['the kernel keeps only the last model block'],
        range: at(src, 'model', 2),
        related: [{ range: at(src, 'model'), message: 'ignored model block' }],
      },
    ]);
  });
});

describe('decodeAgentConfig: values (2.2, 2.4, 2.18)', () => {
  it('checks kernel-owned types strictly', () => {
    const src = 'policy "p" {\n  match  = "resource"\n  action = 1\n}\nhook "plan-ready" {\n  provider = "a"\n  mode     = null\n}\n';
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'attr-type-mismatch',
        severity: 'error',
        message: 'Incorrect attribute value type: match in policy "p" must be an object, got string ("resource")',
        notes: ['the kernel does not convert values here'],
        range: at(src, '"resource"'),
      },
      {
        ruleId: 'attr-type-mismatch',
        severity: 'error',
        message: 'Incorrect attribute value type: action in policy "p" must be a string, got number (1)',
        notes: ['the kernel does not convert values here'],
        range: { start: { line: 3, column: 12 }, end: { line: 3, column: 13 } },
      },
      {
        ruleId: 'attr-type-mismatch',
        severity: 'error',
        message: 'Incorrect attribute value type: mode in hook "plan-ready" must be a string, got null (null)',
        notes: ['the kernel does not convert values here'],
        range: at(src, 'null'),
      },
    ]);
  });

  it('marks a match with a non-string recognised value as invalid', () => {
    const src = 'policy "p" {\n  match  = {\n    tool_name = 3\n  }\n  action = "ask"\n}\n';
    expect(model(src).model.policies[0].match?.valid).toBe(false);
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'attr-type-mismatch',
        severity: 'error',
        message: 'Incorrect attribute value type: match.tool_name in policy "p" must be a string, got number (3)',
        notes: ['the kernel does not convert values here'],
        range: at(src, '3'),
      },
    ]);
  });

  it('reports the shape of required_providers entries', () => {
    const src =
      'required_providers {\n  anth = { source = "github.com/o/a" }\n  fsys = "github.com/o/f"\n  rgrep = {\n    source  = 5\n    version = "1.0"\n  }\n}\n';
    expect(lintAgent(src)).toEqual([
      { ruleId: 'required-provider-shape', severity: 'error', message: 'required_providers entry "anth" is missing "version"', range: at(src, 'anth') },
      {
        ruleId: 'required-provider-shape',
        severity: 'error',
        message: 'required_providers entry "fsys" is not an object; write fsys = { source = "...", version = "..." }',
        notes: ['it must be an object with "source" and "version", got string ("github.com/o/f")'],
        range: at(src, '"github.com/o/f"'),
      },
      {
        ruleId: 'required-provider-shape',
        severity: 'error',
        message: 'required_providers entry "rgrep": "source" must be a string, got number (5)',
        range: at(src, '5'),
      },
    ]);
  });

  it('truncates fractional integers in profiles and retry', () => {
    const src = 'agent_profile "d" {\n  max_depth = 1.9\n  max_cost_usd = 0.5\n}\n';
    expect(model(src).model.profiles[0].maxDepth).toMatchObject({ value: 1, written: 1.9 });
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'integer-truncated',
        severity: 'warning',
        message: 'max_depth in agent_profile "d" is an integer: the kernel silently truncates 1.9 to 1; write a whole number',
        range: at(src, '1.9'),
      },
    ]);
  });
});

describe('decodeAgentConfig: values in messages', () => {
  // A message names the value; the code frame shows where it is. A long one is cut (in code
  // points, never inside a surrogate pair), so a 20 KB string does not become a 20 KB message.
  it('cuts a string value past 60 characters with "…"', () => {
    const long = `${'😀'.repeat(59)}${'x'.repeat(100)}`;
    const src = `agent_profile "d" {\n  max_turns = "${long}"\n}\n`;
    const found = lintAgent(src).filter((d) => d.ruleId === 'attr-type-mismatch');
    expect(found.map((d) => d.message)).toEqual([
      `Incorrect attribute value type: max_turns in agent_profile "d" must be a number, got string ("${'😀'.repeat(59)}x…")`,
    ]);
  });
});
