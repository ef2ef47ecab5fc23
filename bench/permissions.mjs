// Row (h) of bench/run.mjs, also runnable alone (`npm run build && node bench/permissions.mjs`):
// `harness-lint permissions`' computation for 10,000 advertised tools x 10,000 policies
// (bench/generate.mjs: every specificity, no conflicts, ten profiles), in process, against a bare
// `node -e 0`, the two alternated run by run; target <= 0.5x. The policies are indexed by the
// fields they specify: a scan of every pair would be 10^8 matches.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { generatePermissions } from './generate.mjs';
import { nodeBare } from './node-start.mjs';
import { median } from './parser-timing.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The parser, the decoders and src/permissions, bundled on their own as the CLI bundles them. */
async function loadPermissions(work) {
  const outfile = join(work, 'permissions.mjs');
  await build({
    stdin: {
      contents: [
        "export { parse } from './src/hcl/index.ts';",
        "export { decodeAgentConfig } from './src/models/agent/decode.ts';",
        "export { decodeAdvertised } from './src/models/advertised/decode.ts';",
        "export { computePermissions } from './src/permissions/index.ts';",
        "export { policyOutcomes } from './src/models/permissions/policy-outcomes.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/**
 * `nodeBare()` times one `node -e 0` in ms; `runs` alternations after a warm-up. The row, and a
 * note with the sizes and what the computation found (so a run that decides nothing cannot pass).
 */
export async function comparePermissions(work, nodeBare, runs) {
  const { parse, decodeAgentConfig, decodeAdvertised, computePermissions, policyOutcomes } = await loadPermissions(work);
  const size = { tools: 10_000, policies: 10_000 };
  const { agent, answers } = generatePermissions(size);
  const model = decodeAgentConfig(parse(agent).file).model;
  const capabilities = new Map(Object.entries(answers).map(([name, categories]) => [name, decodeAdvertised({ name, categories })]));
  const compute = () => {
    const t0 = performance.now();
    const result = computePermissions(model, capabilities);
    return { ms: performance.now() - t0, result };
  };
  const { result } = compute();
  if (result.tools.length !== size.tools || model.policies.length !== size.policies)
    throw new Error('permissions bench: the generated project is not 10,000 x 10,000');
  for (let i = 0; i < 5; i++) compute();
  nodeBare();
  const ours = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    ours.push(compute().ms);
    bare.push(nodeBare());
  }
  const [time, node] = [median(ours), median(bare)];
  // What the rules of the effective permissions and the editor's lenses add: what each policy decides (not in the row's target).
  const outcomeTimes = [];
  let outcomes;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    outcomes = policyOutcomes(result, model.policies);
    outcomeTimes.push(performance.now() - t0);
  }
  const shadowed = [...outcomes.values()].filter((o) => o.matches.length > 0 && o.decides.length === 0).length;
  const decided = result.tools.filter((t) => t.policy !== null).length;
  return {
    row: {
      label: '(h) permissions: 10,000 tools x 10,000 policies in process vs node -e 0',
      ours: `${time.toFixed(2)} ms`,
      baseline: `${node.toFixed(2)} ms`,
      ratio: `${(time / node).toFixed(2)}x`,
      target: '<= 0.5x',
      pass: time / node <= 0.5,
    },
    note: `(h) ${result.tools.length} tools of ${capabilities.size} providers, ${model.policies.length} policies in ${result.index.masks.length} specificity tuples, ${result.profiles.length} profiles; ${decided} tools decided by a policy; what each policy decides (policyOutcomes, for the rules and the editor) ${median(outcomeTimes).toFixed(2)} ms more, ${shadowed} policies deciding none of the tools they match`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const work = mkdtempSync(join(tmpdir(), 'harness-lint-bench-perms-'));
  try {
    const { row, note } = await comparePermissions(work, nodeBare, 21);
    console.log(`${row.label}: ${row.ours} vs ${row.baseline} = ${row.ratio} (target ${row.target}) ${row.pass ? 'PASS' : 'FAIL'}\n${note}`);
    process.exitCode = row.pass ? 0 : 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
