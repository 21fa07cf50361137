import { describe, expect, it } from 'vitest';
import { scanJsTokens } from '../../src/snapshot/scan-js.js';

describe('scanJsTokens', () => {
  it('reads the static __pulumiType in a class body', () => {
    const js =
      "class Bucket extends pulumi.CustomResource {\n    static __pulumiType = 'aws:s3/bucket:Bucket';\n}\n";
    expect(scanJsTokens(js).classes.get('Bucket')).toBe('aws:s3/bucket:Bucket');
  });

  it('reads the __pulumiType older TypeScript assigns after the class (component packages)', () => {
    const js = [
      'class RestAPI extends pulumi.ComponentResource {',
      '    static isInstance(obj) { return obj["__pulumiType"] === RestAPI.__pulumiType; }',
      '}',
      'exports.RestAPI = RestAPI;',
      "RestAPI.__pulumiType = 'aws-apigateway:index:RestAPI';",
      "Other.__pulumiType = 'x:index:Other';",
    ].join('\n');
    const classes = scanJsTokens(js).classes;
    expect(classes.get('RestAPI')).toBe('aws-apigateway:index:RestAPI');
    // Not a class declared in this file: not a record of it.
    expect(classes.has('Other')).toBe(false);
  });
});
