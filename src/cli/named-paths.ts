// A lock file, global config or plugin cache named on the command line must exist: only the
// defaults may be absent. A misspelt --global-config would otherwise lint as "no global
// config" and pass, hiding every dev_overrides and mirror check.
import { statSync } from 'node:fs';
import { CliError } from './errors.js';

export interface NamedPaths {
  lockFile?: string;
  globalConfig?: string;
  cacheDir?: string;
}

const DEFAULTS = {
  lockFile: '<folder of file>/.agent/agent.lock.hcl',
  globalConfig: '$XDG_CONFIG_HOME/agent/config.hcl',
  cacheDir: '$XDG_CACHE_HOME/agent',
} as const;

const FLAGS = { lockFile: '--lock-file', globalConfig: '--global-config', cacheDir: '--cache-dir' } as const;

/** Throws a CliError (exit 2) for the first named path that does not exist, or a --cache-dir that is no folder. */
export function checkNamedPaths(o: NamedPaths): void {
  for (const key of ['lockFile', 'globalConfig', 'cacheDir'] as const) {
    const path = o[key];
    if (path === undefined) continue;
    let isDirectory: boolean;
    try {
      isDirectory = statSync(path).isDirectory();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // Any other failure (permission denied) is reported by the read itself, naming the file.
      if (code !== 'ENOENT' && code !== 'ENOTDIR') continue;
      const what = key === 'cacheDir' ? 'folder' : 'file';
      throw new CliError(
        `${FLAGS[key]} ${JSON.stringify(path)}: no such ${what}; name an existing one, or drop the flag to use the default (${DEFAULTS[key]}, which may be absent)`,
      );
    }
    if (key === 'cacheDir' && !isDirectory) throw new CliError(`--cache-dir ${JSON.stringify(path)}: not a folder`);
  }
}
