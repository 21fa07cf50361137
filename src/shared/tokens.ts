import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';

/**
 * Token budgets are counted with a real BPE tokenizer (o200k_base, the encoding of current OpenAI models)
 * rather than characters/4: schemas are dense with identifiers and punctuation, where the heuristic is off
 * by a third. The encoder is built once; building it costs ~100 ms. Only the one rank table is imported
 * (`js-tiktoken/lite`): the package's main entry carries every encoding, 3.4 MB more in the action bundle.
 */
let encoder: Tiktoken | undefined;

export function countTokens(text: string): number {
  encoder ??= new Tiktoken(o200kBase);
  return encoder.encode(text).length;
}
