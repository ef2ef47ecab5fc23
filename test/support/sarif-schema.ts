// The SARIF 2.1.0 JSON schema (test/fixtures/sarif/README.md), compiled once with ajv.
import { readFileSync } from 'node:fs';
import ajvDraft04 from 'ajv-draft-04';

const schema = JSON.parse(readFileSync(new URL('../fixtures/sarif/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8'));

function sarifValidator() {
  // The schema's language-tag pattern is not a valid regular expression with the u flag.
  const ajv = new ajvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
  ajv.addFormat('uri', (s: string) => /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(s) && URL.canParse(s));
  ajv.addFormat('uri-reference', (s: string) => !/\s/.test(s) && URL.canParse(s, 'file:///base/'));
  ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
  return ajv.compile(schema);
}

export const validateSarif = sarifValidator();
