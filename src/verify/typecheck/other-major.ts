import type { RemovedMembersLookup, RemovedUse } from '../../snapshot/read-removed-members.js';
import type { Finding } from '../types.js';
import type { TypecheckDiagnostic } from './typechecker.js';

/**
 * A program written for an earlier major of a provider fails the typecheck on each member that major had and
 * the checked one removed. Those errors become ONE finding that says so (the program's own fault, not the
 * verifier's); the other errors stay as they are.
 */
export const OTHER_MAJOR_CODE = 'other-major-version';

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function message(uses: readonly { use: RemovedUse; lines: number[] }[]): string {
  const byMajor = new Map<string, { use: RemovedUse; lines: number[] }[]>();
  for (const entry of uses) {
    const key = `${entry.use.package}@${entry.use.major}`;
    byMajor.set(key, [...(byMajor.get(key) ?? []), entry]);
  }
  const parts = [...byMajor.values()].map((group) => {
    const { package: pkg, major, previousVersion, checkedVersion } = group[0]!.use;
    const members = group.map(
      ({ use, lines }) =>
        `\`${use.member}\` (line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}` +
        `${use.movedTo === undefined ? '' : `; perhaps now \`${use.movedTo}\``})`,
    );
    return (
      `${list(members)}, removed in ${pkg} ${major} (last in ${previousVersion}); the version checked is ` +
      `${checkedVersion}`
    );
  });
  return (
    `this program is written for an earlier major version of its provider: it uses ${parts.join('; and ')}. ` +
    'Rewrite those uses for the checked version, or pin the version the program was written for in its package.json'
  );
}

/**
 * Splits a program's type errors: those on members the checked major removed become one
 * {@link OTHER_MAJOR_CODE} finding; the rest are returned as they were.
 */
export function otherMajorErrors(
  errors: readonly TypecheckDiagnostic[],
  lookup: RemovedMembersLookup | undefined,
): { readonly finding?: Finding; readonly rest: readonly TypecheckDiagnostic[] } {
  if (lookup === undefined) return { rest: errors };
  const uses = new Map<string, { use: RemovedUse; lines: number[] }>();
  const rest: TypecheckDiagnostic[] = [];
  let first: TypecheckDiagnostic | undefined;
  for (const diagnostic of errors) {
    const use = diagnostic.missing === undefined ? undefined : lookup(diagnostic.missing);
    if (use === undefined) {
      rest.push(diagnostic);
      continue;
    }
    first ??= diagnostic;
    const entry = uses.get(use.member) ?? { use, lines: [] };
    if (!entry.lines.includes(diagnostic.line)) entry.lines.push(diagnostic.line);
    uses.set(use.member, entry);
  }
  if (first === undefined) return { rest: errors };
  const subjects = [...new Set([...uses.values()].map(({ use }) => use.subject))];
  return {
    finding: {
      rung: 'typecheck',
      severity: 'error',
      code: OTHER_MAJOR_CODE,
      message: message([...uses.values()]),
      line: first.line,
      file: first.file ?? 'index.ts',
      subjects,
    },
    rest,
  };
}
