import { describe, expect, it } from 'vitest';
import * as hookPointUnknown from '../../../src/rules/agent/hook-point-unknown.js';
import * as hookProviderUndeclared from '../../../src/rules/agent/hook-provider-undeclared.js';
import * as hookTransformNonMutable from '../../../src/rules/agent/hook-transform-non-mutable.js';
import * as hookDuplicateSubscription from '../../../src/rules/agent/hook-duplicate-subscription.js';
import { at, findings } from './helpers.js';

const REQ = 'required_providers {\n  audit = { source = "github.com/o/audit", version = "1.0" }\n}\n';
const hook = (point: string, provider = 'audit', mode = 'observe') => `hook "${point}" {\n  provider = "${provider}"\n  mode     = "${mode}"\n}\n`;

describe('hook-point-unknown', () => {
  const rules = [hookPointUnknown];
  it('rejects labels that are not dispatchable points', () => {
    const src = REQ + hook('plan-redy') + hook('context-assemble') + hook('whenever');
    expect(findings(src, 'hook-point-unknown', rules)).toEqual([
      {
        ruleId: 'hook-point-unknown',
        severity: 'error',
        message: 'hook "plan-redy" is not a hook point; did you mean "plan-ready"?',
        notes: [
          'the hook points are session-start, pre-model-call, post-model-response, pre-tool-call, plan-ready, post-tool-call, post-apply, session-end',
          'the spec requires rejecting this, though the kernel does not check it yet',
        ],
        range: at(src, 'hook "plan-redy"'),
      },
      {
        ruleId: 'hook-point-unknown',
        severity: 'error',
        message: 'hook "context-assemble" is not a hook point; use one of the 8 hook points',
        notes: [
          'context-assemble stays on ContextService.Contribute and cannot be subscribed with hook{}',
          'the hook points are session-start, pre-model-call, post-model-response, pre-tool-call, plan-ready, post-tool-call, post-apply, session-end',
          'the spec requires rejecting this, though the kernel does not check it yet',
        ],
        range: at(src, 'hook "context-assemble"'),
      },
      {
        ruleId: 'hook-point-unknown',
        severity: 'error',
        message: 'hook "whenever" is not a hook point; use one of the 8 hook points',
        notes: [
          'the hook points are session-start, pre-model-call, post-model-response, pre-tool-call, plan-ready, post-tool-call, post-apply, session-end',
          'the spec requires rejecting this, though the kernel does not check it yet',
        ],
        range: at(src, 'hook "whenever"'),
      },
    ]);
  });
  it('suggests the hyphenated point for one written like an HCL name', () => {
    const src = REQ + hook('pre_tool_call') + hook('Post_Model_Respons');
    expect(findings(src, 'hook-point-unknown', rules).map((f) => [f.message, f.range])).toEqual([
      ['hook "pre_tool_call" is not a hook point; did you mean "pre-tool-call"?', at(src, 'hook "pre_tool_call"')],
      ['hook "Post_Model_Respons" is not a hook point; did you mean "post-model-response"?', at(src, 'hook "Post_Model_Respons"')],
    ]);
  });
  it('accepts the eight points', () => {
    const points = ['session-start', 'pre-model-call', 'post-model-response', 'pre-tool-call', 'plan-ready', 'post-tool-call', 'post-apply', 'session-end'];
    expect(findings(REQ + points.map((p) => hook(p)).join(''), 'hook-point-unknown', rules)).toEqual([]);
  });
});

describe('hook-provider-undeclared', () => {
  const rules = [hookProviderUndeclared];
  it('rejects a hook provider without a required_providers entry, at its provider attribute', () => {
    const src = REQ + hook('plan-ready', 'audit-logger');
    expect(findings(src, 'hook-provider-undeclared', rules)).toEqual([
      {
        ruleId: 'hook-provider-undeclared',
        severity: 'error',
        message: 'hook "plan-ready": provider "audit-logger" has no required_providers entry; add "audit-logger" to required_providers',
        notes: ['no plugin can ever serve this subscription', 'the spec requires rejecting this, though the kernel does not check it yet'],
        range: at(src, 'provider = "audit-logger"'),
      },
    ]);
  });
  it('accepts a declared provider', () => {
    expect(findings(REQ + hook('plan-ready'), 'hook-provider-undeclared', rules)).toEqual([]);
  });
});

describe('hook-transform-non-mutable', () => {
  const rules = [hookTransformNonMutable];
  it('warns at mode for transform outside pre-model-call', () => {
    const src = REQ + hook('post-tool-call', 'audit', 'transform');
    expect(findings(src, 'hook-transform-non-mutable', rules)).toEqual([
      {
        ruleId: 'hook-transform-non-mutable',
        severity: 'warning',
        message: 'hook "post-tool-call": mode "transform" can change nothing at post-tool-call; use "observe" or "veto"',
        notes: ['only pre-model-call has mutable fields; any change elsewhere aborts the chain with INVALID_RESPONSE'],
        range: at(src, 'mode     = "transform"'),
      },
    ]);
  });
  it('warns at a label that is no hook point too, which hook-point-unknown rejects besides', () => {
    const src = REQ + hook('context-assemble', 'audit', 'transform');
    expect(findings(src, 'hook-transform-non-mutable', rules).map((d) => d.range)).toEqual([at(src, 'mode     = "transform"')]);
  });
  it('accepts transform at pre-model-call', () => {
    expect(findings(REQ + hook('pre-model-call', 'audit', 'transform'), 'hook-transform-non-mutable', rules)).toEqual([]);
  });
});

describe('hook-duplicate-subscription', () => {
  const rules = [hookDuplicateSubscription];
  it('warns at the later hook with the same point and provider, whatever the mode', () => {
    const src = REQ + hook('plan-ready') + hook('plan-ready', 'audit', 'veto');
    expect(findings(src, 'hook-duplicate-subscription', rules)).toEqual([
      {
        ruleId: 'hook-duplicate-subscription',
        severity: 'warning',
        message: 'hook "plan-ready" subscribes provider "audit" again (also on line 4); remove one',
        notes: ['the kernel dispatches the hook to the provider once per subscription'],
        range: at(src, 'hook "plan-ready"', 2),
        related: [{ range: at(src, 'hook "plan-ready"'), message: 'hook "plan-ready" for "audit"' }],
      },
    ]);
  });
  it('reports every such pair: a third subscription gets two findings', () => {
    const src = REQ + hook('plan-ready') + hook('plan-ready', 'audit', 'veto') + hook('plan-ready', 'audit', 'transform');
    expect(findings(src, 'hook-duplicate-subscription', rules).map((d) => [d.range.start.line, d.related?.[0].range.start.line])).toEqual([
      [8, 4],
      [12, 4],
      [12, 8],
    ]);
  });
  it('accepts the same point with different providers', () => {
    const src =
      'required_providers {\n  audit = { source = "github.com/o/audit", version = "1.0" }\n  other = { source = "github.com/o/other", version = "1.0" }\n}\n' +
      hook('plan-ready') +
      hook('plan-ready', 'other');
    expect(findings(src, 'hook-duplicate-subscription', rules)).toEqual([]);
  });
});
