// --list-rules: every rule with the severity it has for this run (the linter config found for
// the file, or --config, then --rule), one per line in aligned columns (id, severity, group,
// what it offers to change, description), or as JSON with -f json. Opt-in rules say so, and are
// "off" until named. Whether a rule fixes or suggests comes from its meta, which the RuleTester
// holds to what its cases attach.
import { maxOf } from '../array.js';
import { effectiveSeverity } from '../engine/severity.js';
import type { RuleSettings } from '../engine/severity.js';
import { allRules } from '../rules/index.js';
import { CliError } from './errors.js';
import type { CliIO } from './io.js';
import type { FormatSpec } from './option-values.js';

function listFormat(specs: readonly FormatSpec[] | undefined): 'text' | 'json' {
  if (!specs || specs.length === 0) return 'text';
  const [spec] = specs;
  if (specs.length > 1 || spec.path !== undefined || (spec.name !== 'json' && spec.name !== 'stylish')) {
    throw new CliError('--list-rules prints a table (default) or --format json to standard output');
  }
  return spec.name === 'json' ? 'json' : 'text';
}

/** The table's column of what a rule offers: a certain fix (what --fix applies), suggestions, both, or neither. */
function changes(r: { fixable: boolean; hasSuggestions: boolean }): string {
  return [r.fixable ? 'fix' : '', r.hasSuggestions ? 'suggest' : ''].filter(Boolean).join('+') || '-';
}

export function listRules(io: CliIO, rules: RuleSettings, formats: readonly FormatSpec[] | undefined): number {
  const format = listFormat(formats);
  const listed = allRules.map(({ meta }) => ({
    id: meta.id,
    severity: effectiveSeverity(meta, rules),
    defaultSeverity: meta.optIn ? 'off' : meta.severity,
    group: meta.group,
    optIn: meta.optIn === true,
    fixable: meta.fixable === true,
    hasSuggestions: meta.hasSuggestions === true,
    description: meta.description,
  }));
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify({ version: 1, rules: listed }, null, 2)}\n`);
    return 0;
  }
  const rows = listed.map((r) => {
    const notes = [r.optIn ? 'opt-in' : '', r.severity !== r.defaultSeverity ? `default: ${r.defaultSeverity}` : ''].filter(Boolean);
    return [r.id, r.severity, r.group, changes(r), notes.length > 0 ? `${r.description} (${notes.join('; ')})` : r.description];
  });
  const widths = [0, 1, 2, 3].map((c) => maxOf(rows, (row) => row[c].length));
  let out = '';
  for (const row of rows) out += row.map((cell, c) => (c < 4 ? cell.padEnd(widths[c]) : cell)).join('  ') + '\n';
  io.stdout.write(out);
  return 0;
}
