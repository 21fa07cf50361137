import { describe, expect, it } from 'vitest';
import { moduleWrittenApart } from '../../src/language/module-words.js';

const said = (module: string, text: string) => {
  const span = moduleWrittenApart(module, text);
  return span === undefined ? undefined : text.slice(span.start, span.end);
};

describe('moduleWrittenApart', () => {
  it("finds a module's one-word name written as capitalised words apart, a provider's name beside it", () => {
    expect(said('redshiftserverless', 'An Amazon Redshift Serverless namespace')).toBe('Redshift Serverless');
    expect(said('apprunner', 'a service on AWS App Runner')).toBe('App Runner');
  });

  it('finds none in lower case, in a longer name, or in other words', () => {
    expect(said('redshiftserverless', 'a redshift serverless namespace')).toBeUndefined();
    expect(said('autoscaling', 'an Application Auto Scaling target')).toBeUndefined();
    expect(said('autoscaling', 'an Auto Scaling group')).toBe('Auto Scaling');
    expect(said('redshift', 'a Redshift cluster')).toBeUndefined();
  });
});
