import { analyse } from './terms.js';

/** Connectives that join separate things in a request: "a VPC with two subnets and a NAT gateway". */
const SEPARATORS =
  /\s*(?:[,;\n]|\s\+\s|\band\b|\bwith\b|\bplus\b|\balong with\b|\bas well as\b|\bthen\b|\balso\b)\s*/i;

const MAX_CONCEPTS = 8;

/**
 * Splits a request into concept queries, one per thing it asks for. A fragment with no content word
 * ("100", "a") is not a concept. A single-concept request comes back as itself.
 */
export function decomposeConcepts(text: string): string[] {
  const fragments = text
    .split(SEPARATORS)
    .map((fragment) => fragment.trim())
    .filter((fragment) => analyse(fragment).some((term) => /[a-z]/.test(term) && term.length >= 2));
  const unique = [...new Set(fragments)];
  if (unique.length <= 1) {
    return [text.trim()];
  }
  return unique.slice(0, MAX_CONCEPTS);
}
