import { join } from 'node:path';

/**
 * What npm runs with: the user's own npm configuration, passed through rather than stripped, so an install
 * behind a TLS-intercepting proxy or against a private registry works as `npm install` does for the user.
 * Built once by the entry (the only code that reads `process.env`) and passed in as a value.
 */
export interface NpmEnvironment {
  /** The variables npm runs with. */
  readonly vars: Readonly<Record<string, string>>;
  /** Values never to print: auth tokens, passwords, proxy credentials, variables `.npmrc` interpolates. */
  readonly secrets: readonly string[];
  /**
   * The project's `.npmrc` text. npm reads project config from the directory it installs into, which is a
   * store directory, so the store writes this next to each install (and deletes it after).
   */
  readonly projectNpmrc?: string;
}

export interface NpmEnvironmentSource {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly homeDir: string;
  /** Reads a file's text, `undefined` when absent. */
  readonly readText: (path: string) => string | undefined;
}

/** Variables npm (or Node's TLS and proxy handling under it) reads, besides `npm_config_*`. */
const PASSED = [
  'PATH',
  'HOME',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
  'SystemRoot',
  'XDG_CONFIG_HOME',
  'TMPDIR',
  'TEMP',
  'TMP',
  'NODE_EXTRA_CA_CERTS',
  'NODE_USE_SYSTEM_CA',
  'NODE_TLS_REJECT_UNAUTHORIZED',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
];

/**
 * `npm_config_*` settings that would change where or whether the store's install happens; npm sets several
 * of them for scripts, so a pulumi-gen started by `npm run` or `npx` must not hand them on.
 */
const NOT_PASSED =
  /^npm_config_(global|prefix|local_prefix|dry_run|package_lock_only|workspaces?|include_workspace_root|location)$/i;

const SECRET_SETTING = /(_auth|authtoken|password|token|_authtoken)$/i;

/** `${NAME}` references in an `.npmrc`: npm interpolates them, usually for auth tokens. */
function referencedVariables(npmrc: string | undefined): string[] {
  if (npmrc === undefined) return [];
  return [...npmrc.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\??\}/g)].map((match) => match[1] ?? '');
}

/** `user:password@` in a proxy URL. */
function proxyCredentials(value: string): string[] {
  try {
    const url = new URL(value);
    return [url.password, url.username].filter((part) => part.length >= 4).map(decodeURIComponent);
  } catch {
    return [];
  }
}

/** Tokens and passwords written literally in an `.npmrc` (`//host/:_authToken=...`, `_password=...`). */
function literalSecrets(npmrc: string | undefined): string[] {
  if (npmrc === undefined) return [];
  return [...npmrc.matchAll(/^\s*[^#;=\s]*(?:_auth|_authToken|_password|token)\s*=\s*(\S+)\s*$/gim)]
    .map((match) => match[1] ?? '')
    .filter((value) => value.length >= 4 && !value.startsWith('${'));
}

export function npmEnvironmentFrom(source: NpmEnvironmentSource): NpmEnvironment {
  const { env } = source;
  const vars: Record<string, string> = {};
  const secrets: string[] = [];
  const pass = (name: string) => {
    const value = env[name];
    if (value !== undefined && value !== '') vars[name] = value;
  };
  PASSED.forEach(pass);
  for (const name of Object.keys(env)) {
    if (/^npm_config_/i.test(name) && !NOT_PASSED.test(name)) {
      pass(name);
      if (SECRET_SETTING.test(name) && env[name] !== undefined) secrets.push(env[name]);
    }
  }
  vars['npm_config_update_notifier'] = 'false';
  const userConfig =
    env['npm_config_userconfig'] ?? env['NPM_CONFIG_USERCONFIG'] ?? join(source.homeDir, '.npmrc');
  const userNpmrc = source.readText(userConfig);
  const projectNpmrc = source.readText(join(source.cwd, '.npmrc'));
  for (const name of [...referencedVariables(userNpmrc), ...referencedVariables(projectNpmrc)]) {
    pass(name);
    const value = env[name];
    if (value !== undefined) secrets.push(value);
  }
  secrets.push(...literalSecrets(userNpmrc), ...literalSecrets(projectNpmrc));
  for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy']) {
    const value = env[name];
    if (value !== undefined) secrets.push(...proxyCredentials(value));
  }
  return {
    vars,
    secrets: [...new Set(secrets.filter((value) => value.length >= 4))],
    ...(projectNpmrc !== undefined ? { projectNpmrc } : {}),
  };
}
