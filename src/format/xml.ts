// What the XML formats (checkstyle, junit) share: their text and their grouping by file. Every
// string from the checkout or a plugin is made safe twice: control characters become the visible
// escapes of the other formats (XML 1.0 cannot carry most C0 controls even as character
// references, and a report is read in a terminal or a web page), as do unpaired surrogates and
// U+FFFE/U+FFFF, which XML 1.0 also forbids, and the line and paragraph separators (XML 1.1
// readers take U+2028 for a line end); then the markup characters become entities, so the
// result fits an attribute value or element content alike.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { escapeControl } from '../text/escape.js';
import type { FormatInput } from './index.js';

const UNSAFE_IN_XML = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[\ufffe\uffff\u2028\u2029]/g;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return escapeControl(text)
    .replace(UNSAFE_IN_XML, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** `name="value" …`, each value escaped. */
export function xmlAttributes(attributes: ReadonlyArray<readonly [string, string | number]>): string {
  return attributes.map(([name, value]) => `${name}="${escapeXml(String(value))}"`).join(' ');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Diagnostics per file, in their order, then the files with none. */
export function byFile(input: FormatInput): Map<string, Diagnostic[]> {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of input.diagnostics) {
    const group = groups.get(d.file);
    if (group) group.push(d);
    else groups.set(d.file, [d]);
  }
  for (const file of input.files) if (!groups.has(file)) groups.set(file, []);
  return groups;
}
