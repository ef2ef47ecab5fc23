// Plugin capabilities for the language server, without blocking a keystroke: answers already
// known (remembered here, or in the capability cache on disk) are used at once; a project
// whose plugins have not answered yet is linted with their capabilities unknown (the checks
// needing them are skipped) while the plugins are queried in the background, and linted again
// when they answer. Queries go through the host the CLI uses (src/host), so its verification
// rules hold (checksum before exec, allowlisted environment).
import { providerInputs, type ProviderAnswer } from '../engine/index.js';
import { capabilityLoader, type CapabilityLoad, type PluginQuery } from '../host/capability-loader.js';
import type { Project } from '../models/project.js';

export interface QueryHooks {
  /** A background query of `count` plugins starts; the returned function is called when it ends. */
  started(count: number): () => void;
  /** Answers arrived: lint the projects that asked again. */
  answered(requesters: ReadonlySet<string>): void;
  /** The query itself failed (not a plugin: plugins' failures are findings). */
  failed(message: string): void;
}

/** Per project, from the editor's settings and its linter config: where plugins are looked for, and how long they may take. */
export type Where = Pick<PluginQuery, 'cacheDir' | 'timeoutMs'>;

/** Remembered answers: enough for the projects of a workspace, bounded so a long session does not grow. */
const MAX_REMEMBERED = 64;

export class CapabilityBroker {
  /** By the providers' inputs (sources, versions, lock entries, dev_overrides): what the plugins answered. */
  private readonly known = new Map<string, ReadonlyMap<string, ProviderAnswer>>();
  private readonly pending = new Map<string, Set<string>>();
  /** Queries asked for by a lint, started once it has published (launchQueued). */
  private readonly queued: (() => void)[] = [];

  constructor(
    private readonly options: () => PluginQuery,
    private readonly hooks: QueryHooks,
  ) {}

  /** For the lint of project `requester`, asking with `where` (its cache and timeout): known answers, or none yet (and a query is started). */
  loader(requester: string, where: Where): CapabilityLoad {
    return async (project) => {
      const inputs = providerInputs(project);
      const key = JSON.stringify([inputs, where.cacheDir ?? null, where.timeoutMs ?? null]);
      const known = this.known.get(key);
      if (known) return known;
      if (inputs.length > 0) this.query(key, requester, project, where);
      return new Map();
    };
  }

  /** Forget every answer (the lock file or global config changed on disk: re-query). */
  forget(): void {
    this.known.clear();
  }

  private settle(key: string, results: ReadonlyMap<string, ProviderAnswer>, requesters: Set<string>, done: () => void): void {
    done();
    this.pending.delete(key);
    if (this.known.size >= MAX_REMEMBERED) this.known.delete(this.known.keys().next().value as string);
    this.known.set(key, results);
    this.hooks.answered(requesters);
  }

  private query(key: string, requester: string, project: Project, where: Where): void {
    const waiting = this.pending.get(key);
    if (waiting) {
      waiting.add(requester);
      return;
    }
    const requesters = new Set([requester]);
    this.pending.set(key, requesters);
    this.queued.push(() => this.launch(key, project, where, requesters, this.hooks.started(providerInputs(project).length)));
  }

  /**
   * Starts the queries the last lint asked for. Called once its diagnostics are written:
   * locating and verifying the plugins (even when their answers are in the capability cache)
   * would otherwise delay them, and the protocol library writes a message only on a later turn
   * of the event loop (setImmediate), after work queued the same way during the lint.
   */
  launchQueued(): void {
    for (const launch of this.queued.splice(0)) launch();
  }

  private launch(key: string, project: Project, where: Where, requesters: Set<string>, done: () => void): void {
    capabilityLoader({ ...this.options(), ...where })(project).then(
      (results) => this.settle(key, results, requesters, done),
      (err: unknown) => {
        // Remembered as "no answers", so a broken host is not retried on every keystroke.
        this.hooks.failed(err instanceof Error ? err.message : String(err));
        this.settle(key, new Map(), requesters, done);
      },
    );
  }
}
