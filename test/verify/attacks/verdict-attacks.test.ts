import { verdictSuite } from './verdict-suite.js';

// The verdict corpus under bubblewrap: the whole ladder, and straight through the rungs.
verdictSuite('bwrap', true);
