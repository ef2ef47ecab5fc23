// The validator of schema/harness-lintrc.schema.json. Compiled by ajv on first use when run
// from source; in the CLI bundle the build replaces this module with the same validator as
// ajv standalone code (build.mjs), so a run with a linter config neither loads ajv nor
// generates code (about 8 ms of every such run otherwise).
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import schema from '../../../schema/harness-lintrc.schema.json' with { type: 'json' };

// The schema lists every rule id for editors' completion, but most entries only repeat what
// `additionalProperties` checks; compiling them would cost a lint run several times more, so
// only the entries that differ are kept. The schema's own validity is checked by the tests.
function runtimeSchema(): object {
  const rules = schema.properties.rules;
  const distinct = Object.fromEntries(Object.entries(rules.properties).filter(([, p]) => p.enum.length !== rules.additionalProperties.enum.length));
  return { ...schema, properties: { ...schema.properties, rules: { ...rules, properties: distinct } } };
}

/** `extra`: what the build adds to make standalone code of it. */
export function compileSchemaValidator(extra: Options = {}): { ajv: Ajv; validate: ValidateFunction } {
  const ajv = new Ajv({ allErrors: true, validateSchema: false, meta: false, ...extra });
  return { ajv, validate: ajv.compile(runtimeSchema()) };
}

let compiled: ValidateFunction | undefined;

export function schemaValidator(): ValidateFunction {
  return (compiled ??= compileSchemaValidator().validate);
}
