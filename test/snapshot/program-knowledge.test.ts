import { beforeAll, describe, expect, it } from 'vitest';
import { countedCompanions } from '../../src/plan/counted-companions.js';
import { defaultSnapshotDir } from '../../src/shared/paths.js';
import { openSnapshot } from '../../src/snapshot/open-snapshot.js';
import { declarationSchema, type DeclarationSchema } from '../../src/snapshot/program-declarations.js';
import {
  countKnowledge,
  encodeKnowledge,
  programEvidence,
  programKnowledge,
  type ProgramEvidence,
} from '../../src/snapshot/program-knowledge.js';
import type { Snapshot } from '../../src/snapshot/types.js';

let snapshot: Snapshot;
let schema: DeclarationSchema;

beforeAll(() => {
  snapshot = openSnapshot(defaultSnapshotDir());
  schema = declarationSchema(snapshot);
});

const ROLE = 'aws:iam/role:Role';
const FUNCTION = 'aws:lambda/function:Function';
const ATTACHMENT = 'aws:iam/rolePolicyAttachment:RolePolicyAttachment';

const LAMBDA_PROGRAM = `
import * as pulumi from "@pulumi/pulumi";
import * as awsSdk from "@pulumi/aws";
import { iam } from "@pulumi/aws";
const role = new iam.Role("r", { assumeRolePolicy: "{}" });
new awsSdk.iam.RolePolicyAttachment("a", { role: role.name, policyArn: "arn:aws:iam::aws:policy/x" });
const fn = new awsSdk.lambda.Function("f", {
  role: role.arn,
  runtime: "nodejs20.x",
  environment: { variables: { ROLE: pulumi.interpolate\`\${role.arn}\` } },
}, { dependsOn: [role] });
const vpc = awsSdk.ec2.getVpcOutput({ default: true });
`;

describe('what one program declares and wires', () => {
  it('reads resources under any import alias, each input that takes an output, through template strings', () => {
    const evidence = programEvidence('test', LAMBDA_PROGRAM, schema);
    expect(evidence.declares).toEqual([ROLE, ATTACHMENT, FUNCTION].sort());
    expect(evidence.wires).toEqual(
      [
        `${ATTACHMENT} role ${ROLE}.name`,
        `${FUNCTION} environment.variables.ROLE ${ROLE}.arn`,
        `${FUNCTION} role ${ROLE}.arn`,
      ].sort(),
    );
    // A lookup is no declared resource, and a resource option (dependsOn) is no input.
    expect(evidence.declares.some((token) => token.includes('getVpc'))).toBe(false);
  });
});

describe('counting programs into knowledge', () => {
  const evidence = (source: string, declares: string[], wires: string[]): ProgramEvidence => ({
    source,
    declares: [...declares].sort(),
    wires: [...wires].sort(),
  });
  const withAttachment = (source: string) =>
    evidence(source, [ROLE, ATTACHMENT], [`${ATTACHMENT} role ${ROLE}.name`]);

  it('counts who takes whose output once per program, leaving out the taker’s own doc page', () => {
    const knowledge = countKnowledge(
      [
        withAttachment(`doc:${ATTACHMENT}`),
        withAttachment(`doc:${FUNCTION}`),
        evidence(`doc:${ROLE}`, [ROLE], []),
      ],
      [withAttachment('github.com/pulumi/examples/a'), withAttachment('github.com/pulumi/examples/b')],
    );
    const role = knowledge.resources[ROLE]!;
    expect(role.programs).toBe(5);
    // Three programs outside the attachment's own page; one of its own pages declares a role.
    expect(role.takers).toEqual([[ATTACHMENT, 3, 1]]);
    // How it is wired counts every program, its own page too, with the first three as provenance.
    expect(role.dependents[0]).toMatchObject({
      token: ATTACHMENT,
      input: 'role',
      output: 'name',
      support: 4,
    });
    expect(role.dependents[0]?.seenIn).toEqual([
      `doc:${ATTACHMENT}`,
      `doc:${FUNCTION}`,
      'github.com/pulumi/examples/a',
    ]);
    expect(knowledge.sources).toEqual([
      { kind: 'doc-examples', programs: 3 },
      { kind: 'public', repository: 'github.com/pulumi/examples', programs: 2 },
    ]);
  });

  it('gives the same bytes whatever order the public programs were read in', () => {
    const a = withAttachment('github.com/pulumi/examples/a');
    const b = evidence('github.com/pulumi/templates/b', [FUNCTION, ROLE], [`${FUNCTION} role ${ROLE}.arn`]);
    expect(
      encodeKnowledge(countKnowledge([], [a, b])).equals(encodeKnowledge(countKnowledge([], [b, a]))),
    ).toBe(true);
  });
});

describe('the bundled snapshot’s knowledge', () => {
  it('is shipped, counted from the doc examples and public programs, and gives companions by support', () => {
    const knowledge = programKnowledge(snapshot);
    expect(knowledge?.sources[0]?.kind).toBe('doc-examples');
    expect(knowledge?.sources.some((s) => s.repository === 'github.com/pulumi/examples')).toBe(true);
    const secret = countedCompanions(snapshot, 'aws:secretsmanager/secret:Secret').map((c) => c.add[0]);
    expect(secret).toContain('aws:secretsmanager/secretVersion:SecretVersion');
    // A bucket is declared with many things, none in most programs: no counted companion.
    expect(countedCompanions(snapshot, 'aws:s3/bucket:Bucket')).toEqual([]);
  });
});
