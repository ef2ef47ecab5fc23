#!/usr/bin/env node
// Makes the formatter's goldens with HashiCorp's own hclwrite.Format: builds hclfmt.go offline
// from Debian's packages (build.mjs), formats every input of the corpus with it and writes what
// it printed into test/fixtures/fmt/. A dev script: npm test only reads its output, and needs no Go.
//
//   apt-get install golang-go golang-github-hashicorp-hcl-v2-dev
//   node scripts/fmt-goldens/generate.mjs
//
// The corpus (test/fixtures/fmt/README.md says where each part comes from and under which licence):
// - inputs/hclwrite, inputs/rules, inputs/spec: committed by hand (hclwrite's own format test
//   table, one file per rule of docs/fmt.md, the spec's examples that the fuzz corpus lacks);
// - inputs/project: copies of the project's HCL (examples, conformance cases, fuzz corpus, HCL
//   fixtures, CLI fixtures), made again here so that goldens never go stale when those change;
// - inputs/generated: seeded grammar-written HCL and mutations of the above (test/differential/generate.ts);
// - the real-world files of test/fixtures/hcl/realworld, read where they are (a fixed snapshot).
// manifest.json lists every input with its golden: `same` (formatting leaves it as it is; nothing
// written), `expected` (expected/<name without inputs/>) or `expected.gz` (the same, gzipped:
// goldens over 64 KiB, so that the 1.8 MB real-world file stays small).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildHclfmt, hclVersion } from './build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const FIXTURES = join(root, 'test', 'fixtures', 'fmt');
const INPUTS = join(FIXTURES, 'inputs');
const EXPECTED = join(FIXTURES, 'expected');
const REALWORLD = join(root, 'test', 'fixtures', 'hcl', 'realworld');
/** The project's HCL copied into inputs/project (path relative to the root). */
const PROJECT_SOURCES = [
  'examples',
  'test/conformance/cases',
  'test/fuzz/corpus',
  'test/fixtures/hcl/specsuite',
  'test/fixtures/hcl/generated',
  'test/cli/fixtures',
];
/** Text where the formatter keeps what hclwrite.Format changes, roughly (more is left out than must be). */
const WOULD_JOIN = /^\uFEFF\uFEFF|!\s+=|\.\s+\.|[$%]\{\s+~|~\s+\}|\d\s*\.\s*[\deE]/;
const GZIP_OVER = 64 * 1024;
const GENERATED = { seed: 20261205, grammar: 200, mutants: 200, invalid: 100 };

const work = mkdtempSync(join(tmpdir(), 'fmt-goldens-'));
try {
  const built = buildHclfmt(work);
  if ('missing' in built) {
    console.error(`fmt-goldens: cannot build hclfmt: ${built.missing}`);
    process.exit(1);
  }
  const version = hclVersion();
  console.log(`hclwrite from ${version} (Debian)`);

  rmSync(join(INPUTS, 'project'), { recursive: true, force: true });
  rmSync(join(INPUTS, 'generated'), { recursive: true, force: true });
  rmSync(EXPECTED, { recursive: true, force: true });
  for (const source of PROJECT_SOURCES) {
    for (const file of hclFiles(join(root, source))) copy(file, join(INPUTS, 'project', relative(root, file)));
  }
  await writeGenerated(hclFiles(join(INPUTS, 'project')).map((f) => readFileSync(f, 'utf8')));

  const inputs = [...hclFiles(INPUTS), ...hclFiles(REALWORLD)];
  const out = join(work, 'out');
  mkdirSync(out);
  const outputOf = (i) => join(out, String(i));
  const list = inputs.map((input, i) => `${input}\t${outputOf(i)}\n`).join('');
  const run = spawnSync(built.binary, ['-ns', '-batch'], { input: list, stdio: ['pipe', 'inherit', 'inherit'] });
  if (run.status !== 0) throw new Error(`hclfmt exited ${run.status ?? run.signal}`);

  const files = {};
  let changed = 0;
  inputs.forEach((input, i) => {
    const name = corpusName(input);
    const formatted = readFileSync(outputOf(i));
    if (Buffer.compare(formatted, readFileSync(input)) === 0) {
      files[name] = 'same';
      return;
    }
    changed++;
    const big = formatted.length > GZIP_OVER;
    const expected = join(EXPECTED, name.replace(/^inputs\//, '') + (big ? '.gz' : ''));
    mkdirSync(dirname(expected), { recursive: true });
    writeFileSync(expected, big ? gzipSync(formatted, { level: 9 }) : formatted);
    files[name] = big ? 'expected.gz' : 'expected';
  });
  // One input a line, so that a regeneration's diff shows what changed.
  const lines = Object.entries(files).map(([name, golden]) => `  ${JSON.stringify(name)}: ${JSON.stringify(golden)}`);
  writeFileSync(join(FIXTURES, 'manifest.json'), `{\n "hcl": ${JSON.stringify(version)},\n "files": {\n${lines.join(',\n')}\n }\n}\n`);
  console.log(`${inputs.length} inputs, ${changed} changed by formatting, ${inputs.length - changed} already canonical`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** An input's name in manifest.json: `inputs/…` under test/fixtures/fmt, or `realworld/…` for test/fixtures/hcl/realworld. */
function corpusName(path) {
  return path.startsWith(INPUTS) ? relative(FIXTURES, path) : join('realworld', relative(REALWORLD, path));
}

function hclFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...hclFiles(path));
    else if (name.endsWith('.hcl') || name.endsWith('.tf')) found.push(path);
  }
  return found;
}

function copy(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  cpSync(from, to);
}

/**
 * Seeded inputs: grammar-written files that parse, mutants of the project's files that still
 * parse, and mutants that do not, leaving out those where HashiCorp's scanner and ours recover
 * differently from the error (docs/fmt.md "Differences"): a string or comment left open, a lone
 * carriage return, a `::` (kept together, as hcl >= 2.20 does), a template left open at the end;
 * and those where the formatter keeps a space that hclwrite removes, since the tokens on either
 * side would then read as others (`! =`, `. .`, `${ ~`, `~ }`, `1 .5`), or keeps a second BOM.
 */
async function writeGenerated(projectSources) {
  const entry = join(work, 'generated.mjs');
  const contents = `export { grammarInputs, mutatedInputs } from './test/differential/generate.ts';
export { parse } from './src/hcl/index.ts';
export { lex } from './src/hcl/lexer.ts';`;
  await build({ stdin: { contents, resolveDir: root, loader: 'ts' }, outfile: entry, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning' });
  const { grammarInputs, mutatedInputs, parse, lex } = await import(pathToFileURL(entry).href);
  // hclfmt -ns keeps only a `::` between two names together (hclfmt.go).
  const looseDoubleColon = /(?<![\w-])::|::(?![A-Za-z_])/;
  const parses = (source) => parse(source).diagnostics.length === 0 && !looseDoubleColon.test(source);
  const divergent = (source) => {
    const { tokens } = lex(source.replace(/^\uFEFF/, ''));
    const types = tokens.type.subarray(0, tokens.count);
    // Token kinds of src/hcl/tokens.ts: DoubleColon 14, QuoteUnterminated 24, UnterminatedComment 33.
    return types.includes(14) || types.includes(24) || types.includes(33) || /\r(?!\n)|[$%]$/.test(source) || WOULD_JOIN.test(source);
  };
  const grammar = grammarInputs(GENERATED.seed, GENERATED.grammar * 2).filter((g) => parses(g.source));
  const bases = [...grammar, ...projectSources.map((source, i) => ({ name: `project#${i}`, source }))];
  const take = (count, seed, keep) => {
    const kept = [];
    for (let round = 0; kept.length < count && round < 50; round++) {
      for (const m of mutatedInputs(seed + round, count, bases)) if (kept.length < count && keep(m.source)) kept.push(m.source);
    }
    return kept;
  };
  const write = (name, sources) => sources.forEach((source, i) => copyText(join(INPUTS, 'generated', `${name}-${String(i).padStart(3, '0')}.hcl`), source));
  write(
    'grammar',
    grammar.slice(0, GENERATED.grammar).map((g) => g.source),
  );
  write('mutant', take(GENERATED.mutants, GENERATED.seed + 1000, parses));
  write(
    'invalid',
    take(GENERATED.invalid, GENERATED.seed + 2000, (s) => !parses(s) && !divergent(s)),
  );
}

function copyText(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
