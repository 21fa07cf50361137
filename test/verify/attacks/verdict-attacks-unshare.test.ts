import { verdictSuite } from './verdict-suite.js';

// The same corpus straight through the rungs under unshare (root or passwordless sudo; skipped, and said so,
// where neither is there). The ladder's gate and typecheck do not depend on the sandbox.
verdictSuite('unshare', false);
