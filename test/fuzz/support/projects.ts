// Random projects for the pipeline and CLI fuzzers: agent.hcl, and maybe a lock file and a
// global config, each either a mutation of a real file of that kind, HCL written from the
// configuration's own vocabulary, or noise.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { mutatedInputs, type GeneratedInput } from '../../differential/generate.js';
import type { Corpus } from './corpus.js';

export type ProjectFiles = Record<string, string | Uint8Array>;

export const AGENT = 'agent.hcl';
export const LOCK = '.agent/agent.lock.hcl';
export const GLOBAL = 'global.hcl';

const BLOCKS = [
  'required_providers',
  'provider',
  'policy',
  'agent_profile',
  'hook',
  'settings',
  'model',
  'primary',
  'fallback',
  'retry',
  'observability',
  'event_bus',
  'session',
  'match',
  'dev_overrides',
  'registry_mirror',
  'mirror',
  'checksums',
  'tools',
  'zz',
];
const NAMES = [
  'source',
  'version',
  'api_key',
  'auth',
  'prefix',
  'url',
  'default',
  'match',
  'action',
  'tool',
  'tools',
  'tool_name',
  'risk',
  'kind',
  'provider',
  'slash_commands',
  'max_turns',
  'max_depth',
  'max_cost_usd',
  'id',
  'mode',
  'point',
  'default_frontend',
  'log_level',
  'sampling_ratio',
  'token_budget',
  'lock_file_version',
  'resolved_at',
  'checksums',
  'linux_amd64',
  'anthropic',
  'files',
  'zz',
];
const LABELS = ['"anthropic"', '"files"', '"a"', '"plan-ready"', '"gate_writes"', '""', '"../x"', '"\\u001b[31m"', 'bare'];
const SCALARS = [
  '"s"',
  '""',
  '"github.com/agentco/provider-anthropic"',
  '"~> 1.2.3"',
  '">= 1.0, < 2.0"',
  '"1.2.4"',
  '"sha256:1a2b"',
  '"ask"',
  '"deny"',
  '"allow"',
  '"*"',
  '"fs.*"',
  '"/help"',
  '0',
  '-1',
  '1.5',
  '1e309',
  '9007199254740993',
  'true',
  'null',
  'env("X")',
  'env("")',
  'env(1)',
  'f(1)',
  'local.x',
  '"${env("A")}"',
  '"x" + 1',
  '1 / 0',
  '"\\u202e"',
  '<<EOF\nheredoc\nEOF\n',
];

const key = fc.constantFrom(...NAMES, '"quoted key"', '"linux_amd64"');
const expr: fc.Arbitrary<string> = fc.letrec((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...SCALARS),
    fc.array(tie('e'), { maxLength: 3 }).map((xs) => `[${xs.join(', ')}]`),
    fc.array(fc.tuple(key, tie('e')), { maxLength: 3 }).map((kv) => `{\n${kv.map(([k, v]) => `${k} = ${v}`).join('\n')}\n}`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `true ? ${a} : ${b}`),
  ),
})).e;
const attribute = fc.tuple(fc.constantFrom(...NAMES), expr).map(([n, v]) => `${n} = ${v}`);
const block: fc.Arbitrary<string> = fc.letrec((tie) => ({
  b: fc
    .tuple(
      fc.constantFrom(...BLOCKS),
      fc.array(fc.constantFrom(...LABELS), { maxLength: 2 }),
      fc.array(fc.oneof({ depthSize: 'small' }, attribute, tie('b')), { maxLength: 5 }),
    )
    .map(([t, labels, items]) => `${t} ${labels.join(' ')} {\n${items.join('\n')}\n}`),
})).b;
/** HCL in the configuration's vocabulary: mostly well-formed, often semantically wrong. */
export const vocabularyHcl = fc.array(fc.oneof(block, attribute), { maxLength: 8 }).map((items) => items.join('\n') + '\n');

function mutantOf(inputs: readonly GeneratedInput[]): fc.Arbitrary<string> {
  return fc.tuple(fc.integer(), fc.constantFrom(...inputs)).map(([seed, base]) => mutatedInputs(seed, 1, [base])[0].source);
}

function fileOf(inputs: readonly GeneratedInput[]): fc.Arbitrary<string | Uint8Array> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...inputs.map((i) => i.source)), weight: 1 },
    { arbitrary: mutantOf(inputs), weight: 5 },
    { arbitrary: vocabularyHcl, weight: 3 },
    { arbitrary: fc.uint8Array({ maxLength: 300 }), weight: 1 },
  );
}

export function projectArbitrary(corpus: Corpus): fc.Arbitrary<ProjectFiles> {
  return fc
    .record({ agent: fileOf(corpus.agent), lock: fc.option(fileOf(corpus.lock)), global: fc.option(fileOf(corpus.global)) })
    .map(({ agent, lock, global }) => {
      const files: ProjectFiles = { [AGENT]: agent };
      if (lock !== null) files[LOCK] = lock;
      if (global !== null) files[GLOBAL] = global;
      return files;
    });
}

/** `--lock-file` and `--global-config` for the optional files the project has (a file named on the command line must exist). */
export function fileArgs(files: ProjectFiles): string[] {
  return [...(LOCK in files ? ['--lock-file', LOCK] : []), ...(GLOBAL in files ? ['--global-config', GLOBAL] : [])];
}

/** Writes the project into `dir`, removing the optional files it does not have. */
export function writeProject(dir: string, files: ProjectFiles): void {
  for (const name of [AGENT, LOCK, GLOBAL]) rmSync(join(dir, name), { force: true });
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), data);
  }
}
