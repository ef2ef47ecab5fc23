// The plugin's whole environment (wire.md §1.4): the kernel's intended allowlist plus what
// go-plugin adds, and never the linter's own environment, which may hold secrets.

export const MAGIC_COOKIE_KEY = 'PLUGGABLEHARNESS_AGENT_PLUGIN';
export const MAGIC_COOKIE_VALUE = 'pluggableharness-agent-v1-a6f3c9d2-plugin-handshake';

export function pluginEnv(host: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR'] as const) {
    const value = host[key];
    if (value !== undefined) env[key] = value;
  }
  env[MAGIC_COOKIE_KEY] = MAGIC_COOKIE_VALUE;
  env.PLUGIN_MIN_PORT = '10000';
  env.PLUGIN_MAX_PORT = '25000';
  env.PLUGIN_PROTOCOL_VERSIONS = '1';
  return env;
}
