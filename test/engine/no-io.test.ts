// Rules and the engine do no I/O: nothing they import, directly or through other modules,
// reads or writes files, spawns processes or opens sockets.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, IO_MODULES, processReads } from '../support/import-graph.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('modules without I/O', () => {
  it.each(['src/rules/index.ts', 'src/engine/index.ts'])(
    '%s reaches no module that reads files, spawns processes, opens sockets or reads process.env or the working directory',
    (entry) => {
      const graph = importGraph(join(ROOT, entry));
      const offending = [...graph].flatMap(([file, external]) =>
        external.filter((m) => IO_MODULES.includes(m)).map((m) => `${relative(ROOT, file)} imports ${m}`),
      );
      expect(offending).toEqual([]);
      expect(processReads(graph).map((f) => relative(ROOT, f))).toEqual([]);
      expect(graph.size).toBeGreaterThan(50);
    },
  );
});
