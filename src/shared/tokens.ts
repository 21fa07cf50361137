import { getEncoding, type Tiktoken } from 'js-tiktoken';

/**
 * Token budgets are counted with a real BPE tokenizer (o200k_base, the encoding of current OpenAI models)
 * rather than characters/4: schemas are dense with identifiers and punctuation, where the heuristic is off
 * by a third. The encoder is built once; building it costs ~100 ms.
 */
let encoder: Tiktoken | undefined;

export function countTokens(text: string): number {
  encoder ??= getEncoding('o200k_base');
  return encoder.encode(text).length;
}
