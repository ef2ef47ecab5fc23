// Rules and the engine do no I/O: nothing they import, directly or through other modules,
// reads or writes files, spawns processes or opens sockets. Walks the source's import graph
// (type-only imports erase at build time and are skipped).
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const IO_MODULES = ['fs', 'fs/promises', 'child_process', 'net', 'dgram', 'http', 'https', 'http2', 'tls', 'worker_threads', 'cluster'];
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module reachable from `entry` by value imports, and the built-in or package modules each imports. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    const external: string[] = [];
    graph.set(file, external);
    for (const pattern of [IMPORT, DYNAMIC]) {
      for (const [, spec] of text.matchAll(pattern)) {
        if (spec.startsWith('.')) pending.push(join(dirname(file), spec.replace(/\.js$/, '.ts')));
        else if (!spec.endsWith('.json')) external.push(spec.replace(/^node:/, ''));
      }
    }
  }
  return graph;
}

describe('modules without I/O', () => {
  it.each(['src/rules/index.ts', 'src/engine/index.ts'])('%s reaches no module that reads files, spawns processes, opens sockets or reads process.env or the working directory', (entry) => {
    const graph = importGraph(join(ROOT, entry));
    const offending = [...graph].flatMap(([file, external]) => external.filter((m) => IO_MODULES.includes(m)).map((m) => `${relative(ROOT, file)} imports ${m}`));
    expect(offending).toEqual([]);
    const code = (file: string) => readFileSync(file, 'utf8').split('\n').filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
    const processReads = [...graph.keys()].filter((file) => code(file).some((line) => /\bprocess\.(env|cwd)\b/.test(line))).map((f) => relative(ROOT, f));
    expect(processReads).toEqual([]);
    expect(graph.size).toBeGreaterThan(50);
  });
});
