import { describe, expect, it } from 'vitest';
import * as profileModelMissingPrimary from '../../../src/rules/agent/profile-model-missing-primary.js';
import * as profileToolScopeMalformed from '../../../src/rules/agent/profile-tool-scope-malformed.js';
import * as undeclaredProviderReference from '../../../src/rules/agent/undeclared-provider-reference.js';
import { at, findings, REQUIRED } from './helpers.js';

describe('profile-model-missing-primary', () => {
  const rules = [profileModelMissingPrimary];
  it('reports a model block without primary at the model header', () => {
    const src =
      'agent_profile "broken" {\n  model {\n    fallback {\n      provider = "anthropic"\n      id       = "m"\n    }\n  }\n}\nagent_profile "empty" {\n  model {}\n}\n';
    expect(findings(src, 'profile-model-missing-primary', rules)).toEqual([
      {
        ruleId: 'profile-model-missing-primary',
        severity: 'error',
        message: 'agent_profile "broken": the model block has no primary block; turn the first fallback into primary',
        notes: ['the kernel requires a primary { provider = ..., id = ... } block in every model block'],
        range: at(src, 'model'),
      },
      {
        ruleId: 'profile-model-missing-primary',
        severity: 'error',
        message: 'agent_profile "empty": the model block has no primary block; add primary { provider = ..., id = ... }',
        notes: ['the kernel requires a primary { provider = ..., id = ... } block in every model block'],
        range: at(src, 'model', 2),
      },
    ]);
  });
  it('reports an earlier model block without primary too: the kernel decodes every one before the last wins', () => {
    const src =
      'agent_profile "d" {\n  model {\n    fallback {\n      provider = "x"\n      id       = "y"\n    }\n  }\n  model {\n    primary {\n      provider = "x"\n      id       = "y"\n    }\n  }\n}\n';
    expect(findings(src, 'profile-model-missing-primary', rules).map((d) => d.range)).toEqual([at(src, 'model')]);
  });
  it('accepts a profile with a primary, or without a model block', () => {
    const src = 'agent_profile "a" {\n  model {\n    primary {\n      provider = "anthropic"\n      id       = "m"\n    }\n  }\n}\nagent_profile "b" {}\n';
    expect(findings(src, 'profile-model-missing-primary', rules)).toEqual([]);
  });
});

describe('profile-tool-scope-malformed', () => {
  const rules = [profileToolScopeMalformed];
  it('reports each malformed element at itself', () => {
    const src = 'agent_profile "d" {\n  tools = [\n    "filesystem",\n    "filesystem.",\n    ".read_file",\n    "filesystem.read_file",\n  ]\n}\n';
    expect(findings(src, 'profile-tool-scope-malformed', rules)).toEqual([
      {
        ruleId: 'profile-tool-scope-malformed',
        severity: 'error',
        message: 'agent_profile "d": tools entry "filesystem" has no "."; write "filesystem.<tool>" or "filesystem.*"',
        notes: ['a tools entry is "<provider>.<tool>" or "<provider>.*"', 'the spec requires rejecting this, though the kernel does not check it yet'],
        range: at(src, '"filesystem"'),
      },
      {
        ruleId: 'profile-tool-scope-malformed',
        severity: 'error',
        message: 'agent_profile "d": tools entry "filesystem." has an empty tool half; write "filesystem.<tool>" or "filesystem.*"',
        notes: ['a tools entry is "<provider>.<tool>" or "<provider>.*"', 'the spec requires rejecting this, though the kernel does not check it yet'],
        range: at(src, '"filesystem."'),
      },
      {
        ruleId: 'profile-tool-scope-malformed',
        severity: 'error',
        message: 'agent_profile "d": tools entry ".read_file" has an empty provider half before the "."',
        notes: ['a tools entry is "<provider>.<tool>" or "<provider>.*"', 'the spec requires rejecting this, though the kernel does not check it yet'],
        range: at(src, '".read_file"'),
      },
    ]);
  });
  it('does not suggest a provider wildcard for a bare "*", as there is none, nor ".<tool>" for an empty entry', () => {
    const src = 'agent_profile "d" {\n  tools = ["*", ""]\n}\n';
    expect(findings(src, 'profile-tool-scope-malformed', rules).map((d) => [d.message, d.range])).toEqual([
      ['agent_profile "d": tools entry "*" has no "." and is no provider wildcard; list "<provider>.*" per provider this profile may use', at(src, '"*"')],
      ['agent_profile "d": tools entry "" is empty; write "<provider>.<tool>" or "<provider>.*"', at(src, '""')],
    ]);
  });
  it('splits at the first dot and accepts wildcards', () => {
    const src = 'agent_profile "d" {\n  tools = ["fs.*", "fs.read.file", "mcp.a.b"]\n}\n';
    expect(findings(src, 'profile-tool-scope-malformed', rules)).toEqual([]);
  });
});

describe('undeclared-provider-reference', () => {
  const rules = [undeclaredProviderReference];
  it('checks the model references of every model block, also one a later block replaces', () => {
    const src = `${REQUIRED}agent_profile "d" {\n  model {\n    primary {\n      provider = "ghost1"\n      id       = "m"\n    }\n  }\n  model {\n    primary {\n      provider = "ghost2"\n      id       = "m"\n    }\n  }\n}\n`;
    expect(findings(src, 'undeclared-provider-reference', rules).map((d) => d.range)).toEqual([at(src, 'provider = "ghost1"'), at(src, 'provider = "ghost2"')]);
  });
  it('warns at every reference to an undeclared provider', () => {
    const src = `${REQUIRED}
provider "openai" {}

policy "deny_shell" {
  match  = { provider = "shell" }
  action = "deny"
}

agent_profile "default" {
  model {
    primary {
      provider = "anthropic"
      id       = "m"
    }
    fallback {
      provider = "openai"
      id       = "gpt"
    }
  }
  tools = ["filesytem.write_file", "*.read_file", "filesystem.*", "broken"]
}

settings {
  default_frontend = "tui"
  log_level        = "info"
  telemetry        = true
}
`;
    expect(findings(src, 'undeclared-provider-reference', rules)).toEqual([
      {
        ruleId: 'undeclared-provider-reference',
        severity: 'warning',
        message: 'provider "openai" has no required_providers entry; add "openai" to required_providers',
        notes: ['provider "openai" has no required_providers entry: the block is never used'],
        range: at(src, 'provider "openai"'),
      },
      {
        ruleId: 'undeclared-provider-reference',
        severity: 'warning',
        message: 'policy "deny_shell": match.provider names undeclared provider "shell"; add "shell" to required_providers',
        notes: ['provider "shell" has no required_providers entry: the policy can never match'],
        range: at(src, 'provider = "shell"'),
      },
      {
        ruleId: 'undeclared-provider-reference',
        severity: 'warning',
        message: 'agent_profile "default": model fallback names undeclared provider "openai"; add "openai" to required_providers',
        notes: ['provider "openai" has no required_providers entry: the kernel skips this model as ineligible'],
        range: at(src, 'provider = "openai"'),
      },
      {
        ruleId: 'undeclared-provider-reference',
        severity: 'warning',
        message: 'agent_profile "default": "filesytem.write_file" names undeclared provider "filesytem"; did you mean "filesystem"?',
        notes: ['provider "filesytem" has no required_providers entry: the tools entry silently grants nothing'],
        range: at(src, '"filesytem.write_file"'),
      },
      {
        ruleId: 'undeclared-provider-reference',
        severity: 'warning',
        message: 'agent_profile "default": tools entry "*.read_file" grants nothing; list "<provider>.read_file" per provider',
        notes: ['"*" is no provider wildcard'],
        range: at(src, '"*.read_file"'),
      },
      {
        ruleId: 'undeclared-provider-reference',
        severity: 'warning',
        message: 'settings: default_frontend names undeclared provider "tui"; add "tui" to required_providers',
        notes: ['provider "tui" has no required_providers entry: the CLI has no frontend to attach'],
        range: at(src, 'default_frontend = "tui"'),
      },
    ]);
  });
  it('says an empty default_frontend names nothing, instead of asking to declare ""', () => {
    const src = `${REQUIRED}\nsettings {\n  default_frontend = ""\n  log_level        = "info"\n  telemetry        = true\n}\n`;
    expect(findings(src, 'undeclared-provider-reference', rules)).toEqual([
      {
        ruleId: 'undeclared-provider-reference',
        severity: 'warning',
        message: 'settings: default_frontend is empty; name the frontend among "anthropic", "filesystem"',
        notes: ['an empty name names no provider, so the CLI has no frontend to attach'],
        range: at(src, '""'),
      },
    ]);
    expect(findings('settings {\n  default_frontend = ""\n}\n', 'undeclared-provider-reference', rules).map((f) => f.message)).toEqual([
      'settings: default_frontend is empty; declare the frontend provider in required_providers and name it here',
    ]);
  });
  it('accepts references to declared providers', () => {
    const src = `${REQUIRED}
provider "anthropic" {}
agent_profile "d" {
  tools = ["filesystem.*"]
}
settings {
  default_frontend = "anthropic"
  log_level        = "info"
  telemetry        = true
}
`;
    expect(findings(src, 'undeclared-provider-reference', rules)).toEqual([]);
  });
});
