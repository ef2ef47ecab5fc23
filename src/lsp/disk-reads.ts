// What the lints of open projects read from disk besides the open texts: the project files
// not open in the editor and the linter config found for each project. While the client
// watches those files (workspace/didChangeWatchedFiles), what was read is kept until a watched
// file changes or the settings do, so a keystroke reads nothing; failures are never kept (an
// unreadable file is tried again).
import { basename, dirname } from 'node:path';
import type { FileMemo } from '../host/read-project.js';
import { loadRunSettings, type RunSettings } from '../host/run-settings.js';
import { roleOf, type ProjectPaths } from './projects.js';
import { EDITOR_ADVICE } from './settings.js';

export class DiskReads implements FileMemo {
  /** The global config's path the client watches; undefined until it watches the files. */
  private watchedGlobal: string | undefined;
  /** By absolute path: the bytes, or undefined for an optional file that is absent. */
  private readonly files = new Map<string, Buffer | undefined>();
  /** By agent.hcl's folder, where the search for a linter config starts. */
  private readonly configs = new Map<string, Promise<RunSettings>>();

  /**
   * From now on reads are kept: the client watches every agent.hcl, lock file and linter config,
   * and the global config at `globalPath` (another one, named by a later setting, is read every time).
   */
  watch(globalPath: string): void {
    this.watchedGlobal = globalPath;
  }

  private watches(path: string): boolean {
    if (this.watchedGlobal === undefined) return false;
    return path === this.watchedGlobal || basename(path) === 'agent.hcl' || roleOf(path, this.watchedGlobal) === 'lock';
  }

  forget(): void {
    this.files.clear();
    this.configs.clear();
  }

  /** Forgets what was read for one project (its last open document closed): a session that opens folder after folder keeps none of them. */
  forgetProject(paths: ProjectPaths): void {
    this.configs.delete(dirname(paths.agent));
    this.files.delete(paths.agent);
    this.files.delete(paths.lock);
  }

  /** The file at absolute `path`, as `read` reads it (or the kept result). */
  file<T extends Buffer | undefined>(path: string, read: () => T): T {
    if (!this.watches(path)) return read();
    if (this.files.has(path)) return this.files.get(path) as T;
    const bytes = read();
    this.files.set(path, bytes);
    return bytes;
  }

  /** loadRunSettings(agent, explicit), kept only for a found config: one named in the settings may have any name, which no watcher covers. */
  runSettings(agent: string, explicit: string | undefined): Promise<RunSettings> {
    if (this.watchedGlobal === undefined || explicit !== undefined) return loadRunSettings(agent, explicit, undefined, EDITOR_ADVICE);
    const folder = dirname(agent);
    let settings = this.configs.get(folder);
    if (!settings) {
      const loading = loadRunSettings(agent, undefined, undefined, EDITOR_ADVICE);
      loading.catch(() => {
        if (this.configs.get(folder) === loading) this.configs.delete(folder);
      });
      this.configs.set(folder, (settings = loading));
    }
    return settings;
  }
}
