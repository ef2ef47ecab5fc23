import { describe, expect, it } from 'vitest';
import * as hookPointUnsupported from '../../../src/rules/capabilities/hook-point-unsupported.js';
import * as profileToolUnknown from '../../../src/rules/capabilities/profile-tool-unknown.js';
import * as profileToolWildcardEmpty from '../../../src/rules/capabilities/profile-tool-wildcard-empty.js';
import * as profileSlashCommandUnresolved from '../../../src/rules/capabilities/profile-slash-command-unresolved.js';
import * as modelRefUnresolvable from '../../../src/rules/capabilities/model-ref-unresolvable.js';
import * as settingsDefaultFrontend from '../../../src/rules/capabilities/settings-default-frontend.js';
import * as policyToolUnknown from '../../../src/rules/capabilities/policy-tool-unknown.js';
import { at, lintCaps, required, type ProviderSpec } from './helpers.js';

const anthropic: ProviderSpec = {
  category: 'model',
  capabilities: {
    models: [{ id: 'claude-opus-4-8' }, { id: 'claude-haiku-4-5' }],
    slash_commands: [{ name: 'review' }],
    supported_hook_points: ['HOOK_POINT_PRE_MODEL_CALL'],
  },
};
const files: ProviderSpec = {
  category: 'tool',
  capabilities: { tools: [{ name: 'read_file' }, { name: 'write_file' }], supported_hook_points: ['HOOK_POINT_PRE_TOOL_CALL', 'HOOK_POINT_POST_TOOL_CALL'] },
};
const release: ProviderSpec = { category: 'slashcommand', capabilities: { commands: [{ name: 'changelog' }] } };
const web: ProviderSpec = { category: 'frontend', capabilities: {} };
const tui: ProviderSpec = { category: 'frontend', capabilities: {} };

describe('hook-point-unsupported (3.6)', () => {
  const rules = [hookPointUnsupported];
  it('rejects a point the provider does not list; an empty list supports none', () => {
    const src = `${required('files', 'web')}hook "plan-ready" {
  provider = "files"
  mode     = "observe"
}
hook "pre-tool-call" {
  provider = "files"
  mode     = "veto"
}
hook "session-start" {
  provider = "web"
  mode     = "observe"
}
`;
    expect(lintCaps(src, { files, web }, rules)).toEqual([
      {
        ruleId: 'hook-point-unsupported',
        severity: 'error',
        message: 'hook "plan-ready": provider "files" does not support this hook point (it supports post-tool-call, pre-tool-call)',
        notes: ['the kernel rejects this subscription at load'],
        range: at(src, 'hook "plan-ready"'),
      },
      {
        ruleId: 'hook-point-unsupported',
        severity: 'error',
        message: 'hook "session-start": provider "web" does not support this hook point (it supports no hook points)',
        notes: ['the kernel rejects this subscription at load'],
        range: at(src, 'hook "session-start"'),
      },
    ]);
  });
  it('skips unknown points (2.19) and providers with unknown capabilities', () => {
    const src = `${required('files', 'x')}hook "pre-everything" {\n  provider = "files"\n  mode     = "observe"\n}\nhook "plan-ready" {\n  provider = "x"\n  mode     = "observe"\n}\n`;
    expect(lintCaps(src, { files }, rules)).toEqual([]);
  });
});

describe('profile tools (3.7, 3.8)', () => {
  const rules = [profileToolUnknown, profileToolWildcardEmpty];
  it('rejects unknown tools (read_* is literal), accepts direct-invoke commands, warns on an empty wildcard', () => {
    const src = `${required('anthropic', 'files', 'release')}agent_profile "default" {
  tools = [
    "files.read_file",
    "files.read_fil",
    "files.read_*",
    "files.*",
    "release.changelog",
    "anthropic.*",
    "anthropic.review",
    "unknown.tool",
  ]
}
`;
    expect(lintCaps(src, { anthropic, files, release }, rules)).toEqual([
      {
        ruleId: 'profile-tool-unknown',
        severity: 'error',
        message: 'agent_profile "default": provider "files" has no tool "read_fil"; did you mean "files.read_file"?',
        range: at(src, '"files.read_fil"'),
      },
      {
        ruleId: 'profile-tool-unknown',
        severity: 'error',
        message: 'agent_profile "default": provider "files" has no tool "read_*" (only a bare "*" is a wildcard)',
        range: at(src, '"files.read_*"'),
      },
      {
        ruleId: 'profile-tool-wildcard-empty',
        severity: 'warning',
        message: 'agent_profile "default": "anthropic.*" grants nothing, provider "anthropic" advertises no tools; remove the entry',
        notes: ['provider "anthropic" serves model, and advertises no tools or direct-invoke commands'],
        range: at(src, '"anthropic.*"'),
      },
      {
        ruleId: 'profile-tool-unknown',
        severity: 'error',
        message: 'agent_profile "default": provider "anthropic" has no tool "review"; it advertises no tools',
        range: at(src, '"anthropic.review"'),
      },
    ]);
  });
});

describe('profile-slash-command-unresolved (3.9)', () => {
  const rules = [profileSlashCommandUnresolved];
  const src = `${required('anthropic', 'release')}agent_profile "default" {
  slash_commands = ["review", "compact", "changelog"]
}
`;
  it('warns about names no prompt-expansion command has, and points direct-invoke ones at tools', () => {
    expect(lintCaps(src, { anthropic, release }, rules)).toEqual([
      {
        ruleId: 'profile-slash-command-unresolved',
        severity: 'warning',
        message: 'agent_profile "default": no provider advertises a prompt-expansion command "compact", so this entry grants nothing',
        range: at(src, '"compact"'),
      },
      {
        ruleId: 'profile-slash-command-unresolved',
        severity: 'warning',
        message: 'agent_profile "default": "changelog" is a direct-invoke command; scope it with tools = ["release.changelog"]',
        notes: ['"changelog" is a direct-invoke command of provider "release", and slash_commands scopes prompt-expansion commands only'],
        range: at(src, '"changelog"'),
      },
    ]);
  });
  it('points out a leading "/" on a name that otherwise resolves', () => {
    const slashed = `${required('anthropic', 'release')}agent_profile "default" {\n  slash_commands = ["/review"]\n}\n`;
    expect(lintCaps(slashed, { anthropic, release }, rules)).toEqual([
      {
        ruleId: 'profile-slash-command-unresolved',
        severity: 'warning',
        message: 'agent_profile "default": slash command "/review" is listed with its leading "/"; write "review"',
        notes: ['the name of a slash command does not include the "/"'],
        range: at(slashed, '"/review"'),
      },
    ]);
  });
  it("needs every provider's capabilities", () => {
    expect(lintCaps(src, { anthropic }, rules)).toEqual([]);
  });
});

describe('model-ref-unresolvable (3.11)', () => {
  const rules = [modelRefUnresolvable];
  it('checks every model block, also one a later block replaces', () => {
    const src = `${required('anthropic')}agent_profile "default" {
  model {
    primary {
      provider = "anthropic"
      id       = "no-such-model"
    }
  }
  model {
    primary {
      provider = "anthropic"
      id       = "claude-opus-4-8"
    }
  }
}
`;
    expect(lintCaps(src, { anthropic }, rules).map((d) => d.range)).toEqual([at(src, 'id       = "no-such-model"')]);
  });
  it('warns about a non-model provider and an unknown model id', () => {
    const src = `${required('anthropic', 'files')}agent_profile "default" {
  model {
    primary {
      provider = "anthropic"
      id       = "claude-opus-4-9"
    }
    fallback {
      provider = "files"
      id       = "read_file"
    }
    fallback {
      provider = "anthropic"
      id       = "claude-haiku-4-5"
    }
  }
}
`;
    expect(lintCaps(src, { anthropic, files }, rules)).toEqual([
      {
        ruleId: 'model-ref-unresolvable',
        severity: 'warning',
        message:
          'agent_profile "default": provider "anthropic" serves no model "claude-opus-4-9" (did you mean "claude-opus-4-8"?); the kernel skips this model reference',
        range: at(src, 'id       = "claude-opus-4-9"'),
      },
      {
        ruleId: 'model-ref-unresolvable',
        severity: 'warning',
        message:
          'agent_profile "default": fallback names provider "files", which is not a model provider (it serves tool); the kernel skips this model reference',
        range: at(src, 'provider = "files"'),
      },
    ]);
  });
});

describe('settings-default-frontend (3.12)', () => {
  const rules = [settingsDefaultFrontend];
  it('(a) default_frontend naming a non-frontend', () => {
    const src = `${required('web', 'files')}settings {
  default_frontend = "files"
  log_level        = "info"
  telemetry        = false
}
`;
    expect(lintCaps(src, { web, files }, rules)).toEqual([
      {
        ruleId: 'settings-default-frontend',
        severity: 'warning',
        message: 'default_frontend = "files" names a tool provider, not a frontend; name a frontend provider',
        range: at(src, 'default_frontend = "files"'),
      },
    ]);
  });
  it("(b) two frontends and no settings block, at the second one's entry (065)", () => {
    const src = required('web', 'files', 'tui');
    expect(lintCaps(src, { web, files, tui }, rules)).toEqual([
      {
        ruleId: 'settings-default-frontend',
        severity: 'warning',
        message: 'providers "web" and "tui" are both frontends and nothing picks one; add a settings block with default_frontend',
        range: at(src, 'tui'),
      },
    ]);
    expect(lintCaps(src, { web, files }, rules)).toEqual([]);
  });
});

describe('policy-tool-unknown (3.13)', () => {
  const rules = [policyToolUnknown];
  const src = `${required('files', 'release')}policy "a" {
  match  = { provider = "files", tool_name = "remove_file" }
  action = "deny"
}
policy "b" {
  match  = { tool_name = "changelog" }
  action = "allow"
}
policy "c" {
  match  = { tool_name = "nothing" }
  action = "allow"
}
`;
  it('warns about tool names the provider (or, without provider, every provider) lacks', () => {
    expect(lintCaps(src, { files, release }, rules)).toEqual([
      {
        ruleId: 'policy-tool-unknown',
        severity: 'warning',
        message: 'policy "a" can never apply: provider "files" advertises no tool "remove_file"',
        notes: ['tool_name matches exactly'],
        range: at(src, 'match  = { provider = "files", tool_name = "remove_file" }'),
      },
      {
        ruleId: 'policy-tool-unknown',
        severity: 'warning',
        message: 'policy "c" can never apply: no provider advertises a tool "nothing"',
        notes: ['tool_name matches exactly'],
        range: at(src, 'match  = { tool_name = "nothing" }'),
      },
    ]);
  });
  it("a tool_name-only match needs every provider's capabilities", () => {
    expect(lintCaps(src, { files }, rules).map((d) => d.message)).toEqual(['policy "a" can never apply: provider "files" advertises no tool "remove_file"']);
  });
});
