import { ts } from 'ts-morph';

/** The identifier tokens of a TypeScript text, as the compiler's scanner sees them. */
export function identifierTokens(code: string): Set<string> {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, code);
  const identifiers = new Set<string>();
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.Identifier) identifiers.add(scanner.getTokenValue());
  }
  return identifiers;
}

/**
 * Prompt coverage: the share of the program's distinct identifiers that also appear in the prompt. A
 * program that only uses names the prompt showed (resources, inputs, types) is grounded in the retrieved
 * schemas; names from nowhere are where hallucinated properties hide.
 */
export function promptCoverage(program: string, prompt: string): number {
  const identifiers = identifierTokens(program);
  if (identifiers.size === 0) return 0;
  const promptWords = new Set(prompt.match(/[A-Za-z_$][\w$]*/g) ?? []);
  let covered = 0;
  for (const identifier of identifiers) if (promptWords.has(identifier)) covered += 1;
  return covered / identifiers.size;
}
