import { analyse } from './terms.js';
import { splitLocated, splitSentences, type Located } from './sentences.js';

/** Connectives that join separate things in a request: "a VPC with two subnets and a NAT gateway". */
const SEPARATORS =
  /\s*(?:[,;\n]|\s\+\s|\band\b|\bwith\b|\bplus\b|\balong with\b|\bas well as\b|\bthen\b|\balso\b)\s*/gi;

const MAX_CONCEPTS = 8;
/** A whole request (several sentences) may name more things than one sentence. */
const MAX_REQUEST_CONCEPTS = 12;

/** Whether a fragment has a content word ("100" and "a" have none). */
const hasContentWord = (fragment: string): boolean =>
  analyse(fragment).some((term) => /[a-z]/.test(term) && term.length >= 2);

/**
 * Splits a text into concept queries, one per thing it asks for, each with its offset in the text. A
 * fragment with no content word is not a concept; a repeated one counts once. A single-concept text comes
 * back as itself. `limit`: how many are kept (search queries are capped; the request's parts are not, or
 * what a long sentence asks for last would be dropped unseen).
 */
export function locateConcepts(text: string, limit = MAX_CONCEPTS): Located[] {
  const seen = new Set<string>();
  const unique = splitLocated(text, SEPARATORS).filter((fragment) => {
    if (!hasContentWord(fragment.text) || seen.has(fragment.text)) return false;
    seen.add(fragment.text);
    return true;
  });
  if (unique.length <= 1) {
    const trimmed = text.trim();
    return [{ text: trimmed, start: text.indexOf(trimmed) }];
  }
  return unique.slice(0, limit);
}

/** {@link locateConcepts} without the offsets. */
export function decomposeConcepts(text: string): string[] {
  return locateConcepts(text).map((concept) => concept.text);
}

/**
 * A request's concepts: each sentence split on its connectives, parenthesised asides as parts of their own
 * ("a compute environment (EC2-based)"), so a six-service request of four sentences gets a query per thing
 * it names rather than one per run-on fragment. A single-concept request comes back as itself.
 */
export function requestConcepts(text: string): string[] {
  const concepts = splitSentences(text)
    .map((sentence) => sentence.text.replace(/[()]/g, ', ').trim())
    .filter((sentence) => sentence !== '')
    .flatMap((sentence) => decomposeConcepts(sentence));
  const unique = [...new Set(concepts)];
  return unique.length <= 1 ? [text.trim()] : unique.slice(0, MAX_REQUEST_CONCEPTS);
}
