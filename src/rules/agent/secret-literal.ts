// A literal credential in a provider body, found without the plugin: secret-not-env needs the
// provider's config_schema to know which attributes are sensitive, and CI usually runs with
// --no-plugins or without a plugin cache, where a literal API key would otherwise pass. So a
// literal string is an error when its attribute is named like a credential (at any depth) and
// the schema does not say otherwise, or when it contains a well-known token format. An
// attribute the schema marks sensitive is left to secret-not-env (no double report); one the
// schema declares but not as sensitive is judged by its value only. The value is never quoted,
// and the range is exactly the value, so code frames mask it.
import type { Expression, TemplateExpr } from '../../hcl/ast.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import type { Change, Range } from '../../diagnostics/diagnostic.js';
import { envCalls, quoteString } from '../../hcl/index.js';
import { byName, type ConfigAttr } from '../../models/advertised/config-attrs.js';
import { agentView } from './support/context.js';
import { isCredentialName, tokenFormatIn } from './support/secret-formats.js';

export const meta = {
  id: 'secret-literal',
  severity: 'error',
  description: 'A literal string in a provider block that is named like a credential or has a known token format.',
  group: 'agent',
  needsCapabilities: false,
  hasSuggestions: true,
} as const satisfies RuleMeta;

/** What the schema says about one place in a provider body: undefined when it says nothing. */
type Known = ConfigAttr | undefined;

function literalText(e: TemplateExpr): string {
  return e.parts.map((p) => (p.type === 'TemplateLiteral' ? p.value : '')).join('');
}

function objectKey(key: Expression | { type: 'ObjectKeyIdent'; name: string }): string | null {
  if (key.type === 'ObjectKeyIdent') return key.name;
  if (key.type === 'Template' && key.parts.every((p) => p.type === 'TemplateLiteral')) return literalText(key);
  return null;
}

/** ANTHROPIC_API_KEY for provider "anthropic", attribute api_key: a name to suggest. */
export function envName(provider: string, path: string): string {
  return `${provider}_${path}`
    .replace(/\[\d+\]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
}

/** The value (a secret: never quoted, never kept) replaced by an env() call, the variable then to be set. */
export function envSuggestion(range: Range, name: string): Change {
  return { message: `Read it from the environment: env(${quoteString(name)}), then set ${name}`, edits: [{ range, text: `env(${quoteString(name)})` }] };
}

export function check(ctx: RuleContext): void {
  const view = agentView(ctx);
  if (!view) return;
  const caps = ctx.project.capabilities;
  for (const block of view.model.providers) {
    const provider = caps?.get(block.name);
    const schema = provider ? byName(provider.providerConfig) : undefined;
    const report = (e: Expression, path: string, what: string): void => {
      ctx.report({
        file: view.file,
        range: e.range,
        message: `provider "${block.name}": ${path} ${what}; write env("${envName(block.name, path)}") instead`,
        suggestions: [envSuggestion(e.range, envName(block.name, path))],
      });
    };
    // name: the attribute or object key the value is under; known: its schema entry, if any.
    const visit = (e: Expression, path: string, name: string, known: Known): void => {
      if (known?.sensitive) return;
      switch (e.type) {
        case 'Paren':
          visit(e.expr, path, name, known);
          return;
        case 'Template': {
          // An interpolation splits the literal text: a token never spans one.
          const format = tokenFormatIn(e.parts.map((p) => (p.type === 'TemplateLiteral' ? p.value : '\n')).join(''));
          if (format) report(e, path, `holds a literal ${format.name} (by its format)`);
          else if (!known && isCredentialName(name) && e.parts.every((p) => p.type === 'TemplateLiteral') && literalText(e) !== '')
            report(e, path, 'is named like a credential but is a literal');
          else if (!known && isCredentialName(name) && e.parts.length > 1 && envCalls(e).length > 0) {
            // "Bearer ${env("X")}": the kernel refuses it where the plugin marks the attribute
            // sensitive (secret-not-env), which only the plugin can say.
            ctx.report({
              file: view.file,
              range: e.range,
              message: `provider "${block.name}": ${path} is named like a credential but wraps env() in a template; if the plugin marks it sensitive the kernel refuses anything but exactly env("NAME")`,
              severity: 'warning',
            });
          }
          return;
        }
        case 'Tuple':
          e.elements.forEach((el, i) => visit(el, `${path}[${i}]`, name, known));
          return;
        case 'Object': {
          const nested = known?.type === 'object' ? byName(known.objectAttributes) : undefined;
          for (const item of e.items) {
            const key = objectKey(item.key);
            if (key !== null) visit(item.value, `${path}.${key}`, key, nested?.get(key));
          }
          return;
        }
        default:
          return;
      }
    };
    for (const attr of block.body.attributes) visit(attr.expr, attr.name, attr.name, schema?.get(attr.name));
  }
}
