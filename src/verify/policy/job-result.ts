import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

import type { PolicyDiagnostic, PackAnalysis } from './analyzer.js';
import type { PackInfo, PolicyJobResult } from './policy-job.js';

/**
 * The parent's reading of what the sandboxed pack wrote. The file comes from code we do not control, so it is
 * read with a size cap, parsed, and checked field by field; every way it can be wrong is an error message
 * (the rung then fails), never a default.
 */

/** Larger than any honest result (a violation per resource and policy of a big stack). */
export const MAX_RESULT_BYTES = 16 * 1024 ** 2;
/** Messages beyond this are cut: they end up in the report and the repair prompt. */
const MAX_TEXT = 2000;
const PACK_NAME = /^[a-zA-Z0-9-_.]{1,100}$/;
const LEVELS = new Set(['advisory', 'mandatory', 'remediate', 'disabled']);
const SEVERITIES = new Set(['low', 'medium', 'high', 'critical']);

/**
 * The file's text, or why it cannot be had: missing, not a regular file, larger than the cap. The child made
 * the path, so it is opened without following a symlink (to a host file) and without blocking (on a FIFO).
 */
export function readCappedFile(
  path: string,
  maxBytes = MAX_RESULT_BYTES,
): string | { readonly error: string } {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    return {
      error:
        (error as { code?: unknown }).code === 'ELOOP' ? 'its result is a symlink' : 'it wrote no result',
    };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { error: 'its result is not a file' };
    if (stat.size > maxBytes) return { error: `its result is larger than ${maxBytes / 1024 ** 2} MB` };
    const buffer = Buffer.alloc(stat.size);
    const read = readSync(fd, buffer, 0, stat.size, 0);
    return buffer.subarray(0, read).toString('utf8');
  } catch {
    return { error: 'its result could not be read' };
  } finally {
    closeSync(fd);
  }
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string'
    ? value.length > MAX_TEXT
      ? `${value.slice(0, MAX_TEXT)}…`
      : value
    : undefined;
}

function diagnosticOf(raw: unknown): PolicyDiagnostic | undefined {
  if (!isFields(raw)) return undefined;
  const [policyName, description, message] = [raw['policyName'], raw['description'], raw['message']].map(
    text,
  );
  const level = raw['enforcementLevel'];
  const severity = raw['severity'];
  const urn = raw['urn'];
  if (policyName === undefined || description === undefined || message === undefined) return undefined;
  if (level !== 'advisory' && level !== 'mandatory') return undefined;
  if (severity !== undefined && !(typeof severity === 'string' && SEVERITIES.has(severity))) return undefined;
  if (urn !== undefined && typeof urn !== 'string') return undefined;
  return {
    policyName,
    description,
    message,
    enforcementLevel: level,
    ...(severity === undefined ? {} : { severity: severity as NonNullable<PolicyDiagnostic['severity']> }),
    ...(urn === undefined ? {} : { urn }),
  };
}

function analysisOf(raw: unknown): PackAnalysis | undefined {
  if (!isFields(raw) || !Array.isArray(raw['diagnostics']) || !Array.isArray(raw['crashes']))
    return undefined;
  const diagnostics = raw['diagnostics'].map(diagnosticOf);
  const crashes = raw['crashes'].map(text);
  if (diagnostics.some((d) => d === undefined) || crashes.some((c) => c === undefined)) return undefined;
  return { diagnostics: diagnostics as PolicyDiagnostic[], crashes: crashes as string[] };
}

function isLevel(value: unknown): value is PackInfo['enforcementLevel'] {
  return typeof value === 'string' && LEVELS.has(value);
}

function packOf(raw: unknown): PackInfo | string {
  if (!isFields(raw)) return 'it described no pack';
  const name = raw['name'];
  if (typeof name !== 'string' || !PACK_NAME.test(name)) {
    return `it declared the invalid pack name ${JSON.stringify(String(name).slice(0, 100))} (letters, digits, - _ . only)`;
  }
  const policies = raw['policies'];
  if (!isLevel(raw['enforcementLevel']) || !Array.isArray(policies))
    return 'it described its pack incompletely';
  const valid = policies.every(
    (p) =>
      isFields(p) &&
      typeof p['name'] === 'string' &&
      (p['enforcementLevel'] === undefined || isLevel(p['enforcementLevel'])),
  );
  const initialConfig = raw['initialConfig'];
  if (!valid || (initialConfig !== undefined && !isFields(initialConfig)))
    return 'it described its policies incompletely';
  return {
    name,
    enforcementLevel: raw['enforcementLevel'],
    ...(initialConfig === undefined
      ? {}
      : { initialConfig: initialConfig as NonNullable<PackInfo['initialConfig']> }),
    policies: policies as PackInfo['policies'],
  };
}

/** The child's result, checked: one analysis per case the job held. A string says what is wrong with it. */
export function parseJobResult(raw: string, caseCount: number): PolicyJobResult | string {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return 'its result is not JSON';
  }
  if (!isFields(value)) return 'its result is not an object';
  if (value['kind'] === 'load-failed') {
    const message = text(value['message']);
    return message === undefined ? 'its result is malformed' : { kind: 'load-failed', message };
  }
  if (value['kind'] !== 'analysed') return 'its result is malformed';
  const pack = packOf(value['pack']);
  if (typeof pack === 'string') return pack;
  const cases = Array.isArray(value['cases']) ? value['cases'].map(analysisOf) : [];
  if (cases.length !== caseCount || cases.some((c) => c === undefined)) {
    return `its result does not hold one analysis for each of the ${caseCount} configuration case(s)`;
  }
  return { kind: 'analysed', pack, cases: cases as PackAnalysis[] };
}
