// Global config → GlobalConfig, following upstream LoadGlobalConfig: a closed schema of
// `dev_overrides` (any name → string) and `registry_mirror { default, mirror { prefix, url, auth } }`,
// literal values only, except `mirror.auth`, which must be exactly env("NAME").
import type { Attribute, Block, HclFile } from '../../hcl/ast.js';
import type { SourceDiagnostic } from '../../diagnostics/diagnostic.js';
import { blockHeaderRange, decodeBody, readString, SAME_FILE, SCHEMA_DECODE_RULE_IDS, type BodySchema } from '../../hcl/schema-decode.js';
import { checkAuthShape } from './auth.js';
import { firstLineRange } from '../first-line.js';
import type { DevOverride, GlobalConfig, GlobalField, Mirror, MirrorAuth, RegistryMirror } from './model.js';

const TOP_LEVEL: BodySchema = {
  attributes: [],
  blocks: [
    { type: 'dev_overrides', labels: 0 },
    { type: 'registry_mirror', labels: 0 },
    {
      type: 'provider',
      labels: 1,
      rejectedBecause:
        'The global config holds only dev_overrides and registry_mirror, never provider configuration or credentials: configure providers in agent.hcl, with secrets as env("NAME")',
      rejectedFix: 'configure it in agent.hcl',
    },
  ],
};

const DEV_OVERRIDES: BodySchema = { attributes: [], blocks: [], anyAttributes: true };

const REGISTRY_MIRROR: BodySchema = {
  attributes: [{ name: 'default', required: true }],
  blocks: [{ type: 'mirror', labels: 0 }],
};

const MIRROR: BodySchema = {
  attributes: [{ name: 'prefix', required: true }, { name: 'url', required: true }, { name: 'auth' }],
  blocks: [],
};

/**
 * The ids of the decoder's findings, the body-schema decoder's among them (src/rules holds their
 * metas). `mirror.auth` must be exactly env("NAME") to be read at all, so its two shape findings
 * are part of decoding it; the rules of the same ids check agent.hcl.
 */
export const GLOBAL_DECODE_RULE_IDS = [...SCHEMA_DECODE_RULE_IDS, 'secret-not-env', 'env-empty-name'] as const;
export type GlobalDecodeRuleId = (typeof GLOBAL_DECODE_RULE_IDS)[number];

export interface GlobalDecodeResult {
  model: GlobalConfig | null;
  diagnostics: SourceDiagnostic<GlobalDecodeRuleId>[];
}

function field(attr: Attribute | undefined, diags: SourceDiagnostic<GlobalDecodeRuleId>[], owner: string): GlobalField<string> | null {
  if (attr === undefined) return null;
  const s = readString(attr, diags, owner);
  return s && { value: s.value, range: s.range, attrRange: attr.range };
}

function decodeDevOverrides(block: Block, diags: SourceDiagnostic<GlobalDecodeRuleId>[]): Map<string, DevOverride> {
  const content = decodeBody(block.body, DEV_OVERRIDES, { name: 'dev_overrides', headerRange: blockHeaderRange(block) }, diags);
  const overrides = new Map<string, DevOverride>();
  for (const attr of content.attributes.values()) {
    const path = readString(attr, diags, 'dev_overrides');
    if (path) overrides.set(attr.name, { name: attr.name, nameRange: attr.nameRange, path: path.value, pathRange: path.range, attrRange: attr.range });
  }
  return overrides;
}

function decodeAuth(attr: Attribute | undefined, owner: string, diags: SourceDiagnostic<GlobalDecodeRuleId>[]): MirrorAuth | null {
  if (attr === undefined) return null;
  const shape = checkAuthShape(attr.expr);
  if (shape.ok) return { envName: shape.envName, range: attr.expr.range, attrRange: attr.range };
  const forbidden = 'literal credentials are forbidden in the global config';
  const said =
    shape.ruleId === 'env-empty-name'
      ? {
          message: `auth in ${owner} must be exactly env("VARIABLE_NAME"), but ${shape.problem}; write the name of the variable that holds the token`,
          notes: [forbidden],
        }
      : {
          message: `auth in ${owner} must be exactly env("VARIABLE_NAME"), but ${shape.problem}`,
          notes: [`${forbidden}: keep the token in an environment variable and write auth = env("VARIABLE_NAME")`],
        };
  diags.push({
    ruleId: shape.ruleId,
    severity: 'error',
    ...said,
    range: attr.range,
  });
  return null;
}

function decodeMirror(block: Block, diags: SourceDiagnostic<GlobalDecodeRuleId>[]): Mirror {
  const headerRange = blockHeaderRange(block);
  // Name the mirror by its prefix when it is a plain string, so messages say which one.
  const prefixAttr = block.body.attributes.find((a) => a.name === 'prefix');
  const prefixText =
    prefixAttr?.expr.type === 'Template' && prefixAttr.expr.parts.length === 1 && prefixAttr.expr.parts[0].type === 'TemplateLiteral'
      ? prefixAttr.expr.parts[0].value
      : null;
  const owner = prefixText === null ? `mirror (line ${headerRange.start.line})` : `mirror for prefix ${JSON.stringify(prefixText)}`;
  const content = decodeBody(block.body, MIRROR, { name: owner, headerRange }, diags);
  return {
    headerRange,
    prefix: field(content.attributes.get('prefix'), diags, owner),
    url: field(content.attributes.get('url'), diags, owner),
    auth: decodeAuth(content.attributes.get('auth'), owner, diags),
  };
}

function decodeRegistryMirror(block: Block, diags: SourceDiagnostic<GlobalDecodeRuleId>[]): RegistryMirror {
  const headerRange = blockHeaderRange(block);
  const content = decodeBody(block.body, REGISTRY_MIRROR, { name: 'registry_mirror', headerRange }, diags);
  return {
    headerRange,
    default: field(content.attributes.get('default'), diags, 'registry_mirror'),
    mirrors: content.blocks.map((b) => decodeMirror(b, diags)),
  };
}

function duplicateBlock(block: Block, earlier: Block): SourceDiagnostic<GlobalDecodeRuleId> {
  return {
    ruleId: 'duplicate-last-wins',
    severity: 'warning',
    message: `Duplicate ${block.type} block: the kernel keeps only this last one and ignores the block on line ${earlier.typeRange.start.line}; merge them into one`,
    range: blockHeaderRange(block),
    related: [{ file: SAME_FILE, range: blockHeaderRange(earlier), message: `ignored ${earlier.type} block` }],
  };
}

export function decodeGlobalConfig(file: HclFile): GlobalDecodeResult {
  const diags: SourceDiagnostic<GlobalDecodeRuleId>[] = [];
  const content = decodeBody(file.body, TOP_LEVEL, { name: 'the global config', headerRange: firstLineRange(file.source) }, diags);
  let devOverrides = new Map<string, DevOverride>();
  let registryMirror: RegistryMirror | null = null;
  const seen = new Map<string, Block>();
  for (const block of content.blocks) {
    const earlier = seen.get(block.type);
    if (earlier !== undefined) diags.push(duplicateBlock(block, earlier));
    seen.set(block.type, block);
    if (block.type === 'dev_overrides') devOverrides = decodeDevOverrides(block, diags);
    else registryMirror = decodeRegistryMirror(block, diags);
  }
  return { model: { devOverrides, registryMirror }, diagnostics: diags };
}
