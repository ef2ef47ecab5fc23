// The one function PluggableHarness defines: env(name) in provider bodies. The linter is
// hermetic, so its value is an unknown string (known to the kernel only when it loads).
import type { EvalContext, HclFunction } from './evaluate.js';
import { STRING } from './types.js';

const ENV: HclFunction = { params: [{ name: 'name', type: STRING }], call: () => ({ kind: 'unknown', type: STRING }) };

/** The provider-body context: the function env and no variables. */
export function envContext(): EvalContext {
  return { variables: null, functions: new Map([['env', ENV]]), parent: null };
}
