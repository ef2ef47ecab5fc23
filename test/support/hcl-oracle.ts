// HashiCorp's HCL parser (hcl v2 hclsyntax + tmccombs/hcl2json, compiled to WASM by @cdktn/hcl2json) as a test oracle.
//
// hcl2json parses the file with hclsyntax.ParseConfig and then converts the syntax tree to JSON. Its errors come from
// two stages, told apart by their prefix:
//   - "parse config: [<diagnostics>]": HCL rejected the syntax. This is the oracle's "reject" verdict.
//   - "convert to HCL: ...": the syntax is valid, but the converter cannot render it as JSON (blocks of one type with and
//     without labels, a unary operator applied to a literal of the wrong type). These depend on the JSON shape, not the
//     syntax; hcl-json-shape.ts reproduces them from our AST so they are compared, not excluded.
// The WASM module is instantiated once per importing module (per vitest test file) and reused for every call.
import { parse as hcl2json } from '@cdktn/hcl2json';
import type { Json } from './hcl-json-shape.js';

export interface OraclePos {
  line: number;
  column: number;
}

export type OracleResult = { ok: true; json: Json } | { ok: false; stage: 'parse' | 'convert'; message: string; first: OraclePos | null };

/** The file name the oracle sees; it only appears in its messages. */
const ORACLE_FILENAME = 'input.hcl';

const PARSE_PREFIX = 'parse config: ';
const CONVERT_PREFIX = 'convert to HCL: ';

/**
 * Runs HashiCorp's parser on `source`. The WASM bridge takes a JS string and hands Go its UTF-8 encoding, so inputs
 * must be well-formed UTF-16 (no lone surrogates) for the oracle to see the same bytes as our parser.
 */
export function oracleParse(source: string): Promise<OracleResult> {
  let result = cache.get(source);
  if (result === undefined) {
    result = runOracle(source);
    cache.set(source, result);
  }
  return result;
}

/** HCL is deterministic: each distinct input is parsed once per test file (the corpus check and the comparison share). */
const cache = new Map<string, Promise<OracleResult>>();

async function runOracle(source: string): Promise<OracleResult> {
  try {
    const json = (await hcl2json(ORACLE_FILENAME, source)) as Json;
    return { ok: true, json };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (message.startsWith(PARSE_PREFIX)) {
      return { ok: false, stage: 'parse', message: firstDiagnostic(message), first: firstPosition(message) };
    }
    if (message.startsWith(CONVERT_PREFIX)) {
      return { ok: false, stage: 'convert', message: message.slice(CONVERT_PREFIX.length), first: null };
    }
    // Anything else (a Go panic, the WASM program exiting) is a broken oracle, not a verdict.
    throw new Error(`hcl2json failed unexpectedly: ${message}`);
  }
}

// "parse config: [input.hcl:1,9-2,1: Summary; Detail. input.hcl:...]": the first diagnostic's start and summary.
const DIAGNOSTIC = /^parse config: \[input\.hcl:(\d+),(\d+)-[^:]*: ([^;]*)/;

function firstPosition(message: string): OraclePos | null {
  const m = DIAGNOSTIC.exec(message);
  return m ? { line: Number(m[1]), column: Number(m[2]) } : null;
}

/** The first diagnostic as "line:column summary". */
function firstDiagnostic(message: string): string {
  const m = DIAGNOSTIC.exec(message);
  return m ? `${m[1]}:${m[2]} ${m[3]}` : message;
}
