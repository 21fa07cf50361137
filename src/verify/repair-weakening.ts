import { ts } from 'ts-morph';

import type { ConfigRead, Finding, RungName } from './types.js';

/**
 * How a repair can make findings go away without fixing anything: by deleting what was asked for, or by
 * letting the program run without a value the user must give. Both pass the rung that complained, so the
 * report must say that the rung was satisfied this way rather than call it a fix.
 */
export type Weakening =
  | {
      readonly kind: 'removed-resource';
      readonly className: string;
      readonly before: number;
      readonly after: number;
    }
  | { readonly kind: 'config-made-optional'; readonly key: string }
  | { readonly kind: 'config-dropped'; readonly key: string };

/** `new aws.s3.Bucket(...)`, `new Bucket(...)`: constructor calls by the class expression's text. */
function constructedClasses(program: string): Map<string, number> {
  const source = ts.createSourceFile('index.ts', program, ts.ScriptTarget.Latest, true);
  const counts = new Map<string, number>();
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node)) {
      const callee = node.expression.getText(source);
      if (/^[\w$.]+$/.test(callee)) counts.set(callee, (counts.get(callee) ?? 0) + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return counts;
}

/**
 * What `after` (a repair of `before`) took away: constructor calls, required or read configuration
 * (`configReads`: the typechecker's reading of a program's config).
 */
export function findWeakenings(
  before: string,
  after: string,
  configReads: (program: string) => readonly ConfigRead[],
): Weakening[] {
  const weakenings: Weakening[] = [];
  const had = constructedClasses(before);
  const has = constructedClasses(after);
  for (const [className, count] of had) {
    const now = has.get(className) ?? 0;
    // Built-ins (`new Date()`, `new pulumi.Config()`) are not resources; a resource class is namespaced.
    if (now < count && className.includes('.') && !className.startsWith('pulumi.')) {
      weakenings.push({ kind: 'removed-resource', className, before: count, after: now });
    }
  }
  const readsAfter = new Map(configReads(after).map((read) => [read.key, read]));
  for (const read of configReads(before)) {
    const now = readsAfter.get(read.key);
    if (now === undefined) weakenings.push({ kind: 'config-dropped', key: read.key });
    else if (read.required && !now.required) weakenings.push({ kind: 'config-made-optional', key: read.key });
  }
  return weakenings;
}

function describe(weakening: Weakening): string {
  switch (weakening.kind) {
    case 'removed-resource':
      return weakening.after === 0
        ? `removed \`new ${weakening.className}\``
        : `declared \`new ${weakening.className}\` ${weakening.after} times instead of ${weakening.before}`;
    case 'config-made-optional':
      return `made the required config key \`${weakening.key}\` optional`;
    case 'config-dropped':
      return `stopped reading the config key \`${weakening.key}\``;
  }
}

/** The report's finding: which round did it, to satisfy which rung, and what to check. */
export function weakeningFinding(rung: RungName, round: number, weakenings: readonly Weakening[]): Finding {
  return {
    rung,
    severity: 'warning',
    code: 'repair-weakened',
    message:
      `repair round ${round} answered the ${rung} findings by weakening the program, not fixing it: ` +
      `${weakenings.map(describe).join('; ')}. Check that the program still does what was asked.`,
  };
}
