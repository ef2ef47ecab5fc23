// Global setup: the Node processes the tests start (the CLI, the language server, the fake
// plugins) start without NODE_EXTRA_CA_CERTS, which makes every start load and parse the
// certificate bundle it names: ~0.1 s and ~40 ms of CPU each, over thousands of starts. No test
// makes a TLS connection (the install tests' npm works from its cache, with an environment of
// its own). Set before vitest starts its workers, which the processes inherit it from.
const NAME = 'NODE_EXTRA_CA_CERTS';

export default function setup(): (() => void) | undefined {
  const saved = process.env[NAME];
  if (saved === undefined) return undefined;
  delete process.env[NAME];
  return () => {
    process.env[NAME] = saved;
  };
}
