import type { Finding } from '../types.js';

/** A thrown Automation API error as plain data (the child sends it over the result file). */
export interface PreviewErrorInfo {
  /** The class name: `CommandError`, `ConcurrentUpdateError`, `StackNotFoundError`, `StackAlreadyExistsError`, … */
  readonly name: string;
  readonly message: string;
  readonly stderr: string;
  readonly exitCode?: number;
}

/** An engine diagnostic the preview emitted (`onEvent` → `diagnosticEvent`). */
export interface PreviewDiagnostic {
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly urn?: string;
}

/**
 * What a preview problem means for the ladder. `program`: the generated program is at fault, the findings go
 * to the repair loop. `environment`: nothing the program can change (credentials, the CLI, plugins, a locked
 * stack); the rung is skipped (or failed under `--preview require`) with this reason, and no repair round is
 * spent on it.
 */
export type PreviewProblem =
  | { readonly kind: 'program'; readonly findings: readonly Finding[] }
  | { readonly kind: 'environment'; readonly code: string; readonly reason: string };

/** Reads a thrown value the way the child does, so in-process callers and tests share the mapping. */
export function describePreviewError(error: unknown): PreviewErrorInfo {
  if (error instanceof Error) {
    const result = (error as { commandResult?: { stderr?: unknown; code?: unknown } }).commandResult;
    return {
      name: error.name || 'Error',
      message: error.message,
      stderr: typeof result?.stderr === 'string' ? result.stderr : '',
      ...(typeof result?.code === 'number' ? { exitCode: result.code } : {}),
    };
  }
  return { name: 'Error', message: String(error), stderr: '' };
}

const CREDENTIALS =
  /NoCredentialProviders|no valid credential sources|unable to validate AWS credentials|failed to refresh cached credentials|InvalidClientTokenId|UnrecognizedClientException|ExpiredToken|could not find default credentials|Unable to load AWS credentials|please run 'az login'|az login|configured Kubernetes cluster is unreachable|unable to load kubeconfig|no configuration has been provided|invalid kubeconfig|authentication failed|credentials? (?:are|is) (?:missing|invalid)/i;
const MISSING_CONFIG = /Missing required configuration (?:variable|key) '([^']+)'/i;
const PLUGIN =
  /could not (?:find|load|download|install) (?:the )?(?:resource |language )?plugin|failed to download plugin|error resolving plugin|no resource plugin|plugin .* not found/i;
const NETWORK =
  /dial tcp|no such host|ENOTFOUND|getaddrinfo|network is unreachable|connection refused|TLS handshake timeout/i;
/** Engine lines that only announce that the program failed; the real cause is in another diagnostic. */
const ANNOUNCEMENT =
  /^(?:error: )?(?:preview failed|update failed|an unhandled error occurred: program exited with non-zero exit code|Running program '.*' failed with an unhandled exception:?)\s*$/i;

/** Pulumi's color directives (`<{%fg 1%}>`) and ANSI escapes, which mean nothing in a finding. */
export function plainText(text: string): string {
  return text
    .replace(/<\{%[^%]*%\}>/g, '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim();
}

/** The last meaningful line of a CLI's stderr: the one that says what went wrong. */
function lastLine(text: string): string {
  const lines = plainText(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.findLast((line) => /error/i.test(line)) ?? lines.at(-1) ?? '';
}

/** `urn:pulumi:stack::proj::pulumi:pulumi:Stack$aws:s3/bucket:Bucket::site` → type and name. */
function urnParts(urn: string): { readonly type: string; readonly name: string } | undefined {
  const parts = urn.split('::');
  const qualified = parts[2];
  const name = parts.slice(3).join('::');
  return qualified === undefined ? undefined : { type: qualified.split('$').pop() ?? qualified, name };
}

/**
 * `index.ts:12:7` in a Node stack or `index.ts(12,7)` in a TypeScript diagnostic. The CLI runs the program
 * from the project dir, so absolute paths under it are made relative; other absolute paths keep their name.
 */
function programLine(
  message: string,
  projectDir: string | undefined,
): { readonly file: string; readonly line: number } | undefined {
  for (const match of message.matchAll(/([^\s():'"]+\.ts)[(:](\d+)/g)) {
    const path = match[1] ?? '';
    if (path.includes('node_modules/') || match[2] === undefined) {
      continue;
    }
    const prefix =
      projectDir === undefined ? undefined : projectDir.endsWith('/') ? projectDir : `${projectDir}/`;
    const file =
      prefix !== undefined && path.startsWith(prefix)
        ? path.slice(prefix.length)
        : path.startsWith('/')
          ? (path.split('/').pop() ?? path)
          : path;
    return { file, line: Number(match[2]) };
  }
  return undefined;
}

export interface ClassifyInput {
  readonly diagnostics: readonly PreviewDiagnostic[];
  readonly error?: PreviewErrorInfo;
  /** Finds the TS name of a type token, so findings carry a subject the repair prompt can expand. */
  readonly tsNameOf?: (token: string) => string | undefined;
  readonly maxFindings?: number;
  /** The project the CLI ran in, to make program paths in stacks relative. */
  readonly projectDir?: string;
}

function environmentProblem(text: string): PreviewProblem | undefined {
  const config = MISSING_CONFIG.exec(text);
  if (config !== null) {
    return {
      kind: 'environment',
      code: 'missing-config',
      reason: `the preview needs stack config \`${config[1]}\`; pass it in the request's config`,
    };
  }
  if (CREDENTIALS.test(text)) {
    return {
      kind: 'environment',
      code: 'missing-credentials',
      reason: `no usable cloud credentials for the preview: ${lastLine(text)}`,
    };
  }
  if (PLUGIN.test(text)) {
    return {
      kind: 'environment',
      code: 'plugin',
      reason: `a provider plugin is not available: ${lastLine(text)}`,
    };
  }
  if (NETWORK.test(text)) {
    return {
      kind: 'environment',
      code: 'network',
      reason: `the preview could not reach the network: ${lastLine(text)}`,
    };
  }
  return undefined;
}

/**
 * Maps what a preview produced (engine diagnostics and the thrown error, if any) to findings for the repair
 * loop or to an environment reason. Returns undefined when nothing went wrong.
 */
export function classifyPreview(input: ClassifyInput): PreviewProblem | undefined {
  const { diagnostics, error } = input;
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  const allText = [
    ...errors.map((diagnostic) => diagnostic.message),
    error?.message ?? '',
    error?.stderr ?? '',
  ].join('\n');

  if (error !== undefined) {
    switch (error.name) {
      case 'ConcurrentUpdateError':
        return {
          kind: 'environment',
          code: 'concurrent-update',
          reason:
            'the preview stack is locked by another update (ConcurrentUpdateError); retry when it finishes',
        };
      case 'StackAlreadyExistsError':
        return {
          kind: 'environment',
          code: 'stack-exists',
          reason: `the throw-away preview stack already exists in the backend (StackAlreadyExistsError): ${lastLine(error.stderr || error.message)}`,
        };
      case 'StackNotFoundError':
        return {
          kind: 'environment',
          code: 'stack-not-found',
          reason: `the throw-away preview stack was not found (StackNotFoundError): ${lastLine(error.stderr || error.message)}`,
        };
      default:
        break;
    }
  }
  const environment = environmentProblem(allText);
  if (environment !== undefined) {
    return environment;
  }
  const findings: Finding[] = [];
  for (const diagnostic of errors) {
    const message = plainText(diagnostic.message);
    if (message === '' || ANNOUNCEMENT.test(message)) {
      continue;
    }
    const parts = diagnostic.urn === undefined ? undefined : urnParts(diagnostic.urn);
    const tsName = parts === undefined ? undefined : input.tsNameOf?.(parts.type);
    const location = programLine(message, input.projectDir);
    const subjects =
      parts === undefined || parts.type === 'pulumi:pulumi:Stack' ? [] : [tsName ?? parts.type];
    findings.push({
      rung: 'preview',
      severity: 'error',
      code: 'preview-diagnostic',
      message:
        (parts === undefined || parts.type === 'pulumi:pulumi:Stack'
          ? ''
          : `${tsName ?? parts.type} "${parts.name}": `) + message.replace(/\s*\n\s*/g, ' '),
      ...(location === undefined ? {} : { file: location.file, line: location.line }),
      ...(subjects.length > 0 ? { subjects } : {}),
    });
  }
  if (findings.length > 0) {
    return { kind: 'program', findings: findings.slice(0, input.maxFindings ?? 10) };
  }
  if (error !== undefined) {
    if (error.name === 'CommandError' && /Running program|TSError|error TS\d+/.test(allText)) {
      const location = programLine(allText, input.projectDir);
      return {
        kind: 'program',
        findings: [
          {
            rung: 'preview',
            severity: 'error',
            code: 'preview-program',
            message: `the program failed under \`pulumi preview\`: ${lastLine(error.stderr || error.message)}`,
            ...(location === undefined ? {} : { file: location.file, line: location.line }),
          },
        ],
      };
    }
    return {
      kind: 'environment',
      code: 'preview-command',
      reason: `\`pulumi preview\` failed (${error.name}${error.exitCode === undefined ? '' : `, exit ${error.exitCode}`}): ${lastLine(error.stderr || error.message)}`,
    };
  }
  return undefined;
}

/** `{ create: 12, same: 1 }` → `+12 to create`; what the report prints. */
export function describeChanges(changes: Readonly<Record<string, number>>): string {
  const words: Readonly<Record<string, string>> = {
    create: '+{n} to create',
    update: '~{n} to update',
    delete: '-{n} to delete',
    replace: '+-{n} to replace',
    same: '{n} unchanged',
  };
  const parts = Object.entries(changes)
    .filter(([, count]) => count > 0)
    .map(([op, count]) => (words[op] ?? `{n} to ${op}`).replace('{n}', String(count)));
  return parts.length > 0 ? parts.join(', ') : 'no changes';
}
