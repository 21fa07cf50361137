// Loaded with `node --import` in a child process: appends the URL of every module the process loads (ES
// modules and CommonJS alike) to the file named by RECORD_IMPORTS_TO, for tests of what a command loads.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env['RECORD_IMPORTS_TO'];
if (file !== undefined) {
  registerHooks({
    load(url, context, nextLoad) {
      appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
