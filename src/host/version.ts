import pkg from '../../package.json' with { type: 'json' };

export const TOOL = { name: 'harness-lint', version: pkg.version } as const;
