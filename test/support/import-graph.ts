// The source's import graph, for tests that pin what a layer may reach. Type-only imports
// erase at build time and are skipped.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Built-in modules that read or write files, spawn processes or open sockets. */
export const IO_MODULES = ['fs', 'fs/promises', 'child_process', 'net', 'dgram', 'http', 'https', 'http2', 'tls', 'worker_threads', 'cluster'];

/** Every module reachable from `entry` by value imports, and the built-in or package modules each imports. */
export function importGraph(entry: string): Map<string, string[]> {
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

/** The modules of `graph` whose code (comments aside) reads process.env or the working directory. */
export function processReads(graph: Map<string, string[]>): string[] {
  const code = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
  return [...graph.keys()].filter((file) => code(file).some((line) => /\bprocess\.(env|cwd)\b/.test(line)));
}
