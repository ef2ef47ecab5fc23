import { describe, expect, it } from 'vitest';
import { decodeGlobalConfig } from '../../src/models/global/decode.js';
import { lines, parseClean, show, span } from '../lock/helpers.js';

function decode(text: string) {
  const { model, diagnostics } = decodeGlobalConfig(parseClean(text));
  return { model: model!, found: diagnostics.map(show) };
}

const SPEC_EXAMPLE = lines(
  'dev_overrides {',
  '  anthropic = "/home/steven/code/provider-anthropic/provider-anthropic"',
  '}',
  '',
  'registry_mirror {',
  '  default = "https://registry.internal.example.com"',
  '',
  '  mirror {',
  '    prefix = "github.com/agentco/"',
  '    url    = "https://registry.internal.example.com/agentco"',
  '    auth   = env("AGENTCO_MIRROR_TOKEN")',
  '  }',
  '',
  '  mirror {',
  '    prefix = "github.com/some-private-org/"',
  '    url    = "https://registry.internal.example.com/private"',
  '    auth   = env("PRIVATE_MIRROR_TOKEN")',
  '  }',
  '}',
);

describe('decodeGlobalConfig', () => {
  it('decodes the spec example with ranges and no findings', () => {
    const { model, found } = decode(SPEC_EXAMPLE);
    expect(found).toEqual([]);
    const o = model.devOverrides.get('anthropic')!;
    expect([o.path, span(o.nameRange), span(o.pathRange), span(o.attrRange)]).toEqual([
      '/home/steven/code/provider-anthropic/provider-anthropic',
      '2:3-2:12',
      '2:15-2:72',
      '2:3-2:72',
    ]);
    const rm = model.registryMirror!;
    expect([rm.default!.value, span(rm.headerRange)]).toEqual(['https://registry.internal.example.com', '5:1-5:16']);
    expect(rm.mirrors.map((m) => [span(m.headerRange), m.prefix!.value, m.url!.value, m.auth!.envName, span(m.auth!.attrRange)])).toEqual([
      ['8:3-8:9', 'github.com/agentco/', 'https://registry.internal.example.com/agentco', 'AGENTCO_MIRROR_TOKEN', '11:5-11:41'],
      ['14:3-14:9', 'github.com/some-private-org/', 'https://registry.internal.example.com/private', 'PRIVATE_MIRROR_TOKEN', '17:5-17:41'],
    ]);
  });

  it('accepts an empty file and a mirror without auth', () => {
    expect(decode('')).toEqual({ model: { devOverrides: new Map(), registryMirror: null }, found: [] });
    const { model, found } = decode(
      lines(
        'registry_mirror {',
        '  default = "https://r.example.com"',
        '  mirror {',
        '    prefix = "gitlab.com/"',
        '    url = "https://m.example.com"',
        '  }',
        '}',
      ),
    );
    expect(found).toEqual([]);
    expect(model.registryMirror!.mirrors[0].auth).toBeNull();
  });

  it('rejects a literal auth without echoing the secret', () => {
    const { model, found } = decode(
      lines(
        'registry_mirror {',
        '  default = "https://registry.internal.example.com"',
        '',
        '  mirror {',
        '    prefix = "github.com/agentco/"',
        '    url    = "https://registry.internal.example.com/agentco"',
        '    auth   = "glpat-xxxxxxxxxxxxxxxxxxxx"',
        '  }',
        '}',
      ),
    );
    expect(found).toEqual([
      {
        ruleId: 'secret-not-env',
        severity: 'error',
        message: 'auth in mirror for prefix "github.com/agentco/" must be exactly env("VARIABLE_NAME"), but it is a literal string',
        notes: ['literal credentials are forbidden in the global config: keep the token in an environment variable and write auth = env("VARIABLE_NAME")'],
        range: '7:5-7:42',
      },
    ]);
    expect(found[0].message).not.toContain('glpat');
    expect(model.registryMirror!.mirrors[0].auth).toBeNull();
  });

  // ValidateSensitiveExpr takes a template of one literal part, which a heredoc is too.
  it('accepts env() with the name in a heredoc, as the kernel does', () => {
    const { model, found } = decode(
      lines(
        'registry_mirror {',
        '  default = "https://r"',
        '  mirror {',
        '    prefix = "p/"',
        '    url    = "https://m"',
        '    auth   = env(<<-EOT',
        '      TOKEN',
        '      EOT',
        '    )',
        '  }',
        '}',
      ),
    );
    expect(found).toEqual([]);
    expect(model.registryMirror!.mirrors[0].auth?.envName).toBe('TOKEN\n');
  });

  it('rejects every other auth shape, and env("") as env-empty-name', () => {
    const auths: [string, string, string][] = [
      ['"${env("TOKEN")}"', 'secret-not-env', 'an interpolation'],
      ['"Bearer ${env("TOKEN")}"', 'secret-not-env', 'a string template'],
      ['coalesce(env("TOKEN"), "d")', 'secret-not-env', 'a call to coalesce()'],
      ['env(name)', 'secret-not-env', 'the argument of env() is a reference, not a plain quoted variable name'],
      ['env()', 'secret-not-env', 'env() takes exactly one quoted variable name, got 0 arguments'],
      ['env("A", "B")', 'secret-not-env', 'env() takes exactly one quoted variable name, got 2 arguments'],
      ['token', 'secret-not-env', 'a reference'],
      ['42', 'secret-not-env', 'a number literal'],
      [
        'env("")',
        'env-empty-name',
        'env("") can never resolve (no environment variable has an empty name), so loading the global config fails on every machine',
      ],
      // No variable name holds "=" or a NUL either (the kernel refuses these too, issue 14).
      [
        'env("A=B")',
        'env-empty-name',
        'env(...) can never resolve (no environment variable name contains "="), so loading the global config fails on every machine',
      ],
      [
        'env("A\\u0000")',
        'env-empty-name',
        'env(...) can never resolve (no environment variable name contains a NUL), so loading the global config fails on every machine',
      ],
    ];
    for (const [expr, ruleId, fragment] of auths) {
      const { found } = decode(
        lines(
          'registry_mirror {',
          '  default = "https://r"',
          '  mirror {',
          '    prefix = "p/"',
          '    url    = "https://m"',
          `    auth   = ${expr}`,
          '  }',
          '}',
        ),
      );
      expect(
        found.map((f) => [f.ruleId, f.range]),
        expr,
      ).toEqual([[ruleId, `6:5-6:${14 + [...expr].length}`]]);
      expect(found[0].message, expr).toContain(fragment);
    }
  });

  it('enforces the closed schema, literal values and string types', () => {
    const { model, found } = decode(
      lines(
        'api_key = "x"',
        'provider "anthropic" {',
        '}',
        'dev_overrides {',
        '  anthropic = env("BIN")',
        '  filesystem = 42',
        '  tool = "/bin/tool"',
        '  nested {',
        '  }',
        '}',
        'registry_mirror {',
        '  mirror {',
        '    prefix = "p/"',
        '    token = "t"',
        '  }',
        '}',
      ),
    );
    expect(found.map((f) => [f.ruleId, f.range])).toEqual([
      ['hcl-unsupported-argument', '1:1-1:8'],
      ['hcl-unsupported-block', '2:1-2:21'],
      ['hcl-unsupported-block', '8:3-8:9'],
      ['expr-not-allowed', '5:15-5:25'],
      ['attr-type-mismatch', '6:16-6:18'],
      ['hcl-missing-required-argument', '11:1-11:16'],
      ['hcl-unsupported-argument', '14:5-14:10'],
      ['hcl-missing-required-argument', '12:3-12:9'],
    ]);
    expect(found[1].message).toBe('Unsupported block type: blocks of type "provider" are not expected here in the global config; configure it in agent.hcl');
    expect(found[1].notes).toEqual([
      'The global config holds only dev_overrides and registry_mirror, never provider configuration or credentials: configure providers in agent.hcl, with secrets as env("NAME")',
    ]);
    expect(found[7].message).toBe('Missing required argument: mirror for prefix "p/" needs "url", but no definition was found');
    expect([...model.devOverrides.keys()]).toEqual(['tool']);
  });

  it('warns about repeated blocks and keeps the last', () => {
    const { model, found } = decode(
      lines(
        'dev_overrides {',
        '  a = "/a"',
        '}',
        'dev_overrides {',
        '  b = "/b"',
        '}',
        'registry_mirror {',
        '  default = "https://one"',
        '}',
        'registry_mirror {',
        '  default = "https://two"',
        '}',
      ),
    );
    expect(found).toEqual([
      {
        ruleId: 'duplicate-last-wins',
        severity: 'warning',
        message: 'Duplicate dev_overrides block: the kernel keeps only this last one and ignores the block on line 1; merge them into one',
        range: '4:1-4:14',
        related: [{ file: '', range: '1:1-1:14', message: 'ignored dev_overrides block' }],
      },
      {
        ruleId: 'duplicate-last-wins',
        severity: 'warning',
        message: 'Duplicate registry_mirror block: the kernel keeps only this last one and ignores the block on line 7; merge them into one',
        range: '10:1-10:16',
        related: [{ file: '', range: '7:1-7:16', message: 'ignored registry_mirror block' }],
      },
    ]);
    expect([...model.devOverrides.keys()]).toEqual(['b']);
    expect(model.registryMirror!.default!.value).toBe('https://two');
  });
});
