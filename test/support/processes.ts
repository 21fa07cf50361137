import { readdirSync, readFileSync } from 'node:fs';

/** The pids of this machine's processes whose command line carries `marker`: what a test left running. */
export function processesWith(marker: string): string[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
      } catch {
        return false;
      }
    });
}
