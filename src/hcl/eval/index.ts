// The expression evaluator: HCL's semantics over cty's values (see evaluate.ts).
export { BigFloat, isNumberText } from './bigfloat.js';
export { convert, ConversionError, stringToBool, unify } from './convert.js';
export { evaluate, DEFAULT_LIMITS, type EvalContext, type EvalDiagnostic, type EvalLimits, type EvalOutcome, type HclFunction } from './evaluate.js';
export { envContext } from './functions.js';
export * from './types.js';
