// Decodes an agent.hcl source in memory: parse → decode, for the decoder's own findings (the
// rules' are test/rules/by-id's, through the RuleTester). Diagnostics are reduced to what the
// tests compare: rule id, severity, line/column range, message and notes.
import { parse } from '../../src/hcl/index.js';
import { decodeAgentConfig } from '../../src/models/agent/decode.js';

export interface Spot {
  line: number;
  column: number;
}

export interface Found {
  ruleId: string;
  severity: string;
  range: { start: Spot; end: Spot };
  message: string;
  related?: { range: { start: Spot; end: Spot }; message: string }[];
  notes?: string[];
}

const spot = (p: Spot): Spot => ({ line: p.line, column: p.column });

/** The decoder's findings, in a stable order. */
export function lintAgent(source: string): Found[] {
  const parsed = parse(source);
  if (parsed.diagnostics.length > 0) throw new Error(`fixture does not parse: ${parsed.diagnostics[0].message}`);
  return decodeAgentConfig(parsed.file)
    .diagnostics.map((d) => {
      const f: Found = { ruleId: d.ruleId, severity: d.severity, range: { start: spot(d.range.start), end: spot(d.range.end) }, message: d.message };
      if (d.related) f.related = d.related.map((r) => ({ range: { start: spot(r.range.start), end: spot(r.range.end) }, message: r.message }));
      if (d.notes && d.notes.length > 0) f.notes = d.notes;
      return f;
    })
    .sort(
      (a, b) =>
        a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
    );
}

/**
 * The range of the `n`th occurrence (1-based) of `text` in `source`, computed from the source
 * text alone (ASCII fixtures: columns are characters). Multi-line texts end on their last line.
 */
export function at(source: string, text: string, n = 1): { start: Spot; end: Spot } {
  let index = -1;
  for (let i = 0; i < n; i++) {
    index = source.indexOf(text, index + 1);
    if (index < 0) throw new Error(`"${text}" occurs fewer than ${n} times`);
  }
  const toSpot = (offset: number): Spot => {
    const before = source.slice(0, offset).split('\n');
    return { line: before.length, column: before[before.length - 1].length + 1 };
  };
  return { start: toSpot(index), end: toSpot(index + text.length) };
}

export const REQUIRED = `required_providers {
  anthropic = {
    source  = "github.com/agentco/provider-anthropic"
    version = "~> 1.2"
  }
  filesystem = {
    source  = "github.com/agentco/provider-filesystem"
    version = "~> 1.0"
  }
}
`;
