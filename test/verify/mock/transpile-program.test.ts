import { SourceMap, type SourceMapPayload } from 'node:module';
import { describe, expect, it } from 'vitest';
import { transpileProgram } from '../../../src/verify/mock/transpile-program.js';

describe('transpileProgram', () => {
  const program = new Map([
    [
      'index.ts',
      'import * as aws from "@pulumi/aws";\ninterface Shape { size: number }\nconst shape: Shape = { size: 1 };\nexport const bucket = new aws.s3.BucketV2("b", {});\n',
    ],
    ['lib/util.mts', 'export const twice = (n: number): number => n * 2;\n'],
    ['types.d.ts', 'declare const x: number;\n'],
    ['README.md', '# not code\n'],
  ]);
  const files = transpileProgram(program);

  it('transpiles every TypeScript file to CommonJS, leaving declarations and other files out', () => {
    expect(files.map((file) => [file.source, file.output])).toEqual([
      ['index.ts', 'index.js'],
      ['lib/util.mts', 'lib/util.js'],
    ]);
    const index = files[0]!.code;
    expect(index).toContain('require("@pulumi/aws")');
    expect(index).toContain('exports.bucket');
    expect(index).not.toContain('interface Shape');
    expect(index).not.toContain('sourceMappingURL');
  });

  it('keeps a source map that leads back to the TypeScript line', () => {
    const index = files[0]!;
    const map = new SourceMap(JSON.parse(index.sourceMap) as SourceMapPayload);
    const line = index.code.split('\n').findIndex((text) => text.includes('new aws.s3.BucketV2'));
    const column = index.code.split('\n')[line]!.indexOf('new aws');
    // Zero-based: the fourth line of index.ts.
    expect(map.findEntry(line, column)).toMatchObject({ originalSource: 'index.ts', originalLine: 3 });
  });
});
