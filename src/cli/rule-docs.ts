// What SARIF says of each rule beyond its one-line description: the "What it catches" section
// of its page docs/rules/<id>.md as fullDescription, and the page as help. The pages ship in the
// package (package.json "files", as --explain reads them), so they are read from the package's
// own folder, and only on a run that writes SARIF.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleUrl } from '../diagnostics/rule-url.js';
import type { RuleDoc } from '../format/index.js';
import { packageRoot } from './package-root.js';

/** The sections of a page, by their `## ` heading, without the title and the metadata line. */
function sections(page: string): Map<string, string> {
  const out = new Map<string, string>();
  let heading: string | undefined;
  let body: string[] = [];
  const close = () => {
    if (heading !== undefined) out.set(heading, body.join('\n').trim());
  };
  for (const line of page.split(/\r?\n/)) {
    const h = /^## (.+)$/.exec(line);
    if (!h) {
      body.push(line);
      continue;
    }
    close();
    heading = h[1].trim();
    body = [];
  }
  close();
  return out;
}

/** Markdown as plain text: emphasis, code spans and links unwrapped, paragraphs and list items on one line each. */
export function plainText(markdown: string): string {
  const blocks: string[] = [];
  let fenced = false;
  let lines: string[] = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced || line.startsWith('```')) {
      if (!line.startsWith('```')) lines.push(line);
      continue;
    }
    if (line.trim() === '') {
      if (lines.length > 0) blocks.push(lines.join('\n'));
      lines = [];
      continue;
    }
    const text = line
      .replace(/\*\*([^*]+)\*\*/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
    if (lines.length > 0 && !/^\s*([-*]|\d+\.) /.test(line)) lines[lines.length - 1] += ` ${text.trim()}`;
    else lines.push(text.trimEnd());
  }
  if (lines.length > 0) blocks.push(lines.join('\n'));
  return blocks.join('\n\n');
}

/** A page's parts for SARIF; links to sibling pages become links to their published pages. */
export function ruleDoc(page: string): RuleDoc | undefined {
  const parts = sections(page);
  const catches = parts.get('What it catches');
  if (catches === undefined) return undefined;
  const why = parts.get('Why');
  const body = page
    .replace(/^# .*\r?\n/, '')
    .replace(/\]\(([a-z0-9-]+)\.md\)/g, (_, id: string) => `](${ruleUrl(id)})`)
    .trim();
  return {
    fullDescription: { text: plainText(catches), markdown: catches },
    help: {
      text: [catches, why]
        .filter((s): s is string => s !== undefined)
        .map(plainText)
        .join('\n\n'),
      markdown: body,
    },
  };
}

/** The docs of each rule that has a readable page. */
export function loadRuleDocs(ids: readonly string[]): Map<string, RuleDoc> {
  const dir = join(packageRoot(), 'docs', 'rules');
  const docs = new Map<string, RuleDoc>();
  for (const id of ids) {
    let page: string;
    try {
      page = readFileSync(join(dir, `${id}.md`), 'utf8');
    } catch {
      // A rule without a page (a plugin's, say) is described by its one line alone.
      continue;
    }
    const doc = ruleDoc(page);
    if (doc) docs.set(id, doc);
  }
  return docs;
}
