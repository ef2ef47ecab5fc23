// The worked example of docs/permissions.md: three providers, five policies, two profiles. The
// plugins' answers are protobuf-JSON, as a fake plugin serves them (test/fixtures/plugins).
import { decodeAdvertised, type Advertised } from '../../src/models/advertised/decode.js';
import type { ProviderCapabilities } from '../../src/models/advertised/wire-types.js';

export const EXAMPLE_HCL = `required_providers {
  filesystem = { source = "github.com/agentco/provider-filesystem", version = "~> 1.0" }
  agent      = { source = "github.com/agentco/provider-agent", version = "~> 1.0" }
  web        = { source = "github.com/agentco/provider-web", version = "~> 1.0" }
}

policy "auto_approve_reads" {
  match  = { kind = "data_source" }
  action = "allow"
}

policy "gate_writes" {
  match  = { provider = "filesystem", kind = "resource" }
  action = "ask"
}

policy "block_critical" {
  match  = { risk = "critical" }
  action = "deny"
}

policy "trust_agent" {
  match  = { provider = "agent" }
  action = "allow"
}

policy "review_search" {
  match  = { provider = "web", tool_name = "web_search" }
  action = "ask"
}

agent_profile "default" {
  tools = ["filesystem.*", "agent.*", "web.web_search"]
}

agent_profile "code-reviewer" {
  tools = ["filesystem.read_file"]
}
`;

/** An operation as a well-behaved plugin advertises it: nothing for the capability rules to report. */
function op(name: string, kind: string, risk: string, isTool = true) {
  const schema = { type: 'SCHEMA_TYPE_OBJECT', properties: { path: { type: 'SCHEMA_TYPE_STRING', description: 'Target' } } };
  return {
    name,
    description: `The ${name} operation`,
    kind: `TOOL_KIND_${kind}`,
    risk: `RISK_CLASS_${risk}`,
    input_schema: schema,
    ...(isTool && { output_schema: schema }),
    ...(kind !== 'INTERACTIVE' && { concurrency: { safe: kind === 'DATA_SOURCE' } }),
  };
}

/** Each provider's `categories`, as a fake plugin's spec takes them. */
export const EXAMPLE_PLUGINS: Record<string, ProviderCapabilities['categories']> = {
  filesystem: {
    tool: {
      tools: [op('read_file', 'DATA_SOURCE', 'READ_ONLY'), op('write_file', 'RESOURCE', 'HIGH'), op('delete_tree', 'RESOURCE', 'CRITICAL')],
    },
  },
  agent: {
    tool: { tools: [op('spawn_subagent', 'RESOURCE', 'CRITICAL'), op('ask_user', 'INTERACTIVE', 'READ_ONLY')] },
    slashcommand: { commands: [op('compact', 'RESOURCE', 'LOW', false)] },
  },
  web: { tool: { tools: [op('web_search', 'DATA_SOURCE', 'READ_ONLY')] } },
};

/** The decoded answers of `names` (default: every provider). */
export function exampleCapabilities(names = Object.keys(EXAMPLE_PLUGINS)): Map<string, Advertised> {
  return new Map(names.map((name) => [name, decodeAdvertised({ name, categories: EXAMPLE_PLUGINS[name] })]));
}
