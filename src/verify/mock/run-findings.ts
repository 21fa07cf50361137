import type { SnapshotRecord } from '../../snapshot/types.js';
import type { Finding, ProgramFiles } from '../types.js';
import { lineText, type ProgramLocation } from './program-locations.js';
import type { ProviderReference } from './provider-references.js';
import type { RecordLookup } from './record-lookup.js';
import type { RunError, RunViolation } from './run-result.js';
import type { StandIns } from './stand-ins.js';

/** The mock run's findings about how the program ran: its errors, its violations, the deploy run's view. */

export function finding(code: string, message: string, extra: Partial<Finding> = {}): Finding {
  return { rung: 'mock', severity: 'error', code, message, ...extra };
}

/** The records of the provider members the program names, for finding subjects. */
export function referencedRecords(
  references: readonly ProviderReference[],
  lookup: RecordLookup,
): SnapshotRecord[] {
  const records = new Map<string, SnapshotRecord>();
  for (const reference of references) {
    const record = lookup.byPackagePath(reference.package, reference.path.replace(/Output$/, ''));
    if (record !== undefined) {
      records.set(record.token, record);
    }
  }
  return [...records.values()];
}

const ERROR_LABEL: Readonly<Record<RunError['kind'], string>> = {
  'uncaught-exception': 'uncaught exception',
  'unhandled-rejection': 'unhandled promise rejection',
  'program-error': 'the program threw',
  'runner-error': 'the mock runner failed',
};

/**
 * A run stopped because the program's `transforms` could not be applied: `@pulumi/pulumi` refuses them when
 * the engine does not offer them, and the monitor says so when it cannot reach them in the child (a sandbox
 * without a loopback interface). A program that throws these words itself is only left unverified.
 */
const TRANSFORMS_UNSUPPORTED = /does not support transforms|the mock run could not apply transforms/;

/** The finding of a run stopped by transforms the mock run cannot apply: the run is unverified, not failed. */
export const UNSUPPORTED_TRANSFORMS = 'unsupported-transforms';

/** What an error finding needs beside the error: where it happened and what the run made up. */
export interface ErrorContext {
  readonly locateStack: (stack: string) => ProgramLocation | undefined;
  readonly program: ProgramFiles;
  readonly records: readonly SnapshotRecord[];
  readonly standIns: StandIns;
  /** The case's config values the run chose (stand-ins, compared literals), not the user. */
  readonly chosenConfig: readonly string[];
}

/**
 * A throw that is not the program's fault as written: it failed on a value the run made up (a stand-in
 * config value, a lookup's made-up answer, which a real preview replaces), or the program's own `throw`
 * refused a configuration the run chose ("stage must be PROD or CODE"). Reported, never sent to repair.
 */
function notTheProgramsFault(error: RunError, context: ErrorContext, line: string): Finding | undefined {
  if (TRANSFORMS_UNSUPPORTED.test(error.message)) {
    return finding(
      UNSUPPORTED_TRANSFORMS,
      'not verified: the program, or a component it uses, registers resource transforms (the `transforms` ' +
        "resource option), which the mock run could not apply here; that is the verifier's limit, not the " +
        "program's fault",
    );
  }
  if (context.standIns.mentions(error.message)) {
    return {
      rung: 'mock',
      severity: 'warning',
      code: 'made-up-value',
      message:
        'the program failed on a value the mock run made up (a config value you did not give, or a ' +
        `lookup's answer; a real preview has the real one): ${error.message.replace(/\s*\n\s*/g, ' ')}`,
    };
  }
  if (error.kind === 'program-error' && /\bthrow\b/.test(line) && context.chosenConfig.length > 0) {
    return {
      rung: 'mock',
      severity: 'warning',
      code: 'refused-config',
      message:
        `the program refuses this configuration on purpose (${context.chosenConfig.join(', ')} chosen by ` +
        `the mock run): ${error.message.replace(/\s*\n\s*/g, ' ')}`,
    };
  }
  return undefined;
}

export function errorFinding(error: RunError, context: ErrorContext): Finding {
  const { locateStack, program, records } = context;
  const location = locateStack(error.stack);
  const text = location === undefined ? '' : lineText(program, location);
  const excused = notTheProgramsFault(error, context, text);
  if (excused !== undefined) {
    return location === undefined ? excused : { ...excused, file: location.file, line: location.line };
  }
  // The provider members named on the failing line: `new aws.s3.Bucket(` → the Bucket record's schema.
  const subjects = records
    .filter((record) => {
      const member = record.tsName.split('.').slice(1).join('.');
      return member !== '' && new RegExp(`\\b${member.replace(/\./g, '\\.')}\\b`).test(text);
    })
    .map((record) => record.tsName);
  const missing = /Missing required property '([^']+)'/.exec(error.message);
  // Node appends the require stack (temp paths) to module errors; it says nothing the first line does not.
  const ownText = error.message.replace(/\n\s*Require stack:[\s\S]*$/, '');
  const message = `${ERROR_LABEL[error.kind]}: ${error.name === 'Error' ? '' : `${error.name}: `}${ownText}`;
  return finding(missing === null ? error.kind : 'missing-input', message.replace(/\s*\n\s*/g, ' '), {
    ...(location === undefined ? {} : { file: location.file, line: location.line }),
    ...(subjects.length + (missing === null ? 0 : 1) > 0
      ? { subjects: [...subjects, ...(missing?.[1] === undefined ? [] : [missing[1]])] }
      : {}),
  });
}

/** Program code reaching what it must not: an error at the program line that did it. */
export function violationFinding(
  violation: RunViolation,
  locateStack: (stack: string) => ProgramLocation | undefined,
): Finding {
  const location = locateStack(violation.stack);
  if (violation.what === 'host-file' && violation.path !== undefined) {
    return finding(
      'reads-host-file',
      `not verified: the run reads ${violation.path} from the host, outside the project; the sandbox does not ` +
        'show it, so what the program declares from it is unknown (put the file in the project and use a relative path)',
      location === undefined ? {} : { file: location.file, line: location.line },
    );
  }
  return finding(
    'forbidden-access',
    `the program reached ${violation.what} at run time; a program may not, and the run fails for it`,
    location === undefined ? {} : { file: location.file, line: location.line },
  );
}

/** A program error of the deploy-like run: made-up outputs are not real ones, so it is worth a look only. */
export function asDeployWarning(item: Finding): Finding {
  if (item.severity !== 'error') return item;
  return {
    ...item,
    severity: 'warning',
    code: 'deploy-run-error',
    message:
      `when run as \`pulumi up\` would run it (with made-up ids and outputs), ${item.message}; ` +
      'a real deployment has real values',
  };
}
