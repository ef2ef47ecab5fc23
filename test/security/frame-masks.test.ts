// Code frames print file content into terminals and CI logs (hostile-input issue, finding 3):
// four shapes printed a secret's value unmasked because no secret finding pointed at it. Each
// frame here is printed whole, so what is and is not masked is exact.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { formatStylish } from '../../src/format/stylish.js';
import { formatInput } from '../support/format-input.js';

function diag(line: number, column: number, endLine: number, endColumn: number, ruleId: string): Diagnostic {
  return {
    ruleId,
    severity: 'error',
    message: 'm',
    file: 'agent.hcl',
    range: { start: { line, column, offset: 0 }, end: { line: endLine, column: endColumn, offset: 0 } },
  };
}

/** The frame lines (`> n | …` and `  n | …`) stylish prints for `diagnostics` on `source`. */
function frames(source: string, diagnostics: Diagnostic[], sensitiveNames: string[] = []): string[] {
  const out = formatStylish(formatInput(diagnostics, { source: () => source, sensitiveNames }));
  return out.split('\n').filter((line) => /^ {2}[> ] \d+ \|/.test(line));
}

describe('code frames mask what the linter knows or suspects to be secret', () => {
  it('a plugin-declared sensitive attribute with an ordinary name (dsn), on a line that carries another finding', () => {
    const source = 'provider "p" {\n  dsn = "postgres://app:S3CRET@db" oops\n}\n';
    expect(frames(source, [diag(2, 35, 2, 39, 'hcl-syntax')], ['dsn'])).toEqual(['  > 2 |   dsn = ************************** ****']);
    // Without the plugin's word for it, dsn is no credential name: shown as written.
    expect(frames(source, [diag(2, 35, 2, 39, 'hcl-syntax')])).toEqual(['  > 2 |   dsn = "postgres://app:S3CRET@db" oops']);
  });

  it('the same sensitive attribute written twice (Attribute redefined): both lines masked', () => {
    const source = 'provider "p" {\n  dsn = "postgres://a:ONE@db"\n  dsn = "postgres://a:TWO@db"\n}\n';
    expect(frames(source, [diag(2, 3, 2, 6, 'x'), diag(3, 3, 3, 6, 'hcl-duplicate-attribute')], ['dsn'])).toEqual([
      '  > 2 |   dsn = *********************',
      '  > 3 |   dsn = *********************',
    ]);
  });

  it('a misspelt sensitive or credential name (api_kye, client_secert) reported as unknown', () => {
    const source = 'provider "p" {\n  api_kye = "sk-live-MISSPELT"\n  client_secert = "abc"\n  connection_strng = "Server=x;Password=y"\n}\n';
    const found = [
      diag(2, 3, 2, 10, 'provider-config-unknown-attr'),
      diag(3, 3, 3, 16, 'provider-config-unknown-attr'),
      diag(4, 3, 4, 19, 'provider-config-unknown-attr'),
    ];
    expect(frames(source, found, ['connection_string'])).toEqual([
      '  > 2 |   api_kye = ******************',
      '  > 3 |   client_secert = *****',
      '  > 4 |   connection_strng = *********************',
    ]);
  });

  it('a multi-line list of keys with a missing comma: every line of the value masked', () => {
    const source = 'provider "p" {\n  api_keys = [\n    "sk-live-ONE"\n    "sk-live-TWO",\n  ]\n  region = "eu"\n}\n';
    expect(frames(source, [diag(4, 5, 4, 18, 'hcl-syntax'), diag(6, 3, 6, 9, 'x')])).toEqual(['  > 4 |     **************', '  > 6 |   region = "eu"']);
  });

  it('a heredoc value of a credential name: its body masked, the lines after it not', () => {
    const source = 'provider "p" {\n  token = <<EOT\nsk-live-HEREDOC\nEOT\n  region = "eu"\n}\n';
    expect(frames(source, [diag(3, 1, 3, 5, 'x'), diag(5, 3, 5, 9, 'x')])).toEqual(['  > 3 | ***************', '  > 5 |   region = "eu"']);
  });
});
