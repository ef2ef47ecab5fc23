// In-process tests must not write into the user's real cache: the capability cache and the
// checksum memo default to $XDG_CACHE_HOME/harness-lint.
import { tempDir } from './support/temp-dir.js';

process.env.XDG_CACHE_HOME = tempDir('harness-lint-test-cache-');
