// libxml2 (xmllint-wasm) on a document: whether it is well-formed XML 1.0, and valid against
// an XML schema when one is given. Its errors, for the assertion message.
import { validateXML } from 'xmllint-wasm';

export async function xmllint(xml: string, schema?: string): Promise<{ valid: boolean; errors: string[] }> {
  const file = { fileName: 'report.xml', contents: xml };
  const r = await validateXML(
    schema === undefined ? { xml: [file], normalization: 'format' } : { xml: [file], schema: [{ fileName: 'schema.xsd', contents: schema }] },
  );
  return { valid: r.valid, errors: r.errors.map((e) => e.rawMessage) };
}
