// Semantic tokens: block types, attribute names and object keys, references, and function
// calls (env() as the one function there is), with names the schema does not know marked
// `unknown`: in agent.hcl, a block or attribute the kernel schema does not declare, or a
// provider attribute outside its plugin's config_schema once the plugin has answered. No
// variable exists in these files, so every reference is unknown to the kernel.
import type { SemanticTokens, SemanticTokensLegend } from 'vscode-languageserver';
import type { Body, HclFile, Range } from '../hcl/ast.js';
import type { BodySchema } from '../hcl/schema-decode.js';
import { walkExpression } from '../hcl/walk.js';
import { AGENT_SCHEMA } from '../models/agent/decode.js';
import type { Loaded } from './advertised.js';
import type { SourceText } from './positions.js';
// Bounded as the outline is: a pathological nesting is not walked to the end.
import { MAX_DEPTH } from './symbols.js';

const TYPES = ['type', 'property', 'variable', 'function'] as const;
const MODIFIERS = ['defaultLibrary', 'unknown'] as const;
type TokenType = (typeof TYPES)[number];
type Modifier = (typeof MODIFIERS)[number];

export const SEMANTIC_TOKENS_LEGEND: SemanticTokensLegend = { tokenTypes: [...TYPES], tokenModifiers: [...MODIFIERS] };

interface Token {
  line: number;
  start: number;
  length: number;
  type: number;
  modifiers: number;
}

/** What the names are checked against: agent.hcl's kernel schema and its plugins' answers; absent for the lock file and global config. */
export interface TokenSchema {
  loaded: Loaded;
}

export function semanticTokens(file: HclFile, source: SourceText, schema: TokenSchema | undefined): SemanticTokens {
  const tokens: Token[] = [];
  const push = (range: Range, type: TokenType, modifier?: Modifier): void => {
    // Names are on one line; anything else (a broken parse's range) is left uncoloured.
    if (range.start.line !== range.end.line) return;
    const start = source.toPosition(range.start);
    const end = source.toPosition(range.end);
    if (end.character <= start.character) return;
    tokens.push({
      line: start.line,
      start: start.character,
      length: end.character - start.character,
      type: TYPES.indexOf(type),
      modifiers: modifier ? 1 << MODIFIERS.indexOf(modifier) : 0,
    });
  };
  /** `known`: the names a body may hold, or undefined when they cannot be told (a plugin that has not answered). */
  const inBody = (body: Body, known: { schema?: BodySchema; attributes?: ReadonlySet<string> } | undefined, depth: number): void => {
    for (const item of body.items) {
      if (item.kind === 'block') {
        const declared = known?.schema ? known.schema.blocks.some((b) => b.type === item.type) : true;
        push(item.typeRange, 'type', declared ? undefined : 'unknown');
        if (depth + 1 < MAX_DEPTH) inBody(item.body, schema && declared ? innerNames(item.type, item.labels[0]?.value, depth, schema) : undefined, depth + 1);
        continue;
      }
      const declared = known?.attributes
        ? known.attributes.has(item.name)
        : !known?.schema || known.schema.anyAttributes === true || known.schema.attributes.some((a) => a.name === item.name);
      push(item.nameRange, 'property', declared ? undefined : 'unknown');
      walkExpression(item.expr, (e) => {
        if (e.type === 'Variable') push(e.range, 'variable', 'unknown');
        else if (e.type === 'FunctionCall') push(e.nameRange, 'function', e.name === 'env' ? 'defaultLibrary' : 'unknown');
        else if (e.type === 'Object') for (const i of e.items) if (i.key.type === 'ObjectKeyIdent') push(i.key.range, 'property');
      });
    }
  };
  inBody(file.body, schema ? { schema: AGENT_SCHEMA[''] } : undefined, 0);
  return { data: encode(tokens) };
}

/** The names a block's body may hold: the kernel's for its type; for a top-level provider block, its plugin's config_schema once answered. */
function innerNames(
  type: string,
  label: string | undefined,
  depth: number,
  schema: TokenSchema,
): { schema?: BodySchema; attributes?: ReadonlySet<string> } | undefined {
  if (depth === 0 && type === 'provider') {
    const caps = label === undefined ? undefined : schema.loaded.get(label);
    return caps ? { attributes: new Set(caps.providerConfig.map((a) => a.name)) } : undefined;
  }
  const inner = AGENT_SCHEMA[type];
  return inner ? { schema: inner } : undefined;
}

/** The protocol's relative encoding: each token's line and start as deltas from the one before. */
function encode(tokens: Token[]): number[] {
  tokens.sort((a, b) => a.line - b.line || a.start - b.start);
  const data: number[] = [];
  let line = 0;
  let start = 0;
  for (const t of tokens) {
    data.push(t.line - line, t.line === line ? t.start - start : t.start, t.length, t.type, t.modifiers);
    line = t.line;
    start = t.start;
  }
  return data;
}
