// --explain RULE: prints the rule's documentation page, docs/rules/<id>.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { didYouMean } from '../text/did-you-mean.js';
import { allRules } from '../rules/index.js';
import { CliError } from './errors.js';
import type { CliIO } from './io.js';
import { packageRoot } from './package-root.js';

export async function explainRule(id: string, io: CliIO): Promise<number> {
  const rule = allRules.find((r) => r.meta.id === id);
  if (!rule) {
    const hint =
      didYouMean(
        id,
        allRules.map((r) => r.meta.id),
      ) || '; see --list-rules';
    throw new CliError(`--explain: unknown rule "${id}"${hint}`);
  }
  const page = join(packageRoot(), 'docs', 'rules', `${id}.md`);
  let text: string;
  try {
    text = readFileSync(page, 'utf8');
  } catch {
    throw new CliError(`--explain: rule "${id}" has no documentation page (${page} is missing); it is: ${rule.meta.description}`);
  }
  io.stdout.write(text.endsWith('\n') ? text : text + '\n');
  return 0;
}
