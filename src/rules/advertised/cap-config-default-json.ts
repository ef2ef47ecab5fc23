// 7.3: default_json that does not parse, does not match the attribute's type, or is set on a
// sensitive attribute (blocks-reference.md#declared-defaults).
import type { RuleMeta } from '../rule.js';
import type { Inspect } from './support/advertised.js';
import { checkAdvertised, allConfigAttrs, said } from './support/advertised.js';
import { defaultShapeProblem } from './support/default-shape.js';

export const meta = {
  id: 'cap-config-default-json',
  severity: 'error',
  description: 'An invalid default_json in a config_schema attribute.',
  group: 'advertised',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const inspect: Inspect = (caps, who) =>
  allConfigAttrs(caps).flatMap(({ attr, path }) => {
    if (attr.defaultJson === undefined) return [];
    if (attr.sensitive) return [said(`${who}: config attribute "${path}" is sensitive and must not have a default_json; a secret has no default`)];
    let value: unknown;
    try {
      value = JSON.parse(attr.defaultJson);
    } catch {
      return [said(`${who}: config attribute "${path}" has a default_json that is not valid JSON`)];
    }
    if (attr.type === null) return [];
    const problem = defaultShapeProblem(attr.type, attr.objectAttributes, value, path);
    return problem ? [said(`${who}: config attribute "${path}" has a default_json that does not fit its type: ${problem}`)] : [];
  });

export const check = checkAdvertised(inspect);
