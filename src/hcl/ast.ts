// The HCL native-syntax AST. Knows nothing of agent.hcl. Every node carries its exact range.
import type { Range, SourceDiagnostic } from '../diagnostics/diagnostic.js';
import type { ParserRuleId } from './parser.js';

export type { Pos, Range } from '../diagnostics/diagnostic.js';

export interface Comment {
  /** Full comment text including its markers (`#`, `//`, `/* ... *\/`), without the trailing newline. */
  text: string;
  style: '#' | '//' | '/*';
  range: Range;
}

export interface HclFile {
  body: Body;
  comments: Comment[];
  /** The source the ranges refer to (BOM removed; CRLF kept as written). */
  source: string;
}

export interface ParseResult {
  file: HclFile;
  /** The parser's findings (PARSER_RULE_IDS). Empty for a clean parse. */
  diagnostics: SourceDiagnostic<ParserRuleId>[];
}

export interface Body {
  /** Attributes and blocks in source order. */
  items: BodyItem[];
  attributes: Attribute[];
  blocks: Block[];
  /** For a block body: from `{` to after `}`. For a file: the whole file. */
  range: Range;
}

export type BodyItem = Attribute | Block;

export interface Attribute {
  kind: 'attribute';
  name: string;
  nameRange: Range;
  expr: Expression;
  /** From the name to the end of the expression. */
  range: Range;
}

export interface BlockLabel {
  value: string;
  /** Whether written as a quoted string (`"x"`) rather than a bare identifier. */
  quoted: boolean;
  range: Range;
}

export interface Block {
  kind: 'block';
  type: string;
  typeRange: Range;
  labels: BlockLabel[];
  body: Body;
  openBraceRange: Range;
  closeBraceRange: Range;
  /** From the type keyword to after the closing brace. */
  range: Range;
}

export type Expression =
  | LiteralExpr
  | TemplateExpr
  | TemplateWrapExpr
  | VariableExpr
  | GetAttrExpr
  | IndexExpr
  | SplatExpr
  | FunctionCallExpr
  | TupleExpr
  | ObjectExpr
  | UnaryExpr
  | BinaryExpr
  | ConditionalExpr
  | ForExpr
  | ParenExpr
  | SplatItemExpr;

interface ExprBase {
  range: Range;
}

/** `null`, `true`, `false` and numbers. Strings are TemplateExpr with one literal part. */
export interface LiteralExpr extends ExprBase {
  type: 'Literal';
  value: null | boolean | number;
  /** Source text of a number literal, for exact reporting. */
  raw?: string;
}

export type TemplatePart = TemplateLiteralPart | TemplateInterpolationPart | TemplateIfPart | TemplateForPart;

export interface TemplateLiteralPart {
  type: 'TemplateLiteral';
  /** Value with escapes decoded (and heredoc `<<-` indentation removed). */
  value: string;
  range: Range;
}

export interface TemplateInterpolationPart {
  type: 'TemplateInterpolation';
  expr: Expression;
  stripLeft: boolean;
  stripRight: boolean;
  range: Range;
}

export interface TemplateIfPart {
  type: 'TemplateIf';
  condition: Expression;
  then: TemplatePart[];
  else?: TemplatePart[];
  range: Range;
}

export interface TemplateForPart {
  type: 'TemplateFor';
  keyVar?: string;
  valueVar: string;
  collection: Expression;
  body: TemplatePart[];
  range: Range;
}

/** A quoted string `"..."` or a heredoc. */
export interface TemplateExpr extends ExprBase {
  type: 'Template';
  parts: TemplatePart[];
  heredoc?: { marker: string; indented: boolean };
}

/** A template that is exactly one interpolation (`"${x}"`): its value is the inner value, unconverted. */
export interface TemplateWrapExpr extends ExprBase {
  type: 'TemplateWrap';
  template: TemplateExpr;
  expr: Expression;
}

export interface VariableExpr extends ExprBase {
  type: 'Variable';
  name: string;
}

/** `.name`, and the legacy index form `.0` (then `legacyIndex` is set). */
export interface GetAttrExpr extends ExprBase {
  type: 'GetAttr';
  object: Expression;
  name: string;
  nameRange: Range;
  legacyIndex?: number;
}

export interface IndexExpr extends ExprBase {
  type: 'Index';
  collection: Expression;
  key: Expression;
}

/** `.*` (attribute-only) or `[*]` (full). `each` is the traversal applied to every element, rooted at SplatItem. */
export interface SplatExpr extends ExprBase {
  type: 'Splat';
  source: Expression;
  full: boolean;
  each: Expression | null;
}

export interface FunctionCallExpr extends ExprBase {
  type: 'FunctionCall';
  name: string;
  nameRange: Range;
  args: Expression[];
  /** A trailing `...` on the last argument. */
  expandFinal: boolean;
  openParenRange: Range;
  closeParenRange: Range;
}

export interface TupleExpr extends ExprBase {
  type: 'Tuple';
  elements: Expression[];
}

export interface ObjectItem {
  /** A bare identifier key is a TemplateExpr-free `ObjectKeyIdent`; anything else is an expression. */
  key: Expression | ObjectKeyIdent;
  value: Expression;
  separator: '=' | ':';
  range: Range;
}

/** A bare identifier used as an object key (`{ name = 1 }`): the literal string "name". */
export interface ObjectKeyIdent {
  type: 'ObjectKeyIdent';
  name: string;
  range: Range;
}

export interface ObjectExpr extends ExprBase {
  type: 'Object';
  items: ObjectItem[];
}

export interface UnaryExpr extends ExprBase {
  type: 'Unary';
  op: '-' | '!';
  operand: Expression;
}

export type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '>' | '<=' | '>=' | '+' | '-' | '*' | '/' | '%';

export interface BinaryExpr extends ExprBase {
  type: 'Binary';
  op: BinaryOp;
  left: Expression;
  right: Expression;
}

export interface ConditionalExpr extends ExprBase {
  type: 'Conditional';
  condition: Expression;
  trueExpr: Expression;
  falseExpr: Expression;
}

export interface ForExpr extends ExprBase {
  type: 'For';
  /** `{ for ... }` produces an object, `[ for ... ]` a tuple. */
  isObject: boolean;
  keyVar?: string;
  valueVar: string;
  collection: Expression;
  /** Object-for only: the key expression before `=>`. */
  keyExpr?: Expression;
  valueExpr: Expression;
  condition?: Expression;
  /** Object-for only: `...` after the value. */
  grouping: boolean;
}

export interface ParenExpr extends ExprBase {
  type: 'Paren';
  expr: Expression;
}

/** The current element inside a splat's per-element traversal (`each`). */
export interface SplatItemExpr extends ExprBase {
  type: 'SplatItem';
}
