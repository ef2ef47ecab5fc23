// How the plugin host's messages tell the user to change a setting: the CLI names its flags,
// the language server the editor's settings (a front end passes its own).

export interface PluginAdvice {
  /** To look for plugins in another cache, e.g. "pass --cache-dir". */
  cacheDir: string;
  /** To give plugins more time, e.g. "raise --plugin-timeout". */
  pluginTimeout: string;
}

export const CLI_PLUGIN_ADVICE: PluginAdvice = { cacheDir: 'pass --cache-dir', pluginTimeout: 'raise --plugin-timeout' };
