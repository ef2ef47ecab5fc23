/**
 * Where a linter config is looked for in each folder, first match wins. A module of its own:
 * the check that a folder may hold a config (src/host/run-settings.ts) and the language
 * server's file watchers use it without loading the loader and its validator.
 */
export const SEARCH_PLACES: readonly string[] = [
  'package.json',
  '.harness-lintrc',
  '.harness-lintrc.json',
  '.harness-lintrc.yaml',
  '.harness-lintrc.yml',
  'harness-lint.config.json',
];
