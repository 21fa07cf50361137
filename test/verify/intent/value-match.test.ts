import { describe, expect, it } from 'vitest';
import { leafCarries, leaves, valuesAtPath, versionCarries } from '../../../src/verify/intent/value-match.js';

describe('valuesAtPath', () => {
  it('reads every value at a dotted path, skipping array levels', () => {
    const inputs = {
      ingress: [
        { fromPort: 80, cidrBlocks: ['0.0.0.0/0'] },
        { fromPort: 443, cidrBlocks: ['10.0.0.0/8', '10.1.0.0/16'] },
      ],
      tags: { team: 'web' },
    };
    expect(valuesAtPath(inputs, 'ingress.fromPort')).toEqual([80, 443]);
    expect(valuesAtPath(inputs, 'ingress.cidrBlocks')).toEqual(['0.0.0.0/0', '10.0.0.0/8', '10.1.0.0/16']);
    expect(valuesAtPath(inputs, 'tags.team')).toEqual(['web']);
    expect(valuesAtPath(inputs, 'tags.missing')).toEqual([]);
    expect(valuesAtPath(inputs, '')).toEqual([inputs]);
  });
});

describe('leaves', () => {
  it('collects scalar leaves, JSON documents inside strings included', () => {
    const policy = JSON.stringify({ Statement: [{ Action: 's3:GetObject', Principal: '*' }] });
    expect(leaves({ name: 'site', policy, ports: [80, 443], on: true })).toEqual([
      'site',
      policy,
      's3:GetObject',
      '*',
      80,
      443,
      true,
    ]);
  });

  it('keeps a string that only looks like JSON as it is', () => {
    expect(leaves('{not json')).toEqual(['{not json']);
  });
});

describe('leafCarries', () => {
  it('matches ignoring case and number or string form', () => {
    expect(leafCarries('DB.T3.Micro', 'db.t3.micro')).toBe(true);
    expect(leafCarries('80', 80)).toBe(true);
    expect(leafCarries(80, '80')).toBe(true);
    expect(leafCarries(8080, 80)).toBe(false);
    expect(leafCarries('', 0)).toBe(false);
    expect(leafCarries('true', true)).toBe(true);
  });

  it('finds a stated text of three characters or more as a whole word inside a longer string', () => {
    const userData = '#!/bin/bash\nyum install -y nginx\n';
    expect(leafCarries(userData, 'nginx')).toBe(true);
    expect(leafCarries('arn:aws:sns:us-east-1:1:alerts', 'alerts')).toBe(true);
    expect(leafCarries('nginx-proxy-manager', 'proxy')).toBe(true);
    expect(leafCarries('my_nginx_box', 'nginx')).toBe(false);
    expect(leafCarries('ab cd', 'ab')).toBe(false);
    expect(leafCarries('abc def', 'abc')).toBe(true);
    expect(leafCarries({ nested: 'nginx' }, 'nginx')).toBe(false);
    expect(leafCarries(null, 'x')).toBe(false);
  });

  it('meets a cron schedule however its numbers are padded, and no other schedule', () => {
    expect(leafCarries('00 01 * * *', '0 1 * * *')).toBe(true);
    expect(leafCarries('cron(00 01 * * ? *)', 'cron(0 1 * * ? *)')).toBe(true);
    expect(leafCarries('0 2 * * *', '0 1 * * *')).toBe(false);
    expect(leafCarries('10 1 * * *', '0 1 * * *')).toBe(false);
  });

  it('reads a stated text with regex characters literally', () => {
    expect(leafCarries('path is /var/log/*.log here', '/var/log/*.log')).toBe(true);
    expect(leafCarries('path is /var/log/xlog here', '/var/log/*.log')).toBe(false);
  });
});

describe('versionCarries', () => {
  it('meets a stated version with itself and its point releases, and nothing else', () => {
    expect(versionCarries('16', '16')).toBe(true);
    expect(versionCarries('16.3', '16')).toBe(true);
    expect(versionCarries('1.30.2', '1.30')).toBe(true);
    expect(versionCarries('1.30.5-gke.100', '1.30')).toBe(true);
    expect(versionCarries('8.0.mysql_aurora.3.05.2', '8.0')).toBe(true);
    // Azure's Node versions are written as ranges ("~20"); a program may pin "v16" or ">=1.30".
    expect(versionCarries('~20', '20')).toBe(true);
    expect(versionCarries('>=1.30', '1.30')).toBe(true);
    expect(versionCarries('~18', '20')).toBe(false);
    expect(versionCarries(16, '16')).toBe(true);
    expect(versionCarries('15', '16')).toBe(false);
    expect(versionCarries('160', '16')).toBe(false);
    expect(versionCarries('1.3', '1.30')).toBe(false);
    expect(versionCarries('16.3', 'latest')).toBe(false);
  });
});
