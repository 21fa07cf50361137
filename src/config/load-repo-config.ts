import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRepoConfig } from './parse-repo-config.js';
import { REPO_CONFIG_FILE, type RepoConfig } from './repo-config.js';

/**
 * Reads `.pulumi-gen.yml` from the repository root (the CLI's working directory, the action's workspace).
 * No file: no conventions. A file with mistakes throws, listing them all.
 */
export function loadRepoConfig(root: string): RepoConfig {
  let text: string;
  try {
    text = readFileSync(join(root, REPO_CONFIG_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  return parseRepoConfig(text, REPO_CONFIG_FILE);
}
