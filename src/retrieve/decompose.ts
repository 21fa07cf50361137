import { analyse } from './terms.js';

/** Connectives that join separate things in a request: "a VPC with two subnets and a NAT gateway". */
const SEPARATORS =
  /\s*(?:[,;\n]|\s\+\s|\band\b|\bwith\b|\bplus\b|\balong with\b|\bas well as\b|\bthen\b|\balso\b)\s*/i;

const MAX_CONCEPTS = 8;
/** A whole request (several sentences) may name more things than one sentence. */
const MAX_REQUEST_CONCEPTS = 12;

/**
 * Sentence ends: a full stop or line break followed by space. `db.t3.micro` has no space after its dots,
 * so it stays whole.
 */
const SENTENCE_END = /(?<=[.!?])\s+|\n+/;

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

/**
 * A request's concepts: each sentence split on its connectives, parenthesised asides as parts of their own
 * ("a compute environment (EC2-based)"), so a six-service request of four sentences gets a query per thing
 * it names rather than one per run-on fragment. A single-concept request comes back as itself.
 */
export function requestConcepts(text: string): string[] {
  const concepts = text
    .split(SENTENCE_END)
    .map((sentence) => sentence.replace(/[()]/g, ', ').trim())
    .filter((sentence) => sentence !== '')
    .flatMap((sentence) => decomposeConcepts(sentence));
  const unique = [...new Set(concepts)];
  return unique.length <= 1 ? [text.trim()] : unique.slice(0, MAX_REQUEST_CONCEPTS);
}
