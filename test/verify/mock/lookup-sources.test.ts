import { describe, expect, it } from 'vitest';
import { lookupSourceOf } from '../../../src/verify/mock/lookup-sources.js';

const PROGRAM = `import * as cloudflare from "@pulumi/cloudflare";
import * as aws from "@pulumi/aws";

const zone = cloudflare.getZoneOutput({ name: "example.com" });
const zoneId = zone.zoneId;
const azs = aws.getAvailabilityZonesOutput({});
const subnetAz = azs.names[0];

const record = new cloudflare.Record("www", { zoneId: zoneId, name: "www", type: "A" });
const subnet = new aws.ec2.Subnet("a", {
  vpcId: "vpc-1",
  availabilityZone: subnetAz,
  "cidrBlock": "10.0.0.0/24",
});
const direct = new aws.ec2.Subnet("b", { availabilityZone: aws.getAvailabilityZonesOutput({}).names[1], vpcId: "x" });
const shorthand = new cloudflare.Record("s", { zoneId, name: "s", type: "A" });
`;
const program = new Map([['index.ts', PROGRAM]]);
const at = (line: number) => ({ file: 'index.ts', line });

describe('lookupSourceOf', () => {
  it('follows an input through local variables to the lookup it comes from', () => {
    expect(lookupSourceOf(program, at(9), 'zoneId')).toBe('cloudflare.getZoneOutput');
    expect(lookupSourceOf(program, at(10), 'availabilityZone')).toBe('aws.getAvailabilityZonesOutput');
  });

  it('finds a lookup called in place and one passed by shorthand', () => {
    expect(lookupSourceOf(program, at(15), 'availabilityZone')).toBe('aws.getAvailabilityZonesOutput');
    expect(lookupSourceOf(program, at(16), 'zoneId')).toBe('cloudflare.getZoneOutput');
  });

  it('is undefined for an input set plainly, an input not set, a line without a resource, or another file', () => {
    expect(lookupSourceOf(program, at(10), 'vpcId')).toBeUndefined();
    expect(lookupSourceOf(program, at(10), 'cidrBlock')).toBeUndefined();
    expect(lookupSourceOf(program, at(9), 'ttl')).toBeUndefined();
    expect(lookupSourceOf(program, at(4), 'name')).toBeUndefined();
    expect(lookupSourceOf(program, { file: 'other.ts', line: 9 }, 'zoneId')).toBeUndefined();
  });
});
