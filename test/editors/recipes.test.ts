// docs/editors.md's recipes start the user's own harness-lint (issue 29, attack 1): none looks
// the server up inside the opened project, where a checkout's committed
// node_modules/.bin/harness-lint would run the moment a file is opened.
import { describe, expect, it } from 'vitest';
import { recipes } from './recipes.js';

describe('the editor recipes of docs/editors.md', () => {
  it('are all found, one per editor and version', () => {
    expect(recipes().map((r) => `${r.name} (${r.language})`)).toEqual([
      'neovim-0.7 (lua)',
      'neovim-0.8 (lua)',
      'emacs-eglot (elisp)',
      'emacs-hcl-mode-fallback (elisp)',
      'helix (toml)',
      'zed (json)',
    ]);
  });

  it.each(recipes().filter((r) => r.name !== 'emacs-hcl-mode-fallback'))(
    '$name starts harness-lint from the user install, never npx or the project',
    ({ code }) => {
      expect(code).not.toMatch(/npx|node_modules|\.\/|\.bin/);
      expect(code).toMatch(/(["'])(?:\/usr\/local\/bin\/)?harness-lint\1/);
      expect(code).toMatch(/(["'])lsp\1,?\s*(["'])--stdio\2/);
    },
  );

  it('the Zed settings are JSON, with an absolute path', () => {
    const zed = JSON.parse(recipes().find((r) => r.name === 'zed')?.code ?? '') as { lsp: Record<string, { binary: { path: string } }> };
    expect(zed.lsp['harness-lint'].binary.path).toBe('/usr/local/bin/harness-lint');
  });
});
