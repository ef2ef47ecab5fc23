import { describe, expect, it } from 'vitest';
import * as slashCommandCollision from '../../../src/rules/capabilities/slash-command-collision.js';
import * as providerIdentityMismatch from '../../../src/rules/capabilities/provider-identity-mismatch.js';
import {
  askDowngradedByCapabilities,
  tokenBudgetSchemaByCapabilities,
  unsatisfiableByCapabilities,
  withCapabilityHalf,
} from '../../../src/rules/capabilities/support/capability-halves.js';
import * as policyAskDowngraded from '../../../src/rules/agent/policy-ask-downgraded.js';
import * as policyUnsatisfiable from '../../../src/rules/agent/policy-unsatisfiable.js';
import * as tokenBudgetConvention from '../../../src/rules/agent/token-budget-convention.js';
import { at, lintCaps, required, type ProviderSpec } from './helpers.js';

describe('slash-command-collision (3.10)', () => {
  const rules = [slashCommandCollision];
  const KERNEL = '/names must be unique across every provider and both kinds of command, so the kernel refuses to load';
  it("direct-invoke twice across providers (061), at the later provider's entry", () => {
    const src = required('ops', 'release');
    const ops: ProviderSpec = { category: 'slashcommand', capabilities: { commands: [{ name: 'deploy' }] } };
    const release: ProviderSpec = { category: 'slashcommand', capabilities: { commands: [{ name: 'deploy' }, { name: 'tag' }] } };
    expect(lintCaps(src, { ops, release }, rules)).toEqual([
      {
        ruleId: 'slash-command-collision',
        severity: 'error',
        message: 'slash command "/deploy" is declared twice, by providers "ops" and "release"; keep one and rename the others',
        notes: ['it is a direct-invoke command of "ops", a direct-invoke command of "release"', KERNEL],
        range: at(src, 'release'),
      },
    ]);
  });
  it('the same /name in both namespaces (062), and twice within one provider: one finding per /name', () => {
    const src = required('anthropic', 'ops');
    const anthropic: ProviderSpec = { category: 'model', capabilities: { slash_commands: [{ name: 'review' }, { name: 'review' }] } };
    const ops: ProviderSpec = {
      categories: { tool: { slash_commands: [{ name: 'lint' }] }, slashcommand: { commands: [{ name: 'review' }, { name: 'lint' }] } },
    };
    expect(lintCaps(src, { anthropic, ops }, rules)).toEqual([
      {
        ruleId: 'slash-command-collision',
        severity: 'error',
        message: 'slash command "/lint" is declared twice, by provider "ops"; keep one and rename the others',
        notes: ['it is a direct-invoke command of "ops", a prompt-expansion command of "ops"', KERNEL],
        range: at(src, 'ops'),
      },
      {
        ruleId: 'slash-command-collision',
        severity: 'error',
        message: 'slash command "/review" is declared 3 times, by providers "anthropic" and "ops"; keep one and rename the others',
        notes: ['it is a prompt-expansion command of "anthropic" (twice), a direct-invoke command of "ops"', KERNEL],
        range: at(src, 'ops'),
      },
    ]);
  });
  it('a /name from three providers is one finding at the third, naming all three', () => {
    const src = required('ops', 'release', 'shipit');
    const deploy: ProviderSpec = { category: 'slashcommand', capabilities: { commands: [{ name: 'deploy' }] } };
    expect(lintCaps(src, { ops: deploy, release: deploy, shipit: deploy }, rules).map((d) => [d.range, d.message])).toEqual([
      [at(src, 'shipit'), 'slash command "/deploy" is declared 3 times, by providers "ops", "release" and "shipit"; keep one and rename the others'],
    ]);
  });
  it('distinct names are fine', () => {
    const src = required('a', 'b');
    expect(
      lintCaps(
        src,
        {
          a: { category: 'model', capabilities: { slash_commands: [{ name: 'x' }] } },
          b: { category: 'slashcommand', capabilities: { commands: [{ name: 'y' }] } },
        },
        rules,
      ),
    ).toEqual([]);
  });
});

describe('provider-identity-mismatch (6.6)', () => {
  const rules = [providerIdentityMismatch];
  const src = required('files');
  const lock = `lock_file_version = 1
provider "files" {
  source      = "github.com/agentco/provider-files"
  version     = "1.0.2"
  resolved_at = "2026-07-20T09:12:00Z"
  checksums   = { "linux_amd64" = "sha256:${'a'.repeat(64)}" }
}
`;
  const files = (source: string, version: string): ProviderSpec => ({
    category: 'tool',
    capabilities: {},
    describe: { name: 'files', source, version, protocol_version: 1 },
  });
  it('warns when Describe reports another source or another version than locked', () => {
    expect(lintCaps(src, { files: files('github.com/someone-else/provider-files', '1.0.3') }, rules, { lock })).toEqual([
      {
        ruleId: 'provider-identity-mismatch',
        severity: 'warning',
        message: 'provider "files": plugin source "github.com/someone-else/provider-files" is not the declared one; reinstall',
        notes: [
          'its Describe reports source "github.com/someone-else/provider-files", but required_providers declares "github.com/agentco/provider-files"; the installed binary is not the plugin this project asks for',
        ],
        range: at(src, 'files'),
      },
      {
        ruleId: 'provider-identity-mismatch',
        severity: 'warning',
        message:
          'provider "files": the plugin\'s Describe reports version 1.0.3, but the lock file pins version 1.0.2; reinstall the locked version or update the lock file',
        range: at(src, 'files'),
      },
    ]);
  });
  it('is quiet for a matching identity or no Describe', () => {
    expect(lintCaps(src, { files: files('github.com/agentco/provider-files', '1.0.2') }, rules, { lock })).toEqual([]);
    expect(lintCaps(src, { files: { category: 'tool', capabilities: {} } }, rules, { lock })).toEqual([]);
  });
  it("leaves a dev_overrides binary's source alone, but not its version against a lock entry it shadows", () => {
    const global = 'dev_overrides {\n  files = "/opt/files"\n}\n';
    expect(lintCaps(src, { files: files('github.com/someone-else/provider-files', '9.9.9') }, rules, { lock, global }).map((d) => d.message)).toEqual([
      'provider "files": the dev_overrides binary\'s Describe reports version 9.9.9, but the lock file pins version 1.0.2; once this build replaces the locked one, re-lock the provider',
    ]);
    expect(lintCaps(src, { files: files('github.com/someone-else/provider-files', '9.9.9') }, rules, { global })).toEqual([]);
  });
});

describe('capability halves of 2.12, 2.13, 2.25', () => {
  const files: ProviderSpec = {
    category: 'tool',
    capabilities: {
      tools: [
        { name: 'read_file', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' },
        { name: 'write_file', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_MODERATE' },
      ],
    },
  };
  it('policy-ask-downgraded: ask on a data_source tool named by provider + tool_name', () => {
    const src = `${required('files')}policy "confirm_reads" {
  match  = { provider = "files", tool_name = "read_file" }
  action = "ask"
}
policy "confirm_writes" {
  match  = { provider = "files", tool_name = "write_file" }
  action = "ask"
}
`;
    const rule = withCapabilityHalf(policyAskDowngraded, askDowngradedByCapabilities);
    expect(lintCaps(src, { files }, [rule])).toEqual([
      {
        ruleId: 'policy-ask-downgraded',
        severity: 'warning',
        message:
          'policy "confirm_reads" asks, but provider "files" advertises "read_file" as data_source, for which the kernel downgrades "ask" to "deny" at evaluation time; write action = "deny" (or "allow")',
        range: at(src, 'action = "ask"'),
      },
    ]);
    expect(lintCaps(src, null, [rule])).toEqual([]);
  });
  it('policy-unsatisfiable: criteria contradicting the advertised kind or risk; the static half is not repeated', () => {
    const src = `${required('files')}policy "a" {
  match  = { provider = "files", tool_name = "write_file", risk = "high" }
  action = "deny"
}
policy "b" {
  match  = { provider = "files", tool_name = "write_file", kind = "resource", risk = "moderate" }
  action = "deny"
}
policy "c" {
  match  = { provider = "files", tool_name = "write_file", kind = "resource", risk = "read_only" }
  action = "deny"
}
`;
    const rule = withCapabilityHalf(policyUnsatisfiable, unsatisfiableByCapabilities);
    expect(lintCaps(src, { files }, [rule])).toEqual([
      {
        ruleId: 'policy-unsatisfiable',
        severity: 'warning',
        message:
          'policy "a" can never match: provider "files" advertises "write_file", and the rule says risk = "high" but its risk is moderate; fix or drop the contradicting criteria',
        range: at(src, 'match  = { provider = "files", tool_name = "write_file", risk = "high" }'),
      },
      {
        ruleId: 'policy-unsatisfiable',
        severity: 'warning',
        message: 'policy "c" can never match kind = "resource" with risk = "read_only"; drop one of the two criteria',
        notes: ['the combination is impossible, because a resource operation is never read_only'],
        range: at(src, 'match  = { provider = "files", tool_name = "write_file", kind = "resource", risk = "read_only" }'),
      },
    ]);
  });
  it('token-budget-convention: a context or memory provider declaring token_budget as a non-number (050)', () => {
    const src = required('notes', 'files');
    const notes: ProviderSpec = { category: 'memory', capabilities: { config_schema: { attributes: [{ name: 'token_budget', type: 'ATTR_TYPE_STRING' }] } } };
    const filesWithBudget: ProviderSpec = {
      category: 'tool',
      capabilities: { config_schema: { attributes: [{ name: 'token_budget', type: 'ATTR_TYPE_STRING' }] } },
    };
    const rule = withCapabilityHalf(tokenBudgetConvention, tokenBudgetSchemaByCapabilities);
    expect(lintCaps(src, { notes, files: filesWithBudget }, [rule])).toEqual([
      {
        ruleId: 'token-budget-convention',
        severity: 'warning',
        message: 'provider "notes" declares token_budget as ATTR_TYPE_STRING, not ATTR_TYPE_NUMBER',
        notes: [
          'token_budget is the reserved integer token budget of context and memory providers',
          'plugin github.com/agentco/provider-notes advertises this; report it to its author, or turn the rule off',
        ],
        range: at(src, 'notes'),
      },
    ]);
  });
});
