// Compiles JSON Schemas with ajv once per distinct schema. ajv is loaded on first use only, so
// runs without plugin capabilities never pay for it. Callers on an async path may call
// preloadValidator() first: in the bundled CLI that loads ajv as one chunk, several times
// faster than the synchronous fallback, which requires it file by file from node_modules.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Ajv as AjvInstance, ErrorObject, ValidateFunction } from 'ajv';
import type { JsonSchema } from './json-schema.js';

type AjvConstructor = new (options: Record<string, unknown>) => AjvInstance;
type AjvModule = { Ajv?: AjvConstructor; default?: AjvConstructor | { Ajv?: AjvConstructor } };

const OPTIONS = { allErrors: true, strict: false, validateSchema: false, meta: false };

let AjvClass: AjvConstructor | null = null;
let ajv: AjvInstance | null = null;
const compiled = new Map<string, ValidateFunction>();

function constructorOf(mod: AjvModule): AjvConstructor {
  const fallback = mod.default;
  const found = mod.Ajv ?? (typeof fallback === 'function' ? fallback : fallback?.Ajv);
  if (!found) throw new Error('ajv exports no Ajv class');
  return found;
}

export async function preloadValidator(): Promise<void> {
  AjvClass ??= constructorOf((await import('ajv')) as AjvModule);
}

function instance(): AjvInstance {
  if (!ajv) {
    AjvClass ??= constructorOf(createRequire(import.meta.url)('ajv') as AjvModule);
    ajv = new AjvClass(OPTIONS);
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
