import { describe, expect, it } from 'vitest';
import { locateConcepts, requestConcepts } from '../../src/language/concepts.js';
import { readRequest } from '../../src/language/request-text.js';
import { splitSentences } from '../../src/language/sentences.js';

const known = ['aws', 'awsx', 'gcp', 'kubernetes'];

describe('the request read once', () => {
  const text =
    'Create a VPC with CIDR 10.0.0.0/16 (with two public subnets) and a NAT gateway.\n' +
    "Add an S3 bucket named 'logs' for the flow logs.";
  const request = readRequest(text, { known });

  it('splits sentences at a stop before space or a line break, keeping dotted values whole', () => {
    expect(request.sentences).toEqual([
      'Create a VPC with CIDR 10.0.0.0/16 (with two public subnets) and a NAT gateway.',
      "Add an S3 bucket named 'logs' for the flow logs.",
    ]);
    expect(splitSentences('Use db.t3.micro. Then stop!  Done')).toEqual([
      { text: 'Use db.t3.micro.', start: 0 },
      { text: 'Then stop!', start: 17 },
      { text: 'Done', start: 29 },
    ]);
  });

  it('keeps for every part the span of the request it came from', () => {
    const parts = request.parts.map((part) => ({
      part: part.text,
      said: text.slice(part.span.start, part.span.end),
      sentence: part.sentence,
    }));
    expect(parts).toEqual([
      { part: 'Create a VPC', said: 'Create a VPC', sentence: 0 },
      // The CIDR is a literal, blanked out of the part's words but inside its span.
      { part: 'CIDR', said: 'CIDR', sentence: 0 },
      { part: 'two public subnets', said: 'two public subnets', sentence: 0 },
      { part: 'a NAT gateway.', said: 'a NAT gateway.', sentence: 0 },
      {
        part: "Add an S3 bucket named 'logs' for the flow logs.",
        said: "Add an S3 bucket named 'logs' for the flow logs.",
        sentence: 1,
      },
    ]);
  });

  it('places literals and offsets in their sentence', () => {
    const bucketName = request.literals.find((literal) => literal.kind === 'quoted');
    expect(bucketName?.value).toBe('logs');
    expect(request.sentenceOf(bucketName?.start ?? -1)).toBe(1);
    expect(request.sentenceOf(0)).toBe(0);
  });

  it('routes by the words it says, or by the explicit filter', () => {
    expect(request.route).toEqual({ providers: ['aws', 'awsx'], routing: 'inferred' });
    // A component package the request does not name is not a planning provider.
    expect(request.planningProviders).toEqual(['aws']);
    expect(readRequest('a bucket', { known, providers: ['google'] }).route).toEqual({
      providers: ['gcp'],
      routing: 'explicit',
    });
    expect(() => readRequest('a bucket', { known, providers: ['nope'] }).route).toThrow(
      /unknown provider 'nope'/,
    );
    expect(readRequest('a bucket', { known }).route.routing).toBe('all');
  });

  it('gives search one concept per thing asked for, and a single concept as the whole text', () => {
    expect(request.concepts).toEqual(requestConcepts(text));
    expect(request.concepts).toContain('two public subnets');
    expect(readRequest('  an S3 bucket  ', { known }).concepts).toEqual(['an S3 bucket']);
    expect(locateConcepts('a queue, and a topic')).toEqual([
      { text: 'a queue', start: 0 },
      { text: 'a topic', start: 13 },
    ]);
  });
});
