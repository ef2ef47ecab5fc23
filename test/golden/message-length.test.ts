// Issue 15 part 3: a message's first line says what is wrong and the fix in about 120
// characters; the rest is in its notes. Checked over every recorded JSON output, so a new or
// reworded message that grows past the limit fails here, not in a user's terminal.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RECORDED = join(import.meta.dirname, 'outputs');
const LIMIT = 120;

/** Messages allowed past the limit, each with why it cannot be shorter. */
const EXCEPTIONS = new Map([
  [
    'required_providers entry "internal": source "registry.internal.example.com/agentco/provider-internal" is not on github.com or gitlab.com',
    'quotes the 55-character source address the user wrote, in full; the rest is as short as it gets',
  ],
]);

function jsonOutputs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsonOutputs(join(dir, e.name)) : e.name === 'json.txt' ? [join(dir, e.name)] : [],
  );
}

/** Every diagnostic message of a recorded JSON output (its text may follow a command line). */
function messages(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const doc = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as { diagnostics?: { message: string }[] };
  return (doc.diagnostics ?? []).map((d) => d.message);
}

describe('message length', () => {
  const all = [...new Set(jsonOutputs(RECORDED).flatMap(messages))];

  it('reads the recorded messages', () => expect(all.length).toBeGreaterThan(100));

  it(`keeps every first line within ${LIMIT} characters, but for the listed exceptions`, () => {
    const long = all.filter((m) => [...m.split('\n')[0]].length > LIMIT && !EXCEPTIONS.has(m));
    expect(long).toEqual([]);
  });

  it('lists only exceptions that still occur and are still long', () => {
    for (const m of EXCEPTIONS.keys()) {
      expect(all).toContain(m);
      expect([...m].length).toBeGreaterThan(LIMIT);
    }
  });
});
