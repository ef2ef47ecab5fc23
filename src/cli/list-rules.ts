// --list-rules: every rule, one per line, in aligned columns: id, severity, group, description.
import { allRules } from '../rules/index.js';
import type { CliIO } from './io.js';

export async function listRules(io: CliIO): Promise<number> {
  const rows = allRules.map((r) => [r.meta.id, r.meta.severity, r.meta.group, r.meta.optIn ? `${r.meta.description} (opt-in)` : r.meta.description]);
  const widths = [0, 1, 2].map((c) => Math.max(0, ...rows.map((row) => row[c].length)));
  let out = '';
  for (const row of rows) out += row.map((cell, c) => (c < 3 ? cell.padEnd(widths[c]) : cell)).join('  ') + '\n';
  io.stdout.write(out);
  return 0;
}
