import { describe, expect, it } from 'vitest';
import { describeForAction, inActionTerms } from '../../src/action/action-wording.js';

describe('inActionTerms', () => {
  it('names the workflow inputs where the CLI would name flags and variables', () => {
    expect(inActionTerms('set OPENAI_API_KEY or run with --offline')).toBe(
      "set the 'openai-api-key' input or leave 'openai-api-key' and 'openai-base-url' empty to run offline",
    );
    expect(inActionTerms('raise --max-repairs or pass --provider aws')).toBe(
      "raise the 'max-repairs' input or pass the 'providers' input aws",
    );
    expect(inActionTerms('use --sandbox bwrap, --preview off or --policy-packs dir')).toBe(
      "use the 'sandbox' input bwrap, the 'preview' input off or the 'policy-packs' input dir",
    );
  });

  it('says an input once when two CLI names map to it', () => {
    expect(inActionTerms('set it with --model or PULUMI_GEN_MODEL')).toBe("set it with the 'model' input");
    expect(inActionTerms('check OPENAI_BASE_URL or --base-url')).toBe("check the 'openai-base-url' input");
  });

  it('leaves other text alone', () => {
    expect(inActionTerms('--modelling is not a flag; MY_OPENAI_API_KEY_X neither')).toBe(
      '--modelling is not a flag; MY_OPENAI_API_KEY_X neither',
    );
  });
});

describe('describeForAction', () => {
  it('turns a thrown error into one line in action terms', () => {
    expect(describeForAction(new Error('no endpoint:\nset OPENAI_API_KEY'))).toBe(
      "no endpoint: set the 'openai-api-key' input",
    );
  });
});
