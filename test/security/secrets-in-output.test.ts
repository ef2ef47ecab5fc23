// A literal secret written where only env("NAME") belongs (a sensitive provider attribute, or
// registry_mirror.mirror.auth in the global config) is reported as secret-not-env, and the
// secret itself is never printed: not in the message, not in the stylish code frame, in no
// registered format, not on stderr.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatNames } from '../../src/format/index.js';
import { AGENT_HCL, CLEAN_TOOL, DESCRIBE, type FaultProject, useFaultProject } from '../faults/support/fault-project.js';

const MIRROR_SECRETS = ['hunter2-MIRROR-LITERAL-5f3a9c', 'hunter2-MIRROR-TEMPLATE-0b7e21', 'hunter2-MIRROR-HEREDOC-c4d9a8', 'hunter2-MIRROR-OBJECT-71f0e3'];
const SECRETS = {
  literal: 'sk-live-LITERAL-SECRET-7d1e4b',
  template: 'sk-live-TEMPLATE-SECRET-2a8f6c',
  heredoc: 'sk-live-HEREDOC-SECRET-9b3d0e',
  nested: 'sk-live-NESTED-SECRET-4c7a1f',
};

const GLOBAL_WITH_LITERAL_AUTH = `registry_mirror {
  default = "https://registry.internal.example.com"

  mirror {
    prefix = "github.com/agentco/"
    url    = "https://registry.internal.example.com/agentco"
    auth   = "${MIRROR_SECRETS[0]}"
  }
  mirror {
    prefix = "github.com/b/"
    url    = "https://registry.internal.example.com/b"
    auth   = "${MIRROR_SECRETS[1]}-\${env("SUFFIX")}"
  }
  mirror {
    prefix = "github.com/c/"
    url    = "https://registry.internal.example.com/c"
    auth   = <<EOT
${MIRROR_SECRETS[2]}
EOT
  }
  mirror {
    prefix = "github.com/d/"
    url    = "https://registry.internal.example.com/d"
    auth   = { token = "${MIRROR_SECRETS[3]}" }
  }
}
`;

const SENSITIVE_CONFIG = {
  attributes: [
    { name: 'api_key', type: 'ATTR_TYPE_STRING', sensitive: true, description: 'API key' },
    { name: 'password', type: 'ATTR_TYPE_STRING', sensitive: true, description: 'password' },
    { name: 'client_secret', type: 'ATTR_TYPE_STRING', sensitive: true, description: 'client secret' },
    {
      name: 'auth',
      type: 'ATTR_TYPE_OBJECT',
      description: 'auth settings',
      object_attributes: [{ name: 'token', type: 'ATTR_TYPE_STRING', sensitive: true, description: 'token' }],
    },
  ],
};

const AGENT_WITH_SECRETS = `${AGENT_HCL}
provider "p" {
  api_key       = "${SECRETS.literal}"
  password      = "${SECRETS.template}-\${env("SUFFIX")}"
  client_secret = <<EOT
${SECRETS.heredoc}
EOT
  auth = {
    token = "${SECRETS.nested}"
  }
}
`;

let project: FaultProject;

/** Under --no-plugins no dev_overrides entry stands in for the lock file the project does not have. */
const NO_LOCK = ['lock-file-missing', 'agent.hcl', 1];

useFaultProject((p) => {
  project = p;
});

/** Which of `secrets` each format prints (stdout or stderr): every format is run before asserting, so a failure lists them all. */
function leaks(run: (format: string) => { status: number | null; stdout: string; stderr: string }, secrets: string[]): string[] {
  const found: string[] = [];
  for (const format of formatNames) {
    const r = run(format);
    expect(r.status, `--format ${format}: ${r.stderr}`).toBe(1);
    for (const secret of secrets) {
      if (r.stdout.includes(secret)) found.push(`--format ${format} prints ${secret} on stdout`);
      if (r.stderr.includes(secret)) found.push(`--format ${format} prints ${secret} on stderr`);
    }
  }
  return found;
}

describe('secrets are never printed', () => {
  it('literal mirror auths in the global config (string, template, heredoc, object): secret-not-env each, and no format prints a token', () => {
    writeFileSync(join(project.root, 'global.hcl'), GLOBAL_WITH_LITERAL_AUTH);
    const json = project.run({ args: ['--no-plugins'] });
    expect(json.diagnostics.map((d) => [d.ruleId, d.file, d.range.start.line])).toEqual([
      NO_LOCK,
      ...[7, 12, 17, 24].map((line) => ['secret-not-env', 'global.hcl', line]),
    ]);
    expect(leaks((format) => project.run({ args: ['--no-plugins', '--verbose'], format }), MIRROR_SECRETS)).toEqual([]);
  });

  // A syntax error stops decoding, so secret-not-env never runs: but mirror.auth is known to be
  // a credential without any plugin, and the error's code frame is the line that holds it.
  for (const [label, mirrorAuth, line] of [
    ['written twice (Attribute redefined)', `    auth   = "${MIRROR_SECRETS[0]}"\n    auth   = "${MIRROR_SECRETS[1]}"\n`, 7],
    ['followed by junk on its line (Missing newline after argument)', `    auth   = "${MIRROR_SECRETS[2]}" oops\n`, 6],
  ] as const) {
    it(`a literal mirror auth ${label}: the syntax error is reported, no format prints the token`, () => {
      writeFileSync(
        join(project.root, 'global.hcl'),
        `registry_mirror {\n  default = "https://r.example.com"\n  mirror {\n    prefix = "github.com/a/"\n    url    = "https://r.example.com/a"\n${mirrorAuth}  }\n}\n`,
      );
      const json = project.run({ args: ['--no-plugins'] });
      expect(json.diagnostics.map((d) => [d.file, d.range.start.line, d.severity])).toEqual([
        ['agent.hcl', 1, 'warning'],
        ['global.hcl', line, 'error'],
      ]);
      expect(leaks((format) => project.run({ args: ['--no-plugins'], format }), MIRROR_SECRETS)).toEqual([]);
    });
  }

  it('literal secrets in sensitive provider attributes: one secret-not-env each, and no format prints them', () => {
    writeFileSync(join(project.root, 'agent.hcl'), AGENT_WITH_SECRETS);
    project.usePlugin({ category: 'tool', capabilities: { ...CLEAN_TOOL, config_schema: SENSITIVE_CONFIG }, describe: DESCRIBE });
    const json = project.run();
    expect(json.diagnostics.map((d) => [d.ruleId, d.range.start.line])).toEqual([
      ['secret-not-env', 9],
      ['secret-not-env', 10],
      ['secret-not-env', 11],
      ['secret-not-env', 15],
    ]);
    expect(leaks((format) => project.run({ args: ['--verbose'], format }), Object.values(SECRETS))).toEqual([]);
  });

  // Unquoted, a token parses as a reference, and the messages named what it referred to.
  it('an unquoted mirror auth (auth = hunter2_TOKEN, a reference): secret-not-env, and no format quotes it', () => {
    const token = 'hunter2_UNQUOTED_TOKEN_3e9d';
    writeFileSync(
      join(project.root, 'global.hcl'),
      `registry_mirror {\n  default = "https://r.example.com"\n  mirror {\n    prefix = "github.com/a/"\n    url    = "https://r.example.com/a"\n    auth   = ${token}\n  }\n}\n`,
    );
    const json = project.run({ args: ['--no-plugins'] });
    expect(json.diagnostics.map((d) => [d.ruleId, d.file, d.range.start.line, d.message])).toEqual([
      [...NO_LOCK, 'no lock file pins the provider of required_providers: let the kernel write .agent/agent.lock.hcl and commit it'],
      ['secret-not-env', 'global.hcl', 6, 'auth in mirror for prefix "github.com/a/" must be exactly env("VARIABLE_NAME"), but it is a reference'],
    ]);
    expect(leaks((format) => project.run({ args: ['--no-plugins'], format }), [token])).toEqual([]);
  });

  it('an unquoted key in a provider (api_key = sk_live_…, a reference) and a quoted one in arithmetic: no message or format quotes them', () => {
    const [bare, operand, traversal] = ['sk_live_51HbUNQUOTED0a1b', 'sk_live_51HbOPERAND2c3d', 'sk_live_51HbTRAVERSAL4e5f'];
    writeFileSync(
      join(project.root, 'agent.hcl'),
      `${AGENT_HCL}\nprovider "p" {\n  api_key = ${bare}\n  token   = "${operand}" * 2\n  secret  = ${traversal}.x\n}\n`,
    );
    const json = project.run({ args: ['--no-plugins'] });
    const variable = (name: string) =>
      `Variables not allowed: ${name} in provider "p" cannot refer to a variable; quote the value if it is text, or use env("NAME")`;
    expect(json.diagnostics.map((d) => [d.ruleId, d.range.start.line, d.message])).toEqual([
      ['lock-file-missing', 1, 'no lock file pins the provider of required_providers: let the kernel write .agent/agent.lock.hcl and commit it'],
      ['expr-not-allowed', 9, variable('api_key')],
      ['attr-type-mismatch', 10, 'Invalid operand in token in provider "p": Unsuitable value for left operand: a number is required.'],
      ['expr-not-allowed', 11, variable('secret')],
    ]);
    expect(leaks((format) => project.run({ args: ['--no-plugins'], format }), [bare, operand, traversal])).toEqual([]);
  });

  it('a credential-named attribute the plugin declares but not as sensitive, written with the wrong type: the type mismatch does not quote it', () => {
    const token = 'hunter2-WRONG-TYPE-8f2a';
    writeFileSync(join(project.root, 'agent.hcl'), `${AGENT_HCL}\nprovider "p" {\n  auth_token = "${token}"\n}\n`);
    project.usePlugin({
      category: 'tool',
      capabilities: { ...CLEAN_TOOL, config_schema: { attributes: [{ name: 'auth_token', type: 'ATTR_TYPE_NUMBER', description: 'token id' }] } },
      describe: DESCRIBE,
    });
    const json = project.run();
    expect(json.diagnostics.map((d) => [d.ruleId, d.range.start.line])).toEqual([['provider-config-type-mismatch', 9]]);
    expect(json.diagnostics[0].message).toBe('provider "p": attribute "auth_token" must be a number, got a string');
    expect(leaks((format) => project.run({ format }), [token])).toEqual([]);
  });
});

describe('plugin-declared sensitive names reach the code frames through the CLI', () => {
  // With secret-not-env off nothing else marks the value: only the plugin's word that dsn (no
  // credential name) is sensitive, handed to the formatter, keeps it out of the frame.
  it('a nested sensitive attribute with an ordinary name (dsn) on a line that carries another finding: stylish masks its value in the frame', () => {
    const secret = 'postgres://app:S3CRET-DSN-e41c@db';
    const dsn = { name: 'dsn', type: 'ATTR_TYPE_STRING', sensitive: true, description: 'connection string' };
    const config = {
      attributes: [
        {
          name: 'db',
          type: 'ATTR_TYPE_OBJECT',
          description: 'database',
          object_attributes: [dsn, { name: 'host', type: 'ATTR_TYPE_STRING', description: 'host' }],
        },
      ],
    };
    project.usePlugin({ category: 'tool', capabilities: { ...CLEAN_TOOL, config_schema: config }, describe: DESCRIBE });
    writeFileSync(join(project.root, 'agent.hcl'), `${AGENT_HCL}\nprovider "p" {\n  db = { dsn = "${secret}", hots = "x" }\n}\n`);
    const args = ['--rule', 'secret-not-env=off'];
    expect(project.run({ args }).diagnostics.map((d) => [d.ruleId, d.range.start.line, d.range.start.column])).toEqual([
      ['provider-config-unknown-nested-attr', 9, 53],
    ]);
    const stylish = project.run({ args, format: 'stylish' });
    expect(stylish.status).toBe(0);
    const frame = stylish.stdout.split('\n').filter((l) => l.startsWith('  > 9 |'));
    expect(frame).toHaveLength(1);
    expect(frame[0].startsWith(`  > 9 |   db = { dsn = ${'*'.repeat(secret.length + 2)}`)).toBe(true);
    expect(stylish.stdout).not.toContain('S3CRET');
  });
});
