// Seeded, deterministic inputs for the differential test: HCL written from the native-syntax grammar (meant to be
// valid, though the oracle has the last word), and mutations of valid files (mostly invalid).
// Same seed and corpus, same inputs: the RNG is a local mulberry32, and nothing reads the clock or Math.random.

/** The grammar inputs of the differential test (the generator's own tests check their coverage). */
export const DIFFERENTIAL_GRAMMAR = { seed: 20261130, count: 1200 } as const;

export interface GeneratedInput {
  /** Stable name that says how the input was made, e.g. `mutant#12 of grammar#3 [delete-char@40]`. */
  name: string;
  source: string;
}

export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}

const IDENTS = ['a', 'b', 'name', 'count', 'for_each', 'x1', 'my-attr', 'with_under', '_lead', 'café', 'λx', 'null', 'true', 'in', 'if', 'for'];
const VARIABLES = ['var', 'local', 'each', 'x', 'data', 'module', 'self', 'count', 'é'];
const BLOCK_TYPES = ['resource', 'variable', 'locals', 'provider', 'dynamic', 'content', 'policy', 'b'];
const FUNCTIONS = ['f', 'length', 'merge', 'lookup', 'format', 'jsonencode', 'try', 'coalesce', 'core::length', 'provider::time::rfc3339_parse'];
const TEXT_CHARS = ['a', 'b', 'Z', ' ', ' ', '-', '.', ':', '/', '0', '9', 'é', '日本', '😀', '{', '}', "'", '#', '//', '/*', '~', '<<'];
const ESCAPES = ['\\n', '\\r', '\\t', '\\"', '\\\\', '\\u00e9', '\\u0041', '\\U0001F600', '$${', '%%{', '$${x}', '%%{if}'];
const BINARY_OPS = ['||', '&&', '==', '!=', '<', '>', '<=', '>=', '+', '-', '*', '/', '%'];

/** Writes HCL from the native-syntax grammar. `depth` bounds expression nesting. */
class HclWriter {
  constructor(private readonly rng: Rng) {}

  file(): string {
    const r = this.rng;
    const lines: string[] = [];
    if (r.chance(0.2)) lines.push(this.comment(true));
    lines.push(...this.bodyItems(0, 1 + r.int(5)));
    if (r.chance(0.2)) lines.push(this.comment(true));
    const text = lines.join('\n');
    return r.chance(0.9) ? text + '\n' : text;
  }

  private bodyItems(level: number, count: number): string[] {
    const r = this.rng;
    const indent = '  '.repeat(level);
    const used = new Set<string>();
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      const roll = r.next();
      if (roll < 0.5) out.push(indent + this.attribute(used, level));
      else if (roll < 0.75 && level < 3) out.push(...this.block(level));
      else if (roll < 0.88) out.push(indent + this.oneLineBlock());
      else if (roll < 0.95) out.push(indent + this.comment(false));
      else out.push('');
    }
    return out;
  }

  private uniqueName(used: Set<string>): string {
    let name = this.rng.pick(IDENTS);
    // A repeated attribute name is a syntax error; keep them rare so most files stay valid.
    while (used.has(name) && this.rng.chance(0.97)) name = `${this.rng.pick(IDENTS)}_${used.size}`;
    used.add(name);
    return name;
  }

  private attribute(used: Set<string>, level: number): string {
    const r = this.rng;
    const eq = r.pick([' = ', '=', '   = ', ' =\t']);
    const trailing = r.chance(0.15) ? ' ' + this.comment(false) : '';
    const value = r.chance(0.12) ? this.heredoc(level) : this.expr(3, false);
    // A heredoc ends its own line; a comment after it would land inside the next item.
    return this.uniqueName(used) + eq + value + (value.startsWith('<<') ? '' : trailing);
  }

  /** Usually the same label count per block type, since hcl2json cannot convert a type used with several counts. */
  private labels(type: string): string {
    const r = this.rng;
    const n = r.chance(0.9) ? BLOCK_TYPES.indexOf(type) % 4 : r.int(4);
    const parts: string[] = [];
    for (let i = 0; i < n; i++) parts.push(r.chance(0.8) ? this.quotedLabel() : r.pick(IDENTS));
    return parts.map((p) => ' ' + p).join('');
  }

  private quotedLabel(): string {
    return '"' + this.rng.pick(['web', 'main', 'a b', 'x.y', 'é', 'e\u0301', '\\u0065\\u0301', 'gate_writes', 'a\\"q', 'tab\\t', '', '__proto__']) + '"';
  }

  private block(level: number): string[] {
    const r = this.rng;
    const indent = '  '.repeat(level);
    const type = r.pick(BLOCK_TYPES);
    const head = indent + type + this.labels(type) + r.pick([' {', '{', '  {']);
    const trailing = r.chance(0.1) ? ' ' + this.comment(false) : '';
    return [head + trailing, ...this.bodyItems(level + 1, r.int(4)), indent + '}'];
  }

  private oneLineBlock(): string {
    const r = this.rng;
    const type = r.pick(BLOCK_TYPES);
    const head = type + this.labels(type) + ' ';
    if (r.chance(0.3)) return head + r.pick(['{}', '{ }']);
    return head + '{ ' + r.pick(IDENTS) + ' = ' + this.expr(2, false) + r.pick([' }', '}'] as const);
  }

  comment(ownLine: boolean): string {
    const r = this.rng;
    const text = r.pick(['', ' note', ' a = 1', ' "quoted"', ' é 😀', ' }', ' ${x}']);
    switch (r.int(3)) {
      case 0:
        return '#' + text;
      case 1:
        return '//' + text;
      default:
        return ownLine && r.chance(0.5) ? '/*' + text + '\n * more\n */' : '/*' + text + ' */';
    }
  }

  /** `multiline` allows newlines (inside brackets and parentheses, where HCL ignores them). */
  expr(depth: number, multiline: boolean): string {
    const r = this.rng;
    if (depth <= 0) return this.atom();
    switch (r.int(12)) {
      case 0:
      case 1:
        return this.atom();
      case 2:
        return this.template(depth - 1);
      case 3:
        return this.traversal(depth - 1);
      case 4:
        return this.call(depth - 1);
      case 5:
        return this.tuple(depth - 1);
      case 6:
        return this.object(depth - 1);
      case 7:
        return this.operators(depth - 1, multiline);
      case 8:
        return `${this.operand(depth - 1)} ? ${this.expr(depth - 1, multiline)} : ${this.expr(depth - 1, multiline)}`;
      case 9:
        return this.forExpr(depth - 1);
      case 10:
        return '(' + this.gap(true) + this.expr(depth - 1, true) + this.gap(true) + ')';
      default:
        return r.pick(['-', '!']) + this.operand(depth - 1);
    }
  }

  /** An operand that binds tighter than any binary operator. */
  private operand(depth: number): string {
    const r = this.rng;
    if (depth <= 0 || r.chance(0.5)) return this.atom();
    return r.pick([
      () => '(' + this.expr(depth - 1, true) + ')',
      () => this.traversal(depth - 1),
      () => this.call(depth - 1),
      () => this.template(depth - 1),
    ])();
  }

  private operators(depth: number, multiline: boolean): string {
    const r = this.rng;
    let text = this.operand(depth);
    const n = 1 + r.int(4);
    for (let i = 0; i < n; i++) {
      const op = r.pick(BINARY_OPS);
      const rhs = r.chance(0.2) ? r.pick(['-', '!']) + this.operand(depth) : this.operand(depth);
      text += (r.chance(0.8) ? ` ${op} ` : op) + (multiline && r.chance(0.1) ? '\n' : '') + rhs;
    }
    return text;
  }

  private atom(): string {
    const r = this.rng;
    switch (r.int(6)) {
      case 0:
        return this.number();
      case 1:
        return r.pick(['true', 'false', 'null']);
      case 2:
      case 3:
        return '"' + this.literalText() + '"';
      default:
        return r.pick(VARIABLES);
    }
  }

  private number(): string {
    const r = this.rng;
    return r.pick([
      () => String(r.int(1000)),
      () => `${r.int(100)}.${r.int(1000)}`,
      () => `${1 + r.int(9)}e${r.int(20)}`,
      () => `${r.int(10)}.${r.int(100)}E-${r.int(10)}`,
      () => `${r.int(10)}e+${r.int(5)}`,
      () => r.pick(['0', '007', '00.50', '1e400', '123456789012345678901234567890', '0.000001', '9007199254740993', '1.E2', '0.e-1']),
    ])();
  }

  /** Literal template text for a quoted string: plain characters, every escape, lone `$`/`%`. */
  private literalText(): string {
    const r = this.rng;
    let s = '';
    const n = r.int(6);
    for (let i = 0; i < n; i++) {
      const roll = r.next();
      if (roll < 0.6) s += r.pick(TEXT_CHARS);
      else if (roll < 0.9) s += r.pick(ESCAPES);
      else s += r.pick(['$a', '%a', '$ ', '% ']);
    }
    return s;
  }

  private template(depth: number): string {
    return '"' + this.templateBody(depth, false) + '"';
  }

  /** The inside of a template. In a heredoc, escapes are not special and newlines are allowed. */
  private templateBody(depth: number, heredoc: boolean): string {
    const r = this.rng;
    let s = '';
    const n = 1 + r.int(4);
    for (let i = 0; i < n; i++) {
      const roll = r.next();
      if (roll < 0.35 || depth <= 0) s += heredoc ? this.heredocText() : this.literalText();
      else if (roll < 0.75) s += '${' + this.strip() + this.pad() + this.expr(depth - 1, true) + this.pad() + this.strip() + '}';
      else if (roll < 0.88) {
        s += `%{${this.strip()} if ${this.operand(depth - 1)} ${this.strip()}}` + this.templateBody(depth - 1, heredoc);
        if (r.chance(0.5)) s += `%{${this.strip()}else${this.strip()}}` + this.templateBody(depth - 1, heredoc);
        s += `%{${this.strip()}endif${this.strip()}}`;
      } else {
        const vars = r.chance(0.4) ? 'k, v' : 'v';
        s += `%{${this.strip()}for ${vars} in ${this.operand(depth - 1)}${this.strip()}}` + this.templateBody(depth - 1, heredoc);
        s += `%{${this.strip()} endfor ${this.strip()}}`;
      }
    }
    return s;
  }

  private strip(): string {
    return this.rng.chance(0.2) ? '~' : '';
  }

  private pad(): string {
    return this.rng.chance(0.3) ? ' ' : '';
  }

  private heredocText(): string {
    const r = this.rng;
    return r.pick(['text', ' spaced ', '\n', '  indented\n', '\tTab', 'é😀', '"quotes" \\n not escaped', '$$${x}', '%%{y}', '$a %b', '\n\n']);
  }

  heredoc(level: number): string {
    const r = this.rng;
    const marker = r.pick(['EOF', 'EOT', 'END_OF_TEXT', 'X']);
    const indented = r.chance(0.5);
    const pad = indented ? '  '.repeat(level + 1 + r.int(2)) : '';
    const body = this.templateBody(2, true)
      .split('\n')
      .map((line) => (line.trim() === marker ? line + '_' : pad + line))
      .join('\n');
    const closeIndent = indented ? '  '.repeat(level + r.int(2)) : r.chance(0.2) ? '  ' : '';
    const closeTrailing = r.pick(['', '', '', ' ', '\t']);
    return `<<${indented ? '-' : ''}${marker}\n${body}\n${closeIndent}${marker}${closeTrailing}`;
  }

  /** A variable, or now and then any other primary (`"s".x`, `[1][0]`, `f(x)[0].y`), followed by traversal steps. */
  private traversal(depth: number): string {
    const r = this.rng;
    let s = r.chance(0.85)
      ? r.pick(VARIABLES)
      : r.pick([() => this.call(depth), () => this.tuple(depth), () => this.object(depth), () => this.template(depth), () => `(${this.expr(depth, true)})`])();
    const n = r.int(4);
    for (let i = 0; i < n; i++) {
      s += r.pick([
        () => '.' + r.pick(IDENTS),
        () => `[${r.int(10)}]`,
        () => `["${r.pick(['k', 'a b', 'é'])}"]`,
        () => '.' + r.int(5),
        () => '.' + r.pick(['1e2', '9E-2', '1e2e3']),
        () => '[*]',
        () => '.*',
        () => `[${this.expr(depth, true)}]`,
      ])();
    }
    return s;
  }

  private call(depth: number): string {
    const r = this.rng;
    const n = r.int(4);
    const args: string[] = [];
    for (let i = 0; i < n; i++) args.push(this.expr(depth, true));
    let inner = args.map((a, i) => (i > 0 ? ',' + this.gap(true) : '') + a).join('');
    if (n > 0 && r.chance(0.2)) inner += '...';
    if (n > 0 && r.chance(0.15)) inner += ',';
    return r.pick(FUNCTIONS) + '(' + this.gap(true) + inner + this.gap(true) + ')';
  }

  /** Whitespace between tokens inside brackets: spaces, newlines, inline comments. */
  private gap(newlinesAllowed: boolean): string {
    const r = this.rng;
    const roll = r.next();
    if (roll < 0.6) return r.pick(['', ' ']);
    if (roll < 0.85 && newlinesAllowed) return r.pick(['\n', '\n  ', ' \n\n ']);
    if (roll < 0.95) return ' /* c */ ';
    return newlinesAllowed ? ' # c\n' : ' ';
  }

  private tuple(depth: number): string {
    const r = this.rng;
    const n = r.int(4);
    const items: string[] = [];
    for (let i = 0; i < n; i++) items.push(r.chance(0.05) ? this.heredoc(0) + '\n' : this.expr(depth, true));
    let inner = items.map((a, i) => (i > 0 ? ',' + this.gap(true) : '') + a).join('');
    if (n > 0 && r.chance(0.3)) inner += ',';
    return '[' + this.gap(true) + inner + this.gap(true) + ']';
  }

  private objectKey(depth: number): string {
    const r = this.rng;
    return r.pick([
      () => r.pick(IDENTS),
      () => '"' + this.literalText() + '"',
      () => this.template(depth),
      () => '(' + this.expr(depth, true) + ')',
      () => r.pick(VARIABLES) + '.' + r.pick(IDENTS),
      () => this.number(),
    ])();
  }

  private object(depth: number): string {
    const r = this.rng;
    const n = r.int(4);
    if (n === 0) return r.pick(['{}', '{ }', '{\n}']);
    const items: string[] = [];
    for (let i = 0; i < n; i++) items.push(this.objectKey(depth) + r.pick([' = ', ' : ', '=', ': ']) + this.expr(depth, false));
    if (r.chance(0.5)) return '{ ' + items.join(r.pick([', ', ','])) + (r.chance(0.3) ? ',' : '') + ' }';
    return '{\n' + items.map((it) => '  ' + it + (r.chance(0.3) ? ',' : '')).join('\n') + '\n}';
  }

  private forExpr(depth: number): string {
    const r = this.rng;
    const vars = r.chance(0.5) ? 'k, v' : 'v';
    const cond = r.chance(0.4) ? ` if ${this.operand(depth)}` : '';
    const coll = this.operand(depth);
    if (r.chance(0.5)) return `[for ${vars} in ${coll}${this.gap(true)}: ${this.expr(depth, true)}${cond}]`;
    const grouping = r.chance(0.3) ? '...' : '';
    return `{for ${vars} in ${coll} : ${this.operand(depth)} => ${this.expr(depth, false)}${grouping}${cond}}`;
  }
}

/** Valid-by-construction HCL files from the grammar writer. */
export function grammarInputs(seed: number, count: number): GeneratedInput[] {
  const rng = new Rng(seed);
  const out: GeneratedInput[] = [];
  for (let i = 0; i < count; i++) out.push({ name: `grammar#${i}`, source: new HclWriter(rng).file() });
  return out;
}

const INSERTS = [
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  '"',
  '=',
  ',',
  '.',
  ':',
  '?',
  '!',
  '$',
  '%',
  '~',
  '<',
  '-',
  '\n',
  '#',
  '/',
  '*',
  '\\',
  '0',
  'a',
  ' ',
  '\t',
  '${',
  '%{',
  '<<EOF\n',
  '\r\n',
  '\r',
  '...',
];

type Mutation = (chars: string[], rng: Rng) => { chars: string[]; label: string };

/** Mutations work on code points, so they never split a surrogate pair (the oracle needs well-formed text). */
const MUTATIONS: Mutation[] = [
  (c, r) => {
    const at = r.int(c.length);
    return { chars: [...c.slice(0, at), ...c.slice(at + 1)], label: `delete-char@${at}` };
  },
  (c, r) => {
    const at = r.int(c.length);
    return { chars: [...c.slice(0, at + 1), ...c.slice(at)], label: `duplicate-char@${at}` };
  },
  (c, r) => {
    const at = r.int(c.length + 1);
    const text = r.pick(INSERTS);
    return { chars: [...c.slice(0, at), ...Array.from(text), ...c.slice(at)], label: `insert@${at}:${JSON.stringify(text)}` };
  },
  (c, r) => {
    const [start, end] = tokenAt(c, r.int(c.length));
    return { chars: [...c.slice(0, start), ...c.slice(end)], label: `delete-token@${start}` };
  },
  (c, r) => {
    const [start, end] = tokenAt(c, r.int(c.length));
    return { chars: [...c.slice(0, end), ...c.slice(start, end), ...c.slice(end)], label: `duplicate-token@${start}` };
  },
  (c, r) => {
    const lines = c.join('').split('\n');
    const i = r.int(Math.max(1, lines.length - 1));
    if (i + 1 < lines.length) [lines[i], lines[i + 1]] = [lines[i + 1], lines[i]];
    return { chars: Array.from(lines.join('\n')), label: `swap-lines@${i + 1}` };
  },
  (c, r) => {
    const lines = c.join('').split('\n');
    const i = r.int(lines.length);
    lines.splice(i, 0, lines[i]);
    return { chars: Array.from(lines.join('\n')), label: `duplicate-line@${i + 1}` };
  },
  (c, r) => {
    const at = r.int(c.length + 1);
    return { chars: c.slice(0, at), label: `truncate@${at}` };
  },
  (c) => ({ chars: Array.from(c.join('').replace(/\r?\n/g, '\r\n')), label: 'crlf' }),
  (c) => ({ chars: ['\uFEFF', ...c], label: 'bom' }),
];

/** The token-ish run around index `at`: a word, a run of spaces, or one other character. */
function tokenAt(c: string[], at: number): [number, number] {
  const kind = (ch: string | undefined): number => (ch === undefined ? -1 : /[\p{L}\p{N}_-]/u.test(ch) ? 0 : /[ \t]/.test(ch) ? 1 : 2);
  const k = kind(c[at]);
  if (k === 2 || k === -1) return [at, Math.min(at + 1, c.length)];
  let start = at;
  let end = at + 1;
  while (start > 0 && kind(c[start - 1]) === k) start--;
  while (end < c.length && kind(c[end]) === k) end++;
  return [start, end];
}

/** `count` mutants of the given valid inputs, each with 1 to 3 mutations. */
export function mutatedInputs(seed: number, count: number, corpus: readonly GeneratedInput[]): GeneratedInput[] {
  const rng = new Rng(seed);
  const out: GeneratedInput[] = [];
  for (let i = 0; i < count; i++) {
    const base = rng.pick(corpus);
    let chars = Array.from(base.source);
    const labels: string[] = [];
    const n = 1 + rng.int(3);
    for (let m = 0; m < n; m++) {
      const result = rng.pick(MUTATIONS)(chars, rng);
      chars = result.chars;
      labels.push(result.label);
    }
    out.push({ name: `mutant#${i} of ${base.name} [${labels.join(', ')}]`, source: chars.join('') });
  }
  return out;
}

/** Byte sequences that are never valid UTF-8: a stray continuation, a cut-off sequence, overlong, surrogate, 0xFF. */
const BAD_UTF8: readonly number[][] = [[0x80], [0xc3], [0xe2, 0x82], [0xf0, 0x9f, 0x98], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff]];

/** `count` copies of valid inputs with an invalid UTF-8 sequence spliced in at a random code-point boundary. */
export function invalidUtf8Inputs(seed: number, count: number, corpus: readonly GeneratedInput[]): { name: string; source: Uint8Array }[] {
  const rng = new Rng(seed);
  const encoder = new TextEncoder();
  const out: { name: string; source: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    const base = rng.pick(corpus);
    const chars = Array.from(base.source);
    const at = rng.int(chars.length + 1);
    const bad = rng.pick(BAD_UTF8);
    const before = encoder.encode(chars.slice(0, at).join(''));
    const after = encoder.encode(chars.slice(at).join(''));
    out.push({
      name: `bad-utf8#${i} of ${base.name} [${bad.map((b) => b.toString(16)).join(' ')} at char ${at}]`,
      source: new Uint8Array([...before, ...bad, ...after]),
    });
  }
  return out;
}
