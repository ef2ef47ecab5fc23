// The linter's own configuration: discovery, validation, types.
export { loadLinterConfig, type LoadLinterConfigOptions } from './load.js';
export { SEARCH_PLACES } from './search-places.js';
export { validateLinterConfig, type ValidateOptions } from './validate.js';
export { LinterConfigError } from './error.js';
export type { LinterConfig, LoadedLinterConfig, RuleSetting } from './types.js';
