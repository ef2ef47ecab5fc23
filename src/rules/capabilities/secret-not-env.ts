// 3.5: a `sensitive` attribute, at any depth inside object values, must be written exactly as
// env("LITERAL"), checked on the unevaluated syntax. The written value is never quoted in the
// message, and the diagnostic's range is exactly the value (the secret), so a code frame can
// mask it. registry_mirror.mirror.auth is checked by the global-config decoder (same id).
import type { Expression } from '../../hcl/ast.js';
import type { RuleContext, RuleMeta } from '../rule.js';
import { checkAuthShape } from '../../models/global/auth.js';
import { byName, type ConfigAttr } from '../../models/advertised/config-attrs.js';
import { capView, loadedProviders } from './support/context.js';
import { envName, envSuggestion } from '../agent/secret-literal.js';
import { envCallName, quoteString } from '../../hcl/index.js';
import { unresolvableEnvName } from '../../models/env-name.js';

function staticKey(item: { key: Expression | { type: 'ObjectKeyIdent'; name: string } }): string | null {
  const key = item.key;
  if (key.type === 'ObjectKeyIdent') return key.name;
  if (key.type === 'Template' && key.parts.every((p) => p.type === 'TemplateLiteral'))
    return key.parts.map((p) => (p.type === 'TemplateLiteral' ? p.value : '')).join('');
  return null;
}

function unwrap(expr: Expression): Expression {
  return expr.type === 'Paren' ? unwrap(expr.expr) : expr;
}

/** The variable of `"${env("NAME")}"`, which is exactly env("NAME") (a template of one interpolation is its value); else null. */
function wrappedEnv(expr: Expression): string | null {
  const e = unwrap(expr);
  const call = e.type === 'TemplateWrap' ? envCallName(unwrap(e.expr)) : null;
  return call && unresolvableEnvName(call.name) === null ? call.name : null;
}

/** `env(NAME)`: expr-not-allowed's one finding at the bare name, with the quotes as its fix (issue 28 item 6). */
function bareEnvName(expr: Expression): boolean {
  return expr.type === 'FunctionCall' && expr.name === 'env' && expr.args.length === 1 && !expr.expandFinal && expr.args[0].type === 'Variable';
}

export const meta = {
  id: 'secret-not-env',
  severity: 'error',
  description: 'A sensitive provider attribute (or mirror auth) not written as exactly env("NAME").',
  group: 'capabilities',
  needsCapabilities: true,
  fixable: true,
  hasSuggestions: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  const visit = (provider: string, attr: ConfigAttr, path: string, expr: Expression): void => {
    if (attr.sensitive) {
      const shape = checkAuthShape(expr);
      // env("") is env-empty-name's finding.
      if (!shape.ok && shape.ruleId === 'secret-not-env' && !bareEnvName(expr)) {
        const wrapped = wrappedEnv(expr);
        const env = wrapped === null ? null : `env(${quoteString(wrapped)})`;
        ctx.report({
          file: view.file,
          range: expr.range,
          message: `provider "${provider}": sensitive attribute "${path}" must be env("VARIABLE_NAME"), but ${shape.problem}`,
          notes: ['write it exactly as env("VARIABLE_NAME"): keep the secret out of agent.hcl and read it from the environment'],
          ...(env === null
            ? { suggestions: [envSuggestion(expr.range, envName(provider, path))] }
            : { fix: { message: `Write ${env} without the "\${…}" around it`, edits: [{ range: expr.range, text: env }] } }),
        });
      }
      return;
    }
    const value = unwrap(expr);
    if (attr.type !== 'object' || value.type !== 'Object') return;
    const nested = byName(attr.objectAttributes);
    for (const item of value.items) {
      const key = staticKey(item);
      const child = key === null ? undefined : nested.get(key);
      if (child) visit(provider, child, `${path}.${key}`, item.value);
    }
  };
  for (const { entry, caps } of loadedProviders(view)) {
    const attrs = byName(caps.providerConfig);
    for (const block of view.model.providers.filter((p) => p.name === entry.name)) {
      for (const a of block.body.attributes) {
        const spec = attrs.get(a.name);
        if (spec) visit(entry.name, spec, a.name, a.expr);
      }
    }
  }
}
