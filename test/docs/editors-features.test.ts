// docs/editors.md's "What the server offers" names every capability the language server
// declares in its initialize result (issue 28 item 5).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_CAPABILITIES } from '../../src/lsp/features.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Each capability of FEATURE_CAPABILITIES and the bold name its bullet starts with. */
const NAMED: Readonly<Record<string, string>> = {
  completionProvider: '**Completion**',
  hoverProvider: '**Hover**',
  codeActionProvider: '**Code actions**',
  documentSymbolProvider: '**Outline**',
  definitionProvider: '**Go to definition, find references and rename**',
  referencesProvider: '**Go to definition, find references and rename**',
  renameProvider: '**Go to definition, find references and rename**',
  documentFormattingProvider: '**Formatting**',
  documentRangeFormattingProvider: '**Formatting**',
  foldingRangeProvider: '**folding ranges**',
  documentLinkProvider: '**document links**',
  semanticTokensProvider: '**Semantic tokens**',
  codeLensProvider: '**Effective permissions**',
};

describe('docs/editors.md: what the server offers', () => {
  const text = readFileSync(join(ROOT, 'docs', 'editors.md'), 'utf8');
  const section = text.slice(text.indexOf('<!-- server-features -->'), text.indexOf('<!-- /server-features -->'));

  it.each(Object.keys(FEATURE_CAPABILITIES))('names %s', (capability) => {
    expect(NAMED[capability], `add ${capability} to NAMED and to the section`).toBeDefined();
    expect(section).toContain(NAMED[capability]);
  });

  it('names the fix-all code action kind', () => {
    expect(section).toContain('`source.fixAll.harness-lint`');
  });
});
