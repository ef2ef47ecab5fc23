// The HCL native-syntax parser: public API.
//
// Decisions worth knowing:
// - Input bytes must be UTF-8; invalid UTF-8 yields one hcl-syntax diagnostic at the first bad byte and an
//   empty body. A leading BOM is removed and ranges count from after it, matching `file.source`.
// - Ranges: 1-based lines, columns in code points, UTF-8 byte offsets, end exclusive; `\r\n` is one break.
// - Nesting deeper than MAX_NESTING (parser.ts) is one clean "Nesting too deep" diagnostic, never a stack overflow.
// - After an error the parser skips to the end of the broken item (bracket-aware) or the enclosing `}`, so
//   independent problems are all reported; a broken item is left out of the AST.
export type * from './ast.js';
export { parse } from './parse.js';
export { envCallName, envCalls } from './env.js';
export { literalKey, walkExpression, type ExpressionVisitor, type WalkStep } from './walk.js';
export { isIdentifier, quoteString } from './quote.js';
export { applyEdits, composeEdits, editsInRange, type FormatEdit, formatEdits, formatHcl, type LineSpan, realignEdits } from './format.js';
