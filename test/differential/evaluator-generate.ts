// Generated expressions for the evaluator differential: for each slot kind the kernel decodes
// (number, bool, string, list, map, object) a few thousand single-line expressions built from
// every expression form, mostly well-typed for the kind and some not, from one seed.
import type { OracleInput } from './evaluator-oracle.js';

export const SLOT_KINDS = ['number', 'bool', 'string', 'list', 'map', 'object'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

/** mulberry32: small, seeded, the same on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NUMBERS = [
  '0',
  '1',
  '2',
  '3',
  '7',
  '10',
  '40',
  '-1',
  '0.5',
  '1.5',
  '2.25',
  '0.1',
  '0.2',
  '0.3',
  '1e3',
  '1E-2',
  '2.5e+2',
  '123456789012345678901234567890',
  '0.99999999999999999999',
  '1.9999999999999999999999',
  '9223372036854775807',
  '9223372036854775808',
  '1e400',
  '0.000001',
  '3.14159',
];
const STRINGS = [
  '"a"',
  '"abc"',
  '""',
  '"1"',
  '"0"',
  '"2.5"',
  '"true"',
  '"false"',
  '"True"',
  '"x"',
  '"env"',
  '"dev"',
  '" 1"',
  '"1e2"',
  '"é"',
  '"a\\nb"',
  '"\\u00e9"',
  '"$${x}"',
  '"Inf"',
  '"-0"',
];
const BOOLS = ['true', 'false'];
const KEYS = ['a', 'b', 'env', 'tool_name', '"k"', '"a b"', '1', 'true', 'null', '(1)', '("a")', '("${1}")'];
const BAD = [
  'nope',
  'var.x',
  'local.a.b',
  'upper("a")',
  'env("HOME")',
  'env(1)',
  'env()',
  'env("A", "B")',
  'null',
  '[1][5]',
  '{a=1}.b',
  '{a=1}["b"]',
  '"a".b',
  '1[0]',
];

export function generateInputs(perKind: number, seed = 14): OracleInput[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const chance = (p: number): boolean => rnd() < p;

  const num = (d: number): string => {
    if (d <= 0 || chance(0.3)) return chance(0.05) ? pick(BAD) : chance(0.1) ? pick(STRINGS) : pick(NUMBERS);
    switch (Math.floor(rnd() * 9)) {
      case 0:
        return `${num(d - 1)} ${pick(['+', '-', '*', '/', '%'])} ${num(d - 1)}`;
      case 1:
        return `-${num(d - 1)}`;
      case 2:
        return `(${num(d - 1)})`;
      case 3:
        return `${bool(d - 1)} ? ${num(d - 1)} : ${chance(0.7) ? num(d - 1) : any(d - 1)}`;
      case 4:
        return `[${num(d - 1)}, ${num(d - 1)}][${pick(['0', '1', '2', '-1', '0.5', '"1"', 'true'])}]`;
      case 5:
        return `{ a = ${num(d - 1)} }.${pick(['a', 'b', '0'])}`;
      case 6:
        return `"${'${'}${num(d - 1)}}"`;
      case 7:
        return `length_${pick(['a', 'b'])}`;
      default:
        return `${pick(['"2"', '"0.5"', '"x"', 'true', 'null', '[1]'])} ${pick(['+', '*', '-'])} ${num(d - 1)}`;
    }
  };

  const bool = (d: number): string => {
    if (d <= 0 || chance(0.3))
      return chance(0.05) ? pick(BAD) : chance(0.1) ? pick(['"true"', '"false"', '"1"', '"0"', '"yes"', '"TRUE"', '1', '0']) : pick(BOOLS);
    switch (Math.floor(rnd() * 8)) {
      case 0:
        return `${bool(d - 1)} ${pick(['&&', '||'])} ${chance(0.8) ? bool(d - 1) : pick(BAD.concat(['"x"', '1', '"true"']))}`;
      case 1:
        return `!${bool(d - 1)}`;
      case 2:
        return `${num(d - 1)} ${pick(['<', '>', '<=', '>=', '==', '!='])} ${num(d - 1)}`;
      case 3:
        return `${any(d - 1)} ${pick(['==', '!='])} ${any(d - 1)}`;
      case 4:
        return `${bool(d - 1)} ? ${bool(d - 1)} : ${chance(0.7) ? bool(d - 1) : any(d - 1)}`;
      case 5:
        return `(${bool(d - 1)})`;
      case 6:
        return `[${bool(d - 1)}][0]`;
      default:
        return `"${'${'}${bool(d - 1)}}"`;
    }
  };

  const str = (d: number): string => {
    if (d <= 0 || chance(0.3)) return chance(0.05) ? pick(BAD) : chance(0.1) ? pick(NUMBERS.concat(BOOLS)) : pick(STRINGS);
    switch (Math.floor(rnd() * 9)) {
      case 0:
        return `"${'${'}${any(d - 1)}}-${'${'}${any(d - 1)}}"`;
      case 1:
        return `"x${'${'}${any(d - 1)}}"`;
      case 2:
        return `${bool(d - 1)} ? ${str(d - 1)} : ${chance(0.6) ? str(d - 1) : any(d - 1)}`;
      case 3:
        return `"%{ if ${bool(d - 1)} }yes%{ else }${'${'}${any(d - 1)}}%{ endif }"`;
      case 4:
        return `"%{ for ${pick(['x', 'k, x'])} in ${list(d - 1)} }${'${'}x},%{ endfor }"`;
      case 5:
        return `"${'${'}${str(d - 1)}}"`;
      case 6:
        return `{ a = ${str(d - 1)} }["a"]`;
      case 7:
        return `"%{ if ${bool(d - 1)} }only%{ endif }${'${'}${num(d - 1)}}"`;
      default:
        return `(${str(d - 1)})`;
    }
  };

  const list = (d: number): string => {
    if (d <= 0 || chance(0.2))
      return chance(0.1)
        ? pick(BAD.concat(STRINGS))
        : pick(['[]', '["a"]', '["a", "b"]', '[1, 2]', '["fs.*"]', '[true, "x"]', '[null]', '["env", "env"]', '[[1], [2]]']);
    const elem = (): string => (chance(0.6) ? str(d - 1) : any(d - 1));
    switch (Math.floor(rnd() * 8)) {
      case 0:
        return `[${Array.from({ length: Math.floor(rnd() * 4) }, elem).join(', ')}]`;
      case 1:
        return `[for ${pick(['v', 'i, v'])} in ${list(d - 1)} : ${pick(['v', '"${v}!"', 'i', '"${i}"', 'v == "a"'])}${chance(0.3) ? ` if ${pick(['v != "a"', 'i > 0', 'true', 'v', 'null', '"x"'])}` : ''}]`;
      case 2:
        return `${list(d - 1)}[*]`;
      case 3:
        return `${pick(['[{ a = "x" }, { a = "y" }]', '{ a = "x" }', '[{ a = 1 }, { b = 2 }]', 'null', '"s"', '[]', '[null]'])}${pick(['[*].a', '.*.a', '[*]', '.*'])}`;
      case 4:
        return `${bool(d - 1)} ? ${list(d - 1)} : ${chance(0.6) ? list(d - 1) : any(d - 1)}`;
      case 5:
        return `[for k, v in ${map(d - 1)} : "${'${'}k}=${'${'}v}"]`;
      case 6:
        return `(${list(d - 1)})`;
      default:
        return `[${elem()}, ${elem()}]`;
    }
  };

  const map = (d: number): string => {
    if (d <= 0 || chance(0.2))
      return chance(0.1)
        ? pick(BAD.concat(['[]', '"x"']))
        : pick(['{}', '{ a = "x" }', '{ env = "dev", b = "y" }', '{ "k" = 1 }', '{ a = true }', '{ a = ["x"] }']);
    const item = (): string => `${pick(KEYS)} = ${chance(0.7) ? str(d - 1) : any(d - 1)}`;
    switch (Math.floor(rnd() * 7)) {
      case 0:
        return `{ ${Array.from({ length: Math.floor(rnd() * 4) }, item).join(', ')} }`;
      case 1:
        return `{ for ${pick(['k', 'i, k'])} in ${list(d - 1)} : ${pick(['k', '"${k}"', 'i', 'k == "a"', 'null'])} => ${pick(['"dev"', 'k', 'i', 'true'])}${chance(0.5) ? '...' : ''}${chance(0.3) ? ` if ${pick(['k != "a"', 'true', 'null', '1'])}` : ''} }`;
      case 2:
        return `{ for k, v in ${map(d - 1)} : ${pick(['k', 'v', '"${k}x"'])} => ${pick(['v', 'k', '"${v}"'])}${chance(0.3) ? '...' : ''} }`;
      case 3:
        return `${bool(d - 1)} ? ${map(d - 1)} : ${chance(0.6) ? map(d - 1) : any(d - 1)}`;
      case 4:
        return `{ (${str(d - 1)}) = ${str(d - 1)} }`;
      case 5:
        return `{ a = ${str(d - 1)}, a = ${str(d - 1)} }`;
      default:
        return `{ for k in [1, 2] : k => "dev" }`;
    }
  };

  const obj = (d: number): string => {
    if (d <= 0 || chance(0.2)) return map(0);
    switch (Math.floor(rnd() * 5)) {
      case 0:
        return `{ source = ${str(d - 1)}, version = ${str(d - 1)} }`;
      case 1:
        return `{ a = ${any(d - 1)}, b = ${any(d - 1)} }`;
      case 2:
        return `${bool(d - 1)} ? ${obj(d - 1)} : ${obj(d - 1)}`;
      case 3:
        return `{ nested = ${obj(d - 1)} }${chance(0.5) ? '.nested' : ''}`;
      default:
        return `{ ${pick(KEYS)} = ${list(d - 1)} }`;
    }
  };

  const any = (d: number): string => pick([num, bool, str, list, map, obj])(d);
  const makers: Record<SlotKind, (d: number) => string> = { number: num, bool, string: str, list, map, object: obj };

  const out: OracleInput[] = [];
  for (const kind of SLOT_KINDS) {
    const seen = new Set<string>();
    while (seen.size < perKind) {
      const src = makers[kind](1 + Math.floor(rnd() * 4));
      if (src.length > 400 || seen.has(src)) continue;
      seen.add(src);
      out.push({ src, ctx: chance(0.15) ? 'env' : 'nil', kind });
    }
  }
  return out;
}
