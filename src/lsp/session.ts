// What the feature modules (features.ts and the modules it calls) see of a server session, so
// they do not import the server.
import type { Connection } from 'vscode-languageserver';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ParseReuse } from '../engine/index.js';
import type { Advertised } from '../models/advertised/decode.js';
import type { DiskReads } from './disk-reads.js';
import type { DocumentStore, OpenDocument } from './documents.js';
import type { PositionEncoding } from './positions.js';
import type { ProjectPaths } from './projects.js';

export interface Session {
  readonly connection: Connection;
  readonly encoding: PositionEncoding;
  readonly documents: DocumentStore;
  /** What lints read from disk, kept while the client watches the files. */
  readonly disk: DiskReads;
  /** Last diagnostics published per open URI, for hover and code actions. */
  readonly published: ReadonlyMap<string, Diagnostic[]>;
  /** The document version each of `published` was linted from. */
  readonly publishedVersions: ReadonlyMap<string, number>;
  /** The project an open document belongs to, or undefined when it is not a file or is the global config. */
  projectFor(doc: OpenDocument): ProjectPaths | undefined;
  /** What the lints of the project whose agent.hcl is `agent` parsed, for requests to build on; none before its first lint. */
  parseReuseFor(agent: string): ParseReuse | undefined;
  /** The loaded providers of the project whose agent.hcl is `agent` (none before its first lint, or with plugins off). */
  capabilitiesFor(agent: string): ReadonlyMap<string, Advertised>;
  /** The required_providers names of the project's latest lint without a syntax error in agent.hcl. */
  providerNamesFor(agent: string): readonly string[];
}
