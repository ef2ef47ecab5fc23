// The language server: documents, settings, and diagnostics published per project. Language
// features (hover, completion, navigation, code actions) live in modules of their own and are
// registered by `features.ts`.
import { resolve } from 'node:path';
import {
  CodeLensRefreshRequest,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  RegistrationRequest,
  TextDocumentSyncKind,
  type Connection,
  type InitializeParams,
  type InitializeResult,
  type Registration,
} from 'vscode-languageserver';
import { defaultGlobalConfigPath } from '../host/default-paths.js';
import type { CapabilityLoad } from '../host/capability-loader.js';
import { SEARCH_PLACES } from '../host/linter-config/search-places.js';
import { TOOL } from '../host/version.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { CapabilityBroker } from './capabilities.js';
import type { Advertised } from '../models/advertised/decode.js';
import type { AgentConfig } from '../models/agent/model.js';
import type { Project } from '../models/project.js';
import { capabilitiesOf, newParseReuse, type ParseReuse } from '../engine/index.js';
import { TextsOf, toLspDiagnostic } from './diagnostics.js';
import { DiskReads } from './disk-reads.js';
import { DocumentStore, type OpenDocument } from './documents.js';
import { registerFeatures, FEATURE_CAPABILITIES } from './features.js';
import { lintOpenProject } from './lint-open.js';
import { negotiateEncoding, type PositionEncoding } from './positions.js';
import { projectOf, roleOf, type ProjectPaths } from './projects.js';
import type { Session } from './session.js';
import { DEFAULT_SETTINGS, EDITOR_ADVICE, readSettings, type ServerSettings } from './settings.js';

export interface ServerOptions {
  /** Where the global config path, HOME and the plugins' allowlisted variables come from. */
  env: NodeJS.ProcessEnv;
  /** Called after each publication of diagnostics (the idle collection's clock). */
  afterPublish?: () => void;
}

interface ProjectState {
  paths: ProjectPaths;
  timer?: NodeJS.Timeout;
  /** Bumped by every lint started; only the newest one publishes. */
  generation: number;
  /** What the project's plugins answered for its latest lint, decoded, for hover and completion. */
  loaded: ReadonlyMap<string, Advertised>;
  /** The required_providers names of its latest lint whose agent.hcl parsed without a syntax error. */
  providerNames: readonly string[];
  /** What each lint's parse builds on: an edit re-parses and re-decodes only the blocks it touched. */
  reuse: ParseReuse;
}

/** Everything one server session knows; the feature modules read documents through it (as a Session). */
export class ServerSession implements Session {
  encoding: PositionEncoding = 'utf-16';
  settings: ServerSettings = DEFAULT_SETTINGS;
  readonly documents = new DocumentStore(() => this.encoding);
  readonly disk = new DiskReads();
  private readonly projects = new Map<string, ProjectState>();
  /** Last diagnostics published per open URI, for hover and code actions. */
  readonly published = new Map<string, Diagnostic[]>();
  readonly publishedVersions = new Map<string, number>();
  private progressSupported = false;
  /** The client asks for code lenses again on workspace/codeLens/refresh. */
  private codeLensRefresh = false;
  /** Projects whose plugins answered since their last publish: their code lenses changed. */
  private readonly lensesStale = new Set<string>();
  readonly broker: CapabilityBroker;

  constructor(
    readonly connection: Connection,
    readonly env: NodeJS.ProcessEnv,
    private readonly afterPublish?: () => void,
  ) {
    this.broker = new CapabilityBroker(() => ({ env: this.env, advice: EDITOR_ADVICE }), {
      started: (count) => this.progress(`querying ${count} plugin${count === 1 ? '' : 's'}…`),
      answered: (requesters) => {
        for (const key of requesters) {
          this.lensesStale.add(key);
          this.lintNow(key);
        }
      },
      failed: (message) => this.connection.console.error(`harness-lint: querying plugins failed: ${message}`),
    });
  }

  get globalPath(): string {
    return this.settings.globalConfig ? resolve(this.settings.globalConfig) : defaultGlobalConfigPath(this.env);
  }

  initialize(params: InitializeParams): InitializeResult {
    this.encoding = negotiateEncoding(params.capabilities.general?.positionEncodings);
    this.progressSupported = params.capabilities.window?.workDoneProgress === true;
    this.codeLensRefresh = params.capabilities.workspace?.codeLens?.refreshSupport === true;
    this.applySettings(params.initializationOptions);
    return {
      capabilities: {
        positionEncoding: this.encoding,
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        ...FEATURE_CAPABILITIES,
      },
      serverInfo: { name: TOOL.name, version: TOOL.version },
    };
  }

  applySettings(input: unknown): void {
    const problems: string[] = [];
    this.settings = readSettings(input, this.settings, problems);
    for (const p of problems) this.connection.console.warn(`harness-lint: ignoring a setting: ${p}`);
  }

  /** The project an open document belongs to, or undefined when it is not a file or is the global config. */
  projectFor(doc: OpenDocument): ProjectPaths | undefined {
    if (doc.path === null || roleOf(doc.path, this.globalPath) === 'global') return undefined;
    return projectOf(doc.path, this.globalPath);
  }

  /** What the lints of the project whose agent.hcl is `agent` parsed, for requests to build on; none before its first lint. */
  parseReuseFor(agent: string): ParseReuse | undefined {
    return this.projects.get(agent)?.reuse;
  }

  /** Lints what `doc` belongs to: its project, or every open project for the global config. */
  schedule(doc: OpenDocument, delayMs: number): void {
    if (doc.path === null) return;
    if (roleOf(doc.path, this.globalPath) === 'global') {
      for (const key of this.openProjects()) this.scheduleProject(key, delayMs);
      return;
    }
    this.scheduleProject(projectOf(doc.path, this.globalPath).agent, delayMs);
  }

  /** Agent paths of the projects some open document belongs to. */
  openProjects(): Set<string> {
    const keys = new Set<string>();
    for (const d of this.documents.all()) {
      const project = this.projectFor(d);
      if (project) keys.add(project.agent);
    }
    return keys;
  }

  /** After a change of settings or of files on disk, which may change the answers the lenses read too. */
  relintAll(): void {
    for (const key of this.openProjects()) {
      this.lensesStale.add(key);
      this.scheduleProject(key, 0);
    }
  }

  private state(agent: string): ProjectState {
    let state = this.projects.get(agent);
    if (!state) {
      state = { paths: projectOf(agent, this.globalPath), generation: 0, loaded: new Map(), providerNames: [], reuse: newParseReuse() };
      this.projects.set(agent, state);
    }
    return state;
  }

  private scheduleProject(agent: string, delayMs: number): void {
    const state = this.state(agent);
    clearTimeout(state.timer);
    if (delayMs <= 0) {
      state.timer = undefined;
      this.lintNow(agent);
      return;
    }
    state.timer = setTimeout(() => {
      state.timer = undefined;
      this.lintNow(agent);
    }, delayMs);
  }

  /** Open documents the project's diagnostics go to. */
  private membersOf(paths: ProjectPaths): OpenDocument[] {
    return [paths.agent, paths.lock, paths.global].map((p) => this.documents.atPath(p)).filter((d): d is OpenDocument => d !== undefined);
  }

  lintNow(agent: string): void {
    const state = this.state(agent);
    // The global config's path follows the settings.
    state.paths = projectOf(agent, this.globalPath);
    const generation = ++state.generation;
    const members = this.membersOf(state.paths);
    if (members.length === 0) {
      this.projects.delete(agent);
      this.lensesStale.delete(agent);
      return;
    }
    if (!this.settings.plugins) state.loaded = new Map();
    const versions = new Map(members.map((d) => [d.uri, d.version]));
    const texts = new Map(members.map((d) => [d.path as string, d.text]));
    lintOpenProject({
      paths: state.paths,
      openText: (path) => texts.get(path),
      disk: this.disk,
      settings: this.settings,
      // The editor's settings win over the linter config's, as the CLI's flags do.
      loadCapabilities: this.settings.plugins
        ? (run) =>
            this.answersFor(
              state,
              this.broker.loader(agent, { cacheDir: this.settings.cacheDir ?? run.cacheDir, timeoutMs: this.settings.pluginTimeoutMs ?? run.pluginTimeoutMs }),
            )
        : undefined,
      env: this.env,
      reuse: state.reuse,
      overtaken: () => generation !== state.generation,
    }).then(
      async (result) => {
        if (result !== null && generation === state.generation) {
          const model = cleanModel(result.project);
          if (model) state.providerNames = model.requiredProviders.map((r) => r.name);
          for (const notice of result.notices) this.connection.console.warn(`harness-lint: ${notice}`);
          await this.publish(state.paths, versions, result.diagnostics);
          // The lenses read the answers this lint kept (state.loaded): ask for them again once it has published.
          if (this.lensesStale.delete(agent) && this.codeLensRefresh) this.connection.sendRequest(CodeLensRefreshRequest.type).catch(() => {});
        }
        this.broker.launchQueued();
      },
      (err: unknown) => {
        this.broker.launchQueued();
        if (generation !== state.generation) return;
        // What the CLI exits 2 for (an unreadable agent.hcl beside an open lock file, a
        // broken linter config): said once per lint in the log, nothing published over it.
        this.connection.console.error(`harness-lint: ${err instanceof Error ? err.message : String(err)}`);
      },
    );
  }

  /** The loaded providers of the project whose agent.hcl is `agent` (none before its first lint, or with plugins off). */
  capabilitiesFor(agent: string): ReadonlyMap<string, Advertised> {
    return this.projects.get(agent)?.loaded ?? new Map();
  }

  /** The required_providers names of the project's latest lint without a syntax error in agent.hcl. */
  providerNamesFor(agent: string): readonly string[] {
    return this.projects.get(agent)?.providerNames ?? [];
  }

  /**
   * The loader, keeping what it answers for the project's hover and completion. While a value is
   * typed (`tools = ["`) agent.hcl has a syntax error and its models are partial or gone, so what
   * was known before is kept beside what the plugins answer now.
   */
  private answersFor(state: ProjectState, load: CapabilityLoad): CapabilityLoad {
    return async (project) => {
      const answers = await load(project);
      const fresh = capabilitiesOf(answers) ?? new Map();
      state.loaded = cleanModel(project) ? fresh : new Map([...state.loaded, ...fresh]);
      return answers;
    };
  }

  /**
   * Publishes to each open member whose version is still the one linted; a newer version's lint
   * publishes its own. Resolves once the messages are written.
   */
  private async publish(paths: ProjectPaths, versions: ReadonlyMap<string, number>, diagnostics: Diagnostic[]): Promise<void> {
    const texts = new TextsOf((path) => this.documents.atPath(path)?.source(), this.encoding);
    const written: Promise<void>[] = [];
    for (const doc of this.membersOf(paths)) {
      if (versions.get(doc.uri) !== doc.version) continue;
      const own = diagnostics.filter((d) => d.file === doc.path);
      this.published.set(doc.uri, own);
      this.publishedVersions.set(doc.uri, doc.version);
      written.push(this.connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics: own.map((d) => toLspDiagnostic(d, texts)) }));
    }
    this.afterPublish?.();
    // A failed write is the connection's end, which ends the server.
    await Promise.allSettled(written);
  }

  clear(uri: string): void {
    this.published.delete(uri);
    this.publishedVersions.delete(uri);
    void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  private progress(title: string): () => void {
    if (!this.progressSupported) return () => {};
    let ended = false;
    let end = (): void => {
      ended = true;
    };
    this.connection.window.createWorkDoneProgress().then(
      (reporter) => {
        if (ended) return reporter.done();
        reporter.begin('harness-lint', undefined, title);
        end = () => reporter.done();
      },
      () => {},
    );
    return () => end();
  }
}

/** agent.hcl's model when it parsed without a syntax error (a model recovered around one is partial). */
function cleanModel(project: Project): AgentConfig | undefined {
  const { file, model } = project.agent;
  return model && !file.parse.diagnostics.some((d) => d.severity === 'error') ? model : undefined;
}

export function startServer(connection: Connection, options: ServerOptions): ServerSession {
  const session = new ServerSession(connection, options.env, options.afterPublish);
  let watchRegistration = false;
  let configurationRegistration = false;

  connection.onInitialize((params) => {
    // Only what the client says it can take is registered: eglot and Neovim warn on any other.
    const workspace = params.capabilities.workspace;
    watchRegistration = workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    configurationRegistration = workspace?.didChangeConfiguration?.dynamicRegistration === true;
    return session.initialize(params);
  });
  connection.onInitialized(() => {
    // Registrations with ids of our own: connection.client.register makes a random UUID for
    // each, and loading node:crypto for it cost ~4 ms of the first diagnostics.
    const register = (registration: Registration) => connection.sendRequest(RegistrationRequest.type, { registrations: [registration] });
    if (configurationRegistration) register({ id: 'harness-lint/configuration', method: DidChangeConfigurationNotification.method }).catch(() => {});
    if (watchRegistration) {
      const globalPath = session.globalPath;
      const watchers = [
        { globPattern: '**/.agent/agent.lock.hcl' },
        { globPattern: globalPath },
        { globPattern: '**/agent.hcl' },
        { globPattern: `**/{${SEARCH_PLACES.join(',')}}` },
      ];
      // Once the client watches them, what lints read from disk is kept until one changes.
      register({ id: 'harness-lint/watched-files', method: DidChangeWatchedFilesNotification.method, registerOptions: { watchers } }).then(
        () => session.disk.watch(globalPath),
        () => {},
      );
    }
  });
  connection.onDidChangeConfiguration((params) => {
    session.applySettings(params.settings);
    session.disk.forget();
    session.relintAll();
  });
  connection.onDidChangeWatchedFiles(() => {
    // A lock file or global config changed on disk: plugins may be other binaries now.
    session.broker.forget();
    session.disk.forget();
    session.relintAll();
  });

  connection.onDidOpenTextDocument(({ textDocument }) => {
    const doc = session.documents.open(textDocument.uri, textDocument.version, textDocument.text);
    session.schedule(doc, 0);
  });
  connection.onDidChangeTextDocument(({ textDocument, contentChanges }) => {
    const doc = session.documents.change(textDocument.uri, textDocument.version ?? 0, contentChanges);
    if (doc) session.schedule(doc, session.settings.debounceMs);
  });
  connection.onDidCloseTextDocument(({ textDocument }) => {
    const doc = session.documents.close(textDocument.uri);
    if (!doc) return;
    session.clear(textDocument.uri);
    const paths = session.projectFor(doc);
    if (paths && !session.openProjects().has(paths.agent)) session.disk.forgetProject(paths);
    // The others in its project now see the file on disk.
    session.schedule(doc, 0);
  });

  registerFeatures(session);
  connection.listen();
  return session;
}
