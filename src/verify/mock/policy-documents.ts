import { policyDocumentKind } from '../../snapshot/policy-kind.js';
import type { SnapshotRecord } from '../../snapshot/types.js';

/** What is wrong with one policy document input, in words a repair can act on. */
export interface PolicyDocumentProblem {
  readonly input: string;
  readonly problem: string;
}

type Statement = Readonly<Record<string, unknown>>;

function statementsOf(value: unknown): Statement[] | undefined {
  if (typeof value !== 'string') return undefined;
  let document: unknown;
  try {
    document = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof document !== 'object' || document === null) return undefined;
  const statement = (document as Record<string, unknown>)['Statement'];
  const list = Array.isArray(statement) ? statement : statement === undefined ? [] : [statement];
  return list.filter((item): item is Statement => typeof item === 'object' && item !== null);
}

const has = (statement: Statement, ...keys: string[]): boolean => keys.some((key) => key in statement);

/**
 * The document rules AWS enforces when it creates the resource (`MalformedPolicyDocument`), which neither the
 * schema nor a preview checks: a policy attached to a resource (a queue, a bucket, a topic) and a role's trust
 * policy name who they apply to; an identity policy (attached to a role, user or group) must not, and every
 * statement says what it allows on which resource. Only documents the mock run knows in full are read: one
 * built from another resource's outputs is unknown there, as in a preview.
 */
export function policyDocumentProblems(
  record: SnapshotRecord,
  inputs: Readonly<Record<string, unknown>>,
): PolicyDocumentProblem[] {
  if (record.provider !== 'aws') return [];
  const problems: PolicyDocumentProblem[] = [];
  const check = (input: string, rule: (statement: Statement) => string | undefined): void => {
    for (const [index, statement] of (statementsOf(inputs[input]) ?? []).entries()) {
      const problem = rule(statement);
      if (problem !== undefined) problems.push({ input, problem: `statement ${index + 1} ${problem}` });
    }
  };
  const needsPrincipal = (statement: Statement): string | undefined =>
    has(statement, 'Principal', 'NotPrincipal') ? undefined : 'has no `Principal`: AWS rejects it';
  // A role's trust policy says who may assume it.
  if (record.module === 'iam') check('assumeRolePolicy', needsPrincipal);
  const kind = policyDocumentKind(record);
  if (kind === 'resource') check('policy', needsPrincipal);
  if (kind === 'identity') {
    check('policy', (statement) =>
      has(statement, 'Principal', 'NotPrincipal')
        ? 'has a `Principal`, which an identity policy cannot have: AWS rejects it'
        : !has(statement, 'Action', 'NotAction')
          ? 'has no `Action`: AWS rejects it'
          : !has(statement, 'Resource', 'NotResource')
            ? 'has no `Resource`: AWS rejects it'
            : undefined,
    );
  }
  return problems;
}
