// A rename is a certain fix only when it is the one way to read the name. Each rule checks
// that the new name is not set already, but it sees one finding at a time: `verison` and
// `versoin` in one entry were both renamed to `version` in one --fix pass (the kernel keeps the
// last), `providr` and `provder` both became `provider` (a duplicate attribute), `kindd` and
// `knid` in a match both became `kind`. So, over a file's finished findings: a rename fix whose
// new name another rename fix in the same body or object also gives, or that the body or object
// already holds, becomes a suggestion a person chooses.
import type { Change, Diagnostic } from '../diagnostics/diagnostic.js';
import type { Body, Expression } from '../hcl/ast.js';
import { literalKey, walkExpression } from '../hcl/index.js';
import type { Project } from '../models/project.js';

/** Where a renamable name is written: its body or object, and for a block type its labels. */
interface Place {
  scope: number;
  labels?: readonly string[];
}

/** A name's identity within its body or object (a block's type with its labels). */
function identity(name: string, labels: readonly string[] = []): string {
  return JSON.stringify([name, ...labels]);
}

/** Every body and object of the file: each name's place (by the offset its name starts at), and the names each holds. */
function placesOf(root: Body): { places: Map<number, Place>; held: Set<string>[] } {
  const places = new Map<number, Place>();
  const held: Set<string>[] = [];
  const scope = () => held.push(new Set()) - 1;
  const objects = (expr: Expression) =>
    walkExpression(expr, (e) => {
      if (e.type !== 'Object') return;
      const s = scope();
      for (const item of e.items) {
        places.set(item.key.range.start.offset, { scope: s });
        const name = literalKey(item.key);
        if (name !== undefined) held[s].add(identity(name));
      }
    });
  const bodies = (body: Body) => {
    const s = scope();
    for (const attr of body.attributes) {
      places.set(attr.nameRange.start.offset, { scope: s });
      held[s].add(identity(attr.name));
      objects(attr.expr);
    }
    for (const block of body.blocks) {
      const labels = block.labels.map((l) => l.value);
      places.set(block.typeRange.start.offset, { scope: s, labels });
      held[s].add(identity(block.type, labels));
      bodies(block.body);
    }
  };
  bodies(root);
  return { places, held };
}

function asSuggestion(d: Diagnostic, fix: Change): Diagnostic {
  const { fix: _certain, ...rest } = d;
  return { ...rest, suggestions: [fix, ...(d.suggestions ?? [])] };
}

/** `diagnostics` with each rename fix of `file` (parsed as `body`) that is not the one way to read its name made a suggestion; the order is kept. */
function demoteConflictingRenames(diagnostics: Diagnostic[], file: string, body: Body): Diagnostic[] {
  const renames = diagnostics.filter((d) => d.file === file && d.fix?.renames !== undefined);
  if (renames.length === 0) return diagnostics;
  const { places, held } = placesOf(body);
  /** The body or object a rename is in, and the identity of the name it gives there. */
  const target = (d: Diagnostic): { scope: number; name: string } | undefined => {
    const place = places.get(d.fix!.edits[0].range.start.offset);
    return place && { scope: place.scope, name: identity(d.fix!.renames!, place.labels) };
  };
  const givers = new Map<string, number>();
  for (const d of renames) {
    const t = target(d);
    if (t !== undefined) givers.set(`${t.scope} ${t.name}`, (givers.get(`${t.scope} ${t.name}`) ?? 0) + 1);
  }
  return diagnostics.map((d) => {
    if (d.file !== file || d.fix?.renames === undefined) return d;
    const t = target(d);
    if (t === undefined || (givers.get(`${t.scope} ${t.name}`) === 1 && !held[t.scope].has(t.name))) return d;
    return asSuggestion(d, d.fix);
  });
}

/** The project's finished findings, each rename fix that is not the one way to read a name made a suggestion, in each of its files. */
export function certainRenames(project: Project, diagnostics: Diagnostic[]): Diagnostic[] {
  let out = diagnostics;
  for (const loaded of [project.agent, project.lock, project.global])
    if (loaded) out = demoteConflictingRenames(out, loaded.file.path, loaded.file.parse.file.body);
  return out;
}
