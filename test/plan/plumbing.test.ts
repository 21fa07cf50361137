import { describe, expect, it } from 'vitest';
import { plumbing } from '../../src/plan/plumbing.js';
import { draftOf, edits, planned } from './rule-cases.js';

describe('rule plumbing (plan fixture)', () => {
  it('brings what a required reference needs, and relates it', async () => {
    expect(await edits(plumbing, draftOf(planned('aws:ec2/subnet:Subnet')), 'A subnet')).toEqual([
      'add vpc aws:ec2/vpc:Vpc ×1 (plumbing) "vpc for the subnet"',
      'relate subnet -> vpc via vpcId',
    ]);
    expect(
      await edits(plumbing, draftOf(planned('aws:lambda/function:Function')), 'A Lambda function'),
    ).toEqual([
      'add role aws:iam/role:Role ×1 (plumbing) "role for the function"',
      'relate function -> role via role',
    ]);
  });

  it('relates to a planned component instead of planning another', async () => {
    const draft = draftOf(planned('aws:ec2/subnet:Subnet'), planned('aws:ec2/vpc:Vpc'));
    expect(await edits(plumbing, draft, 'A VPC and a subnet')).toEqual(['relate subnet -> vpc via vpcId']);
  });
});
