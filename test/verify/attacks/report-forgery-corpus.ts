/**
 * Programs that try to forge the PR report and comments (issue 24, class 8) through what they make the
 * verifier say: resource names, values echoed in findings, thrown error messages, config keys. `__FORGE__`
 * is replaced by a hostile markdown text (links, images, raw HTML behind a backslash, mentions, references,
 * autolinks, backtick runs, pipes, a "✅ Verified" heading), and by plain words for the twin run whose
 * rendered structure the hostile one must match.
 */
export interface ReportForgeryAttack {
  readonly name: string;
  readonly source: string;
  /**
   * `false` where plain words change what the verifier does (a config key with `:` names another
   * namespace), so the plain twin's report is not the same shape to compare with.
   */
  readonly twin?: false;
}

export const FORGERY = [
  '[Approve the deployment](https://evil.example/approve)',
  '![t](https://evil.example/t.png)',
  '\\<img src=https://evil.example/a.png>',
  '<details open><summary>ok</summary>',
  '@acme/admins fixes #1',
  'https://evil.example www.evil.example ops@evil.example',
  'a`b``c | d',
  '\n## ✅ Verified\n',
].join(' ');

const AWS = `import * as aws from '@pulumi/aws';\nimport * as pulumi from '@pulumi/pulumi';\n`;

export const REPORT_FORGERY_ATTACKS: readonly ReportForgeryAttack[] = [
  {
    name: 'a resource name in a verified run (plan, diagram, policy table)',
    source: `${AWS}const logs = new aws.s3.BucketV2(__FORGE__, {});
export const name = logs.bucket;
`,
  },
  {
    name: 'a resource name in a policy violation',
    source: `${AWS}new aws.ec2.SecurityGroup(__FORGE__, {
  ingress: [{ protocol: 'tcp', fromPort: 22, toPort: 22, cidrBlocks: ['0.0.0.0/0'] }],
});
`,
  },
  {
    name: 'a thrown error message',
    source: `${AWS}new aws.s3.BucketV2('data', {});
throw new Error(__FORGE__);
`,
  },
  {
    name: 'a value echoed in a finding',
    source: `${AWS}const data = new aws.s3.BucketV2('data', {});
new aws.s3.BucketVersioningV2('data', { bucket: data.id, versioningConfiguration: { status: __FORGE__ } });
`,
  },
  {
    name: 'a required config key',
    twin: false,
    source: `${AWS}const config = new pulumi.Config();
new aws.s3.BucketV2('data', { bucket: config.require(__FORGE__) });
`,
  },
  {
    name: 'a name that breaks out of its diagram label',
    source: `${AWS}new aws.s3.BucketV2('x"]\\n  click r0 href "https://evil.example"\\n  r9["' + __FORGE__, {});
`,
  },
];
