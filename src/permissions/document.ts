// The `harness-lint permissions -f json` contract (schema/permissions.schema.json, version 1,
// additive changes only): the report as plain data, which a later run reads back as its
// --baseline.
import type { MatchKey } from '../models/agent/model.js';
import type { Permissions, ToolPermission } from '../models/permissions/compute.js';
import type { Decision, DefaultRule, MatchingPolicy } from '../models/permissions/policy-index.js';

export interface ToolRow {
  tool: string;
  provider: string;
  name: string;
  source: 'tool' | 'slash-command';
  kind: string;
  risk: string;
  decision: Decision;
  /** The deciding policy's name, null when a default decided. */
  policy: string | null;
  /** The default that decided, null when a policy did. */
  default: DefaultRule | null;
  downgraded: boolean;
  profiles: string[];
}

export interface ProfileRow {
  name: string;
  tools: number;
  allow: number;
  ask: number;
  deny: number;
}

export interface PermissionsDocument {
  version: 1;
  file: string;
  complete: boolean;
  unknownProviders: string[];
  tools: ToolRow[];
  profiles: ProfileRow[];
}

export function toolRow(t: ToolPermission): ToolRow {
  return {
    tool: t.tool,
    provider: t.provider,
    name: t.name,
    source: t.source,
    kind: t.kind,
    risk: t.risk,
    decision: t.decision,
    policy: t.policy?.name ?? null,
    default: t.default,
    downgraded: t.downgraded,
    profiles: [...t.profiles],
  };
}

/** `only`: one profile's report (--profile): its tools, and itself among the profiles. */
export function permissionsDocument(file: string, p: Permissions, only?: string): PermissionsDocument {
  const profiles = only === undefined ? p.profiles : p.profiles.filter((x) => x.name === only);
  const inScope = only === undefined ? null : new Set(profiles.flatMap((x) => x.keys));
  return {
    version: 1,
    file,
    complete: p.complete,
    unknownProviders: p.unknownProviders,
    tools: (inScope ? p.tools.filter((t) => inScope.has(t.tool)) : p.tools).map(toolRow),
    profiles: profiles.map((x) => ({ name: x.name, tools: x.keys.length, allow: x.allow, ask: x.ask, deny: x.deny })),
  };
}

/** One matching policy of an explanation (--tool). */
export interface MatchRow {
  policy: string;
  action: Decision;
  specificity: Record<MatchKey, boolean>;
  decides: boolean;
  outrankedAt: MatchKey | null;
}

export function matchRow(m: MatchingPolicy): MatchRow {
  const [toolName, provider, risk, kind] = m.specificity;
  return {
    policy: m.policy.name,
    action: m.action,
    specificity: { tool_name: toolName, provider, risk, kind },
    decides: m.decides,
    outrankedAt: m.outrankedAt,
  };
}
