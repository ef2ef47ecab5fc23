// 7.9: input_schema (every operation) and output_schema (tools) must be present and stay within
// schema.v1's JSON-Schema subset; a tool's top-level input is an OBJECT (a protobuf Struct).
import type { RuleMeta } from '../rule.js';
import type { Inspect, Operation } from './support/advertised.js';
import { checkAdvertised, said } from './support/advertised.js';
import { isObj, shown } from '../capabilities/support/context.js';
import { appendAll } from '../../array.js';

const KNOWN_KEYS = new Set(['type', 'description', 'properties', 'required', 'items', 'enum_values']);
const TYPES = new Set(['SCHEMA_TYPE_OBJECT', 'SCHEMA_TYPE_STRING', 'SCHEMA_TYPE_NUMBER', 'SCHEMA_TYPE_BOOLEAN', 'SCHEMA_TYPE_ARRAY']);

function nodeProblems(node: Record<string, unknown>, where: string): string[] {
  const out: string[] = [];
  for (const key of Object.keys(node)) if (!KNOWN_KEYS.has(key)) out.push(`${where} uses "${key}", which is outside the supported JSON-Schema subset`);
  const type = node.type;
  if (typeof type !== 'string' || !TYPES.has(type))
    out.push(`${where} has ${type === undefined || type === 'SCHEMA_TYPE_UNSPECIFIED' ? 'no type' : `an unknown type ${shown(type)}`}`);
  const props = isObj(node.properties) ? node.properties : {};
  const hasProps = Object.keys(props).length > 0;
  if (hasProps && type !== 'SCHEMA_TYPE_OBJECT') out.push(`${where} has properties but is not SCHEMA_TYPE_OBJECT`);
  if (node.items !== undefined && type !== 'SCHEMA_TYPE_ARRAY') out.push(`${where} has items but is not SCHEMA_TYPE_ARRAY`);
  if (Array.isArray(node.required))
    for (const r of node.required)
      if (typeof r !== 'string' || !Object.hasOwn(props, r)) out.push(`${where} requires "${shown(r)}", which is not among its properties`);
  for (const [name, child] of Object.entries(props)) if (isObj(child)) appendAll(out, nodeProblems(child, `${where}.properties.${name}`));
  if (isObj(node.items)) appendAll(out, nodeProblems(node.items, `${where}.items`));
  return out;
}

function opProblems(op: Operation): string[] {
  const out: string[] = [];
  const input = op.inputSchema;
  if (!isObj(input)) out.push('has no input_schema');
  else {
    if (input.type !== undefined && input.type !== 'SCHEMA_TYPE_OBJECT' && typeof input.type === 'string' && TYPES.has(input.type))
      out.push('has an input_schema that is not SCHEMA_TYPE_OBJECT (arguments are an object)');
    appendAll(out, nodeProblems(input, 'input_schema'));
  }
  if (op.isTool) {
    const output = op.outputSchema;
    if (!isObj(output)) out.push('has no output_schema');
    else appendAll(out, nodeProblems(output, 'output_schema'));
  }
  return out;
}

export const meta = {
  id: 'cap-schema-subset',
  severity: 'error',
  description: 'A missing input/output schema, or one outside the supported JSON-Schema subset.',
  group: 'advertised',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const inspect: Inspect = (caps, who) =>
  caps.operations.flatMap((op) => opProblems(op).map((p) => said(`${who}: ${op.label} ${p.startsWith('has') ? p : `schema: ${p}`}`)));

export const check = checkAdvertised(inspect);
