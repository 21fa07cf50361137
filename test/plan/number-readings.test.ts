import { describe, expect, it } from 'vitest';
import { extractLiterals } from '../../src/language/literals.js';
import { numberFit, opensRange, readNumber } from '../../src/plan/number-readings.js';
import { attachLiterals } from '../../src/plan/stated-values.js';
import { draftOf, edits, planned } from './rule-cases.js';
import { bundledEdits, bundledSaid } from './bundled-rule-cases.js';

describe('number readings', () => {
  it('reads a range, a comparison and a count of typed things from the words around a number', () => {
    const text = 'Scale between 5 and 50 nodes; alarm above 90 percent; run 2 t3.large instances';
    const literals = extractLiterals(text);
    const at = (value: number) => literals.find((l) => l.value === value)!;
    expect(opensRange(text, at(5), literals)).toBe(true);
    expect(opensRange(text, at(50), literals)).toBe(false);
    expect(readNumber(text, at(50), literals).rangeStart?.value).toBe(5);
    expect(readNumber(text, at(90), literals).compared).toBe(true);
    const atLeast = 'alarm when the depth is greater than or equal to 1';
    expect(readNumber(atLeast, extractLiterals(atLeast)[0]!, extractLiterals(atLeast)).compared).toBe(true);
    expect(readNumber(text, at(50), literals).compared).toBe(false);
    expect(readNumber(text, at(2), literals).literal.text).toBe('2 instances');
    expect(readNumber(text, at(2), literals).literal.unitless).toBeUndefined();
    // In words, with a word or two between: a count of the machines after them, not the start of a range.
    const words = 'A service that keeps two tasks running; a group of 2 to 6 instances';
    const said = extractLiterals(words);
    const two = said.find((l) => l.text === 'two')!;
    expect(readNumber(words, two, said).literal.text).toBe('two tasks');
    const low = said.find((l) => l.value === 2 && l.text === '2')!;
    expect(readNumber(words, low, said).literal.text).toBe('2');
    // "2 to 6 instances" is a range without "between" or "from"; "80 to 443 for HTTPS" maps one to the other.
    expect(opensRange(words, low, said)).toBe(true);
    const mapped = 'Redirect 80 to 443 for HTTPS';
    const ports = extractLiterals(mapped);
    expect(ports.filter((l) => opensRange(mapped, l, ports))).toEqual([]);
  });

  it('reads a number said before things in the plural as a count of them, and one before a unit as none', () => {
    const text = 'A VPC spanning 3 availability zones that keeps logs for 7 days';
    const literals = extractLiterals(text);
    const at = (value: number) => literals.find((l) => l.value === value)!;
    expect(readNumber(text, at(3), literals).counts).toEqual(['availability', 'zone']);
    expect(readNumber(text, at(7), literals).counts).toBeUndefined();
    const slot = (name: string) => ({
      path: name,
      parent: '',
      input: { name, type: 'pulumi.Input<number>', required: false, doc: '' },
    });
    const counted = readNumber(text, at(3), literals);
    const slots = [slot('numberOfAvailabilityZones'), slot('availabilityZoneCidrMask')];
    expect(numberFit(slots[0]!, slots, counted)).toBeGreaterThan(numberFit(slots[1]!, slots, counted));
  });

  it('reads how long something is kept, for the input that deletes it rather than one that moves it', () => {
    const text = 'A backup rule that keeps recovery points for 35 days, moved to cold storage after 35 days';
    const literals = extractLiterals(text);
    const [kept, moved] = literals.filter((l) => l.value === 35);
    const reading = readNumber(text, kept!, literals);
    expect(reading.kept).toBe(true);
    expect(readNumber(text, moved!, literals).kept).toBeUndefined();
    const slot = (name: string, doc: string) => ({
      path: name,
      parent: '',
      input: { name, type: 'pulumi.Input<number>', required: false, doc },
    });
    const slots = [
      slot('deleteAfter', 'Specifies the number of days after creation that a recovery point is deleted.'),
      slot(
        'coldStorageAfter',
        'Specifies the number of days after creation that a recovery point is moved to cold storage.',
      ),
    ];
    expect(numberFit(slots[0]!, slots, reading)).toBeGreaterThan(numberFit(slots[1]!, slots, reading));
  });
});

describe('rule literal-values with an age (bundled snapshot)', () => {
  const lifecycle = (token: string, text: string) =>
    bundledEdits(attachLiterals, [bundledSaid('rules', token, text, text)], [], text);

  it('reads "older than" and "after" with a verb that ends things as an age, and "30 days old" too', () => {
    const text =
      'Delete objects older than 30 days, archive logs 60 days old, and expire uploads after 7 days';
    const literals = extractLiterals(text);
    const at = (value: number) => literals.find((l) => l.value === value)!;
    expect(readNumber(text, at(30), literals).aged).toEqual({ ends: true });
    expect(readNumber(text, at(60), literals).aged).toEqual({ ends: false });
    expect(readNumber(text, at(7), literals).aged).toEqual({ ends: true });
    expect(
      readNumber('Keep logs for 14 days', extractLiterals('Keep logs for 14 days')[0]!, []).aged,
    ).toBeUndefined();
  });

  it("puts an age on the input that measures an object's age: a GCS rule's condition, not its soft-delete retention", async () => {
    expect(
      await lifecycle(
        'gcp:storage/bucket:Bucket',
        'a lifecycle rule that deletes objects older than 30 days',
      ),
    ).toEqual(['value rules lifecycleRules.condition.age=30']);
  });

  it('puts an age that ends objects on their expiration, and one that moves them on their transition', async () => {
    const S3_RULES = 'aws:s3/bucketLifecycleConfiguration:BucketLifecycleConfiguration';
    expect(await lifecycle(S3_RULES, 'a lifecycle rule with objects expiring after 90 days')).toEqual([
      'value rules rules.expiration.days=90',
    ]);
    expect(
      await lifecycle(S3_RULES, 'a lifecycle rule that moves objects older than 30 days to Glacier'),
    ).toContain('value rules rules.transitions.days=30');
  });
});

describe('rule literal-values with number readings (plan fixture)', () => {
  it('fills one input per stated value, the surest first', async () => {
    // Both durations fit a retention input by unit; each goes to its own input, not both to the first.
    const got = await edits(
      attachLiterals,
      draftOf(planned('aws:sqs/queue:Queue')),
      'A queue that keeps messages for 4 days with a visibility timeout of 45 seconds',
    );
    expect(got).toContain('value queue messageRetentionSeconds=345600');
    expect(got).toContain('value queue visibilityTimeoutSeconds=45');
  });

  it('puts the ends of a range on a max input and its min sibling', async () => {
    const got = await edits(
      attachLiterals,
      draftOf(planned('aws:rds/cluster:Cluster')),
      'An Aurora Serverless cluster whose scaling stays between 1 and 8 capacity units',
    );
    // The upper end on a `max…` input, the lower on the `min…` input beside it (the same block).
    expect(got).toHaveLength(2);
    const [upper, lower] = got.map((edit) => /^value cluster (.*)\.(\w+)=(\d+)$/.exec(edit)?.slice(1));
    expect(upper?.slice(1)).toEqual(['maxCapacity', '8']);
    expect(lower?.slice(1)).toEqual(['minCapacity', '1']);
    expect(lower?.[0]).toBe(upper?.[0]);
  });

  it('puts a duration on the input whose doc says it counts that unit of time', async () => {
    expect(
      await edits(
        attachLiterals,
        draftOf(planned('aws:cloudwatch/logGroup:LogGroup')),
        'A log group that keeps events for 14 days',
      ),
    ).toEqual(['value log-group retentionInDays=14']);
  });
});
