// Every import runs down the layers docs/architecture.md draws: a module imports only modules
// of its own layer or of a lower one. Type-only imports count as well (a model that names a rule
// id's type cannot be type-checked without the rules). src/cli and src/lsp are both front ends
// and never import each other.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

/** Lowest first; a module's layer is the first entry its path starts with. */
const LAYERS: readonly (readonly string[])[] = [
  ['text/', 'array.ts', 'diagnostics/'],
  ['hcl/'],
  ['models/'],
  ['plugin-host/'],
  ['rules/', 'permissions/'],
  ['engine/'],
  ['format/'],
  ['host/'],
  ['cli/', 'lsp/'],
  ['cli.ts'],
];
/** Pairs of one layer that must not import each other. */
const APART = [
  ['cli/', 'lsp/'],
  ['rules/', 'permissions/'],
] as const;

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split(sep).join('/'));
}

function place(file: string): { layer: number; group: string } {
  for (const [layer, groups] of LAYERS.entries()) {
    const group = groups.find((g) => file === g || (g.endsWith('/') && file.startsWith(g)));
    if (group !== undefined) return { layer, group };
  }
  throw new Error(`src/${file} belongs to no layer: add its folder to LAYERS and to docs/architecture.md`);
}

function imports(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return [...text.matchAll(SPECIFIER)]
    .map(([, spec]) =>
      relative(SRC, join(SRC, dirname(file), spec!))
        .split(sep)
        .join('/')
        .replace(/\.js$/, '.ts'),
    )
    .filter((target) => target.endsWith('.ts') && !target.startsWith('../'));
}

/** Every import of `files` (each module's imports as `importsOf` gives them) that runs up a layer or across the front ends. */
function offending(files: readonly string[], importsOf: (file: string) => string[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    const from = place(file);
    for (const target of importsOf(file)) {
      const to = place(target);
      const apart = APART.some(([a, b]) => (from.group === a && to.group === b) || (from.group === b && to.group === a));
      if (to.layer > from.layer || apart) out.push(`src/${file} imports src/${target}`);
    }
  }
  return out;
}

describe('layers', () => {
  const files = sourceFiles();

  it('place every source module', () => {
    expect(files.length).toBeGreaterThan(200);
    for (const file of files) place(file);
  });

  it('no import runs up a layer, and the front ends do not import each other', () => {
    expect(offending(files, imports)).toEqual([]);
  });

  it('the check sees an upward import, a front end importing the other, and reads real imports', () => {
    const fake: Record<string, string[]> = {
      'models/agent/model.ts': ['rules/index.ts', 'hcl/ast.ts'],
      'lsp/server.ts': ['cli/argv.ts', 'host/version.ts'],
    };
    expect(offending(Object.keys(fake), (file) => fake[file] ?? [])).toEqual([
      'src/models/agent/model.ts imports src/rules/index.ts',
      'src/lsp/server.ts imports src/cli/argv.ts',
    ]);
    expect(imports('cli.ts').length).toBeGreaterThan(0);
  });
});
