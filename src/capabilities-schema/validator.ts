// Compiles JSON Schemas with ajv once per distinct schema. ajv is loaded on first use only:
// runs without plugin capabilities never pay for it.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Ajv as AjvInstance, ErrorObject, ValidateFunction } from 'ajv';
import type { JsonSchema } from './json-schema.js';

type AjvConstructor = new (options: Record<string, unknown>) => AjvInstance;

let ajv: AjvInstance | null = null;
const compiled = new Map<string, ValidateFunction>();

function instance(): AjvInstance {
  if (!ajv) {
    const load = createRequire(import.meta.url);
    const Ajv = (load('ajv') as { Ajv: AjvConstructor }).Ajv;
    ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
  }
  return ajv;
}

export function validatorFor(schema: JsonSchema): ValidateFunction {
  const key = createHash('sha256').update(JSON.stringify(schema)).digest('hex');
  let fn = compiled.get(key);
  if (!fn) {
    fn = instance().compile(schema);
    compiled.set(key, fn);
  }
  return fn;
}

/** Every ajv error for `data` (empty when it conforms). */
export function validate(schema: JsonSchema, data: unknown): ErrorObject[] {
  const fn = validatorFor(schema);
  return fn(data) ? [] : [...(fn.errors ?? [])];
}
