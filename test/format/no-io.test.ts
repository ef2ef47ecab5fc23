// Formatters see only finished diagnostics and what they are handed (FormatInput): nothing
// they import, directly or through other modules, reads files, spawns processes, opens sockets,
// reads process.env or the working directory, or is a rule module.
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatNames } from '../../src/format/index.js';
import { importGraph, IO_MODULES, processReads } from '../support/import-graph.js';

const ROOT = join(import.meta.dirname, '..', '..');
const graph = importGraph(join(ROOT, 'src', 'format', 'index.ts'));
const modules = [...graph.keys()].map((f) => relative(ROOT, f).split(sep).join('/'));

describe('formatters', () => {
  it('reach every format module (the dynamically imported ones too)', () => {
    for (const name of formatNames) expect(modules).toContain(`src/format/${name}.ts`);
  });

  it('reach no module that does I/O or reads the environment or the working directory', () => {
    const offending = [...graph].flatMap(([file, external]) =>
      external.filter((m) => IO_MODULES.includes(m)).map((m) => `${relative(ROOT, file)} imports ${m}`),
    );
    expect(offending).toEqual([]);
    expect(processReads(graph).map((f) => relative(ROOT, f))).toEqual([]);
  });

  it('import no rule module: rule metadata comes in the FormatInput', () => {
    expect(modules.filter((m) => m.startsWith('src/rules/'))).toEqual([]);
  });
});
