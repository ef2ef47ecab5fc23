// One differential comparison: our parser against HashiCorp's on the same input.
//
// Verdicts: HashiCorp "rejects" iff hcl2json fails at its parse stage; we "reject" iff `parse` reports any error
// diagnostic. When both accept, the JSON shapes must match (see hcl-json-shape.ts), including hcl2json's
// conversion failures, which both sides must hit together; then every expression the JSON shows only as source
// text must have the same tree (see hcl-structure.ts). A crash of our parser is always a disagreement.
import { parse } from '../../src/hcl/index.js';
import type { ParseResult } from '../../src/hcl/ast.js';
import { textOf } from '../fuzz/support/ranges.js';
import { firstJsonDifference } from './hcl-json-diff.js';
import { toHcl2JsonShape } from './hcl-json-shape.js';
import { oracleParse, type OracleResult } from './hcl-oracle.js';
import { oracleStructures, ourStructure } from './hcl-structure.js';

export interface Disagreement {
  name: string;
  hashicorp: string;
  ours: string;
  /** For inputs that both accept: where the JSON or an expression tree differs. */
  detail?: string;
  source: string | Uint8Array;
  /** A shrunk input that disagrees the same way, when one was computed. */
  minimal?: string;
}

export interface Outcome {
  oracleAccepted: boolean;
  disagreement: Disagreement | null;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Compares the verdicts and, when both accept, the JSON shapes and expression trees. Bytes that are not UTF-8 cannot reach the oracle
 * (its bridge takes a JS string): see oracleOnInvalidUtf8.
 */
export async function compareWithOracle(name: string, input: string | Uint8Array): Promise<Outcome> {
  let oracle: OracleResult;
  if (typeof input === 'string') oracle = await oracleParse(input);
  else {
    try {
      oracle = await oracleParse(STRICT_UTF8.decode(input));
    } catch (err) {
      if (!(err instanceof TypeError)) throw err;
      oracle = await oracleOnInvalidUtf8(input);
    }
  }
  const oracleAccepted = oracle.ok || oracle.stage === 'convert';
  const disagree = (hashicorp: string, ours: string, detail?: string): Outcome => ({
    oracleAccepted,
    disagreement: { name, hashicorp, ours, source: input, ...(detail !== undefined ? { detail } : {}) },
  });

  let result: ParseResult;
  try {
    result = parse(input);
  } catch (err) {
    return disagree(describeOracle(oracle), `throws ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  }
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  const oursAccepted = errors.length === 0;
  const oursText = oursAccepted
    ? 'accepts'
    : `rejects at ${errors[0].range.start.line}:${errors[0].range.start.column} [${errors[0].ruleId}] ${errors[0].message}`;

  if (!oracleAccepted || !oursAccepted) {
    return oracleAccepted === oursAccepted ? { oracleAccepted, disagreement: null } : disagree(describeOracle(oracle), oursText);
  }

  let shape;
  try {
    shape = toHcl2JsonShape(result.file);
  } catch (err) {
    return disagree(describeOracle(oracle), `accepts, but its AST cannot be rendered: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!oracle.ok) {
    return shape.ok ? disagree(describeOracle(oracle), 'accepts and converts to JSON') : { oracleAccepted, disagreement: null };
  }
  if (!shape.ok) return disagree('accepts and converts to JSON', `accepts, but cannot convert: ${shape.message}`);
  const difference = firstJsonDifference(oracle.json, shape.json);
  if (difference !== null) return disagree('accepts', 'accepts', `JSON differs (HashiCorp vs ours) at ${difference}`);
  const theirs = await oracleStructures(shape.rendered.map((r) => r.source));
  for (const [i, { expr, source }] of shape.rendered.entries()) {
    const tree = theirs[i];
    if (!tree.ok) return disagree('accepts', 'accepts', `no HashiCorp tree for the expression ${JSON.stringify(source.slice(0, 200))}: ${tree.message}`);
    let ours: string;
    try {
      ours = ourStructure(expr);
    } catch (err) {
      // Thousands of nested levels overflow the canonical writer; say so rather than pass or crash.
      if (err instanceof RangeError)
        return disagree('accepts', 'accepts', `expression too deep for the tree comparison: ${JSON.stringify(source.slice(0, 80))}...`);
      throw err;
    }
    if (tree.tree !== ours) {
      return disagree('accepts', 'accepts', `expression tree differs for ${JSON.stringify(source)}: HashiCorp ${tree.tree} vs ours ${ours}`);
    }
  }
  return { oracleAccepted, disagreement: null };
}

/**
 * HCL's scanner refuses an invalid byte ("Invalid character encoding") everywhere but inside a
 * comment, whose rule takes any byte; the native-syntax spec's "always a parse error" is not what
 * it does. Whether every invalid byte lies in a comment is asked of the oracle itself: with each
 * replaced by an inert private-use character, and then by '"${', the two files give the same
 * JSON (up to that replacement, as expressions are shown as source text) only if no string,
 * heredoc or token held one: the quote ends a quoted string, and "${" opens an interpolation in
 * a heredoc even after a "$". That JSON is the answer.
 */
async function oracleOnInvalidUtf8(input: Uint8Array): Promise<OracleResult> {
  const refused: OracleResult = { ok: false, stage: 'parse', message: 'invalid UTF-8 outside a comment (Invalid character encoding)', first: null };
  const inert = await oracleParse(replaceInvalidBytes(input, INERT));
  const opening = await oracleParse(replaceInvalidBytes(input, OPENING));
  if (!inert.ok || !opening.ok) return refused;
  const json = JSON.stringify(inert.json);
  if (json.replaceAll(INERT, OPENING_IN_JSON) !== JSON.stringify(opening.json)) return refused;
  // As our parser shows an invalid byte, where a comment inside an expression reaches the JSON.
  return { ok: true, json: JSON.parse(json.replaceAll(INERT, '\\u001a')) as typeof inert.json };
}

/** A character the generated inputs never hold. */
const INERT = '\ue000';
const OPENING = '"${';
const OPENING_IN_JSON = JSON.stringify(OPENING).slice(1, -1);

/** The input as text, each byte that is not part of a UTF-8 character replaced by `by`. */
function replaceInvalidBytes(input: Uint8Array, by: string): string {
  return textOf(input).replaceAll('\u001a', by);
}

function describeOracle(oracle: OracleResult): string {
  if (oracle.ok) return 'accepts';
  return oracle.stage === 'parse' ? `rejects at ${oracle.message}` : `accepts, but cannot convert: ${oracle.message}`;
}

/** A failure report listing the first disagreements, with the input itself when it is short. */
export function formatDisagreements(label: string, total: number, found: Disagreement[], limit = 15): string {
  const lines = [`${found.length} of ${total} ${label} disagree with HashiCorp's parser:`];
  for (const d of found.slice(0, limit)) {
    lines.push(`- ${d.name}`, `    HashiCorp: ${d.hashicorp}`, `    ours:      ${d.ours}`);
    if (d.detail) lines.push(`    ${d.detail}`);
    if (typeof d.source === 'string' && d.source.length <= 400) lines.push(`    input: ${JSON.stringify(d.source)}`);
    if (d.minimal !== undefined) lines.push(`    minimal: ${JSON.stringify(d.minimal)}`);
  }
  if (found.length > limit) lines.push(`... and ${found.length - limit} more`);
  return lines.join('\n');
}
