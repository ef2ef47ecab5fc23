// Valid inputs the fuzzers mutate: every conformance case's files (by kind) and the spec's
// configuration examples (copied into corpus/). Read from the project, never from outside it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedInput } from '../../differential/generate.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CASES = join(ROOT, 'test', 'conformance', 'cases');
const SPEC_EXAMPLES = join(import.meta.dirname, '..', 'corpus');

export interface Corpus {
  agent: GeneratedInput[];
  lock: GeneratedInput[];
  global: GeneratedInput[];
  /** Everything above plus the spec examples: inputs for the parser alone. */
  all: GeneratedInput[];
}

function collect(relative: string): GeneratedInput[] {
  const out: GeneratedInput[] = [];
  for (const name of readdirSync(CASES).sort()) {
    const path = join(CASES, name, relative);
    if (existsSync(path)) out.push({ name: `${name}/${relative}`, source: readFileSync(path, 'utf8') });
  }
  return out;
}

export function loadCorpus(): Corpus {
  const agent = collect('agent.hcl');
  const lock = collect(join('.agent', 'agent.lock.hcl'));
  const global = collect('global.hcl');
  const spec = readdirSync(SPEC_EXAMPLES)
    .filter((f) => f.endsWith('.hcl'))
    .sort()
    .map((f) => ({ name: `corpus/${f}`, source: readFileSync(join(SPEC_EXAMPLES, f), 'utf8') }));
  return { agent, lock, global, all: [...agent, ...lock, ...global, ...spec] };
}
