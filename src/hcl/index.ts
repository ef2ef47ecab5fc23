// The HCL native-syntax parser: public API.
export type * from './ast.js';
export { parse } from './parse.js';
export { evaluateLiteral, type EvalResult, type HclValue } from './value.js';
export { envCallName } from './env.js';
