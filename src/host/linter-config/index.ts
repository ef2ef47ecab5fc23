// The linter's own configuration: discovery, validation, types.
export { loadLinterConfig, SEARCH_PLACES, type LoadLinterConfigOptions } from './load.js';
export { validateLinterConfig, type ValidateOptions } from './validate.js';
export { LinterConfigError } from './error.js';
export type { LinterConfig, LoadedLinterConfig, RuleSetting } from './types.js';
