// The rule catalogue, docs/rules/README.md, is generated from the registry (allRules in
// src/rules/index.ts): `node scripts/rules-catalogue.mjs` rewrites it. It reads only each rule's
// meta: id, group, severity, optIn, fixable, hasSuggestions and description.
// test/docs/rules-catalogue.test.ts renders it again and fails when the committed file differs.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CATALOGUE_PATH = 'docs/rules/README.md';
export const CATALOGUE_COMMAND = 'node scripts/rules-catalogue.mjs';

/** The groups in catalogue order, each with a heading and what it checks; a group missing here comes after them under its bare name. */
const GROUPS = [
  ['hcl', '1. HCL syntax and structure', 'Any of the three files.'],
  ['agent', '2. agent.hcl', '`agent.hcl` on its own; no plugin needed.'],
  [
    'capabilities',
    "3. agent.hcl against the plugins' capabilities",
    "What `agent.hcl` uses of what its providers' plugins advertise. These need the plugins' answers: they are skipped under `--no-plugins` and for a provider whose plugin is not installed.",
  ],
  ['lock', '4. The lock file', '`.agent/agent.lock.hcl` on its own.'],
  ['global', '5. The global config', '`$XDG_CONFIG_HOME/agent/config.hcl` on its own.'],
  ['cross-file', '6. Across files', '`agent.hcl`, its lock file, the global config and the plugins read together.'],
  [
    'advertised',
    '7. What a plugin advertises',
    "A provider's plugin's tools, config schema and models, which the project cannot fix: each finding has a note naming the plugin by its declared source (`plugin github.com/agentco/provider-ripgrep advertises this; report it to its author, or turn the rule off`); `--rule 'cap-*=off'` turns them all off.",
  ],
  ['plugin', 'Launching a plugin', 'What the plugin host finds when it launches a plugin and asks it what it advertises.'],
  ['env', 'The machine', 'The machine the lint runs on. Opt-in: off until named in the linter config or with `--rule`.'],
  ['linter', 'Suppression comments', "harness-lint's own `harness-lint-ignore` comments."],
];

/** A description as table-cell text: Markdown's active characters escaped. */
const cell = (text) => text.replace(/[\\`*|<>[\]]/g, '\\$&');

function changes(meta) {
  return [meta.fixable ? 'fix' : '', meta.hasSuggestions ? 'suggest' : ''].filter(Boolean).join(', ') || '-';
}

/** The catalogue's Markdown for `rules` (allRules): by group, each group's rules in registry order. */
export function renderCatalogue(rules) {
  const known = GROUPS.map(([group]) => group);
  const groups = [...known, ...new Set(rules.map((r) => r.meta.group).filter((g) => !known.includes(g)))];
  const out = [
    '# Rules',
    '',
    `<!-- Generated from allRules (src/rules/index.ts) by \`${CATALOGUE_COMMAND}\`; do not edit by hand. -->`,
    '',
    `Every rule of harness-lint, ${rules.length} in all, in catalogue order. Each id links to its page (what it`,
    'catches, why, a failing and a passing example), which `harness-lint --explain ID` prints too;',
    '`harness-lint --list-rules` prints this list with the severities a run would use.',
    '',
    "- **Severity** is the default. Change it with `--rule ID=SEVERITY` or the linter config's `rules`",
    '  ([usage](../usage.md#the-linter-config)), naming an id, a group (as below) or a prefix such',
    '  as `cap-*`; `off` turns a rule off. An opt-in rule is off until it is named.',
    '- **Changes**: `fix`, a certain fix, which `--fix` applies; `suggest`, changes the editor offers',
    '  to choose from ([fixes](../fixes.md)).',
    '- A finding is silenced where it is deliberate with a `# harness-lint-ignore: ID -- reason`',
    '  comment ([usage](../usage.md#silencing-a-finding)).',
  ];
  for (const group of groups) {
    const listed = rules.filter((r) => r.meta.group === group);
    if (listed.length === 0) continue;
    const [, heading = group, about] = GROUPS.find(([g]) => g === group) ?? [];
    out.push('', `## ${heading}`, '', `Group \`${group}\`.${about ? ` ${about}` : ''}`, '');
    out.push('| Rule | Severity | Changes | What it catches |', '|---|---|---|---|');
    for (const { meta } of listed) {
      const severity = meta.optIn ? 'off (opt-in)' : meta.severity;
      out.push(`| [\`${meta.id}\`](${meta.id}.md) | ${severity} | ${changes(meta)} | ${cell(meta.description)} |`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** allRules, from the TypeScript sources bundled in memory (as bench/run.mjs loads src/hcl). */
async function loadRules(root) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'src', 'rules', 'index.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  const code = Buffer.from(result.outputFiles[0].contents).toString('base64');
  return (await import(`data:text/javascript;base64,${code}`)).allRules;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  writeFileSync(join(root, CATALOGUE_PATH), renderCatalogue(await loadRules(root)));
  console.log(`wrote ${CATALOGUE_PATH}`);
}
