// The plugin's whole environment (wire.md §1.4): the kernel's intended allowlist plus what
// go-plugin adds, and never the linter's own environment, which may hold secrets. TMPDIR
// (and go-plugin's PLUGIN_UNIX_SOCKET_DIR) is the run's private folder, so the plugin's
// sockets and temp files are removed with it.

export const MAGIC_COOKIE_KEY = 'PLUGGABLEHARNESS_AGENT_PLUGIN';
export const MAGIC_COOKIE_VALUE = 'pluggableharness-agent-v1-a6f3c9d2-plugin-handshake';

export function pluginEnv(host: NodeJS.ProcessEnv, runFolder: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME'] as const) {
    const value = host[key];
    if (value !== undefined) env[key] = value;
  }
  env.TMPDIR = runFolder;
  env.PLUGIN_UNIX_SOCKET_DIR = runFolder;
  env[MAGIC_COOKIE_KEY] = MAGIC_COOKIE_VALUE;
  env.PLUGIN_MIN_PORT = '10000';
  env.PLUGIN_MAX_PORT = '25000';
  env.PLUGIN_PROTOCOL_VERSIONS = '1';
  return env;
}
