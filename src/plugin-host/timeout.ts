/** Per plugin, spawn through the last RPC, unless --plugin-timeout or the linter config sets another. */
export const DEFAULT_PLUGIN_TIMEOUT_MS = 10_000;
