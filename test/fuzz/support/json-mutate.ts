// Type-preserving mutations of a plugin's capability message: what a real plugin could send
// (protobuf keeps every field's type), but with values and shapes its author never tried.
import { Rng } from '../../differential/generate.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const STRINGS = [
  '',
  ' ',
  'x',
  '*',
  'a.b',
  'a.*',
  '../x',
  '/abs',
  'UNKNOWN_VALUE',
  'TOOL_KIND_UNSPECIFIED',
  'RISK_CLASS_UNSPECIFIED',
  'SCHEMA_TYPE_UNSPECIFIED',
  'ATTR_TYPE_UNSPECIFIED',
  'HOOK_POINT_UNSPECIFIED',
  '0s',
  '-1s',
  '1e9s',
  'null',
  '{',
  '[1,',
  '"',
  'é😀',
  'x'.repeat(2000),
  '\u001b[31m',
  'line\nbreak',
];
const NUMBERS = [0, -1, 1, 0.5, -0.0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER];

/** Every [container, key] in the tree, so a mutation can pick one at random. */
function slots(node: Json, out: [Json[] | Record<string, Json>, string | number][] = []): [Json[] | Record<string, Json>, string | number][] {
  if (Array.isArray(node))
    node.forEach((child, i) => {
      out.push([node, i]);
      slots(child, out);
    });
  else if (node !== null && typeof node === 'object')
    for (const key of Object.keys(node)) {
      out.push([node, key]);
      slots(node[key], out);
    }
  return out;
}

function get(container: Json[] | Record<string, Json>, key: string | number): Json {
  return (container as Record<string | number, Json>)[key];
}

function set(container: Json[] | Record<string, Json>, key: string | number, value: Json): void {
  (container as Record<string | number, Json>)[key] = value;
}

/** Mutates a deep copy of `message` `count` times; the same seed gives the same result. */
export function mutateMessage(message: Json, seed: number, count: number): Json {
  const root = structuredClone(message);
  const rng = new Rng(seed);
  for (let n = 0; n < count; n++) {
    const all = slots(root);
    if (all.length === 0) break;
    const [container, key] = rng.pick(all);
    const value = get(container, key);
    const roll = rng.next();
    if (roll < 0.2 && !Array.isArray(container)) delete (container as Record<string, Json>)[key as string];
    else if (roll < 0.35 && Array.isArray(container)) container.splice(Number(key), 0, structuredClone(value));
    else if (roll < 0.45 && Array.isArray(container)) container.splice(Number(key), 1);
    else if (roll < 0.5 && Array.isArray(value)) value.length = 0;
    else if (typeof value === 'string') set(container, key, rng.chance(0.3) ? value + value : rng.pick(STRINGS));
    else if (typeof value === 'number') set(container, key, rng.pick(NUMBERS));
    else if (typeof value === 'boolean') set(container, key, !value);
    else if (Array.isArray(value) && value.length > 0) for (let i = 0; i < 1 + rng.int(200); i++) value.push(structuredClone(rng.pick(value)));
    else if (value !== null && typeof value === 'object') {
      // Graft another subtree of the same field (or another element of the same list): same message type, other contents.
      const same = typeof key === 'number' ? (container as Json[]) : all.filter(([, k]) => k === key).map(([c, k]) => get(c, k));
      const siblings = same.filter((v) => v !== value && v !== null && typeof v === 'object' && !Array.isArray(v));
      if (siblings.length > 0) set(container, key, structuredClone(rng.pick(siblings)));
    }
  }
  return root;
}
