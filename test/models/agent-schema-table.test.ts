// AGENT_SCHEMA is one table for the decoders and the language server: the type each attribute
// is documented with is the type the decoder checks it against, for every attribute of every
// kernel-owned block (a wrong-typed value gets attr-type-mismatch naming that type).
import { describe, expect, it } from 'vitest';
import { AGENT_SCHEMA, decodeAgentConfig } from '../../src/models/agent/decode.js';
import type { ValueType } from '../../src/hcl/schema-decode.js';
import { parse } from '../../src/hcl/index.js';

const WRONG: Record<ValueType, { text: string; label: string }> = {
  string: { text: '1', label: 'a string' },
  number: { text: '"x"', label: 'a number' },
  integer: { text: '"x"', label: 'a number' },
  bool: { text: '"x"', label: 'a bool' },
  'list(string)': { text: '"x"', label: 'a list of strings' },
  'map(string)': { text: '"x"', label: 'an object' },
  object: { text: '"x"', label: 'an object' },
};

/** Each block type with the headers leading to it from the top level (`settings {`, `retry {`). */
function paths(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (type: string, headers: string[]): void => {
    for (const b of AGENT_SCHEMA[type]?.blocks ?? []) {
      if (b.rejectedBecause || found.has(b.type)) continue;
      const header = `${b.type}${b.type === 'hook' ? ' "session-start"' : ' "x"'.repeat(b.labels)} {`;
      found.set(b.type, [...headers, header]);
      walk(b.type, [...headers, header]);
    }
  };
  walk('', []);
  return found;
}

const cases = [...paths()].flatMap(([type, headers]) =>
  (AGENT_SCHEMA[type]?.attributes ?? []).map((a) => ({ type, headers, name: a.name, valueType: a.type })),
);

describe('AGENT_SCHEMA', () => {
  it('documents every attribute and block it declares', () => {
    expect(cases.length).toBe(30);
    for (const body of Object.values(AGENT_SCHEMA)) {
      for (const a of body.attributes)
        expect({ name: a.name, type: a.type !== undefined, doc: Boolean(a.doc) }).toEqual({ name: a.name, type: true, doc: true });
      for (const b of body.blocks) expect({ type: b.type, doc: Boolean(b.doc) }).toEqual({ type: b.type, doc: true });
    }
  });

  it.each(cases)('$type.$name is checked as its documented type ($valueType)', ({ headers, name, valueType }) => {
    const wrong = WRONG[valueType as ValueType];
    const text = `${headers.join('\n')}\n${name} = ${wrong.text}\n${'}\n'.repeat(headers.length)}`;
    const mismatches = decodeAgentConfig(parse(text).file).diagnostics.filter((d) => d.ruleId === 'attr-type-mismatch');
    expect(mismatches.map((d) => /^Incorrect attribute value type: (\S+) in .* must be (an? [a-z ]+), got/.exec(d.message)?.slice(1))).toEqual([
      [name, wrong.label],
    ]);
  });
});
