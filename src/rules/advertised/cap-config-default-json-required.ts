// 7.4: default_json on a required attribute is dead: defaults apply only to absent optional ones.
import type { RuleMeta } from '../rule.js';
import type { Inspect } from './support/advertised.js';
import { checkAdvertised, allConfigAttrs, said } from './support/advertised.js';

export const meta = {
  id: 'cap-config-default-json-required',
  severity: 'warning',
  description: 'A default_json on a required config attribute, which never applies.',
  group: 'advertised',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const inspect: Inspect = (caps, who) =>
  allConfigAttrs(caps)
    .filter(({ attr }) => attr.required && attr.defaultJson !== undefined)
    .map(({ path }) =>
      said(
        `${who}: required config attribute "${path}" has a default_json; drop it or make the attribute optional`,
        `the default_json of a required attribute never applies`,
      ),
    );

export const check = checkAdvertised(inspect);
