import { describe, expect, it } from 'vitest';
import { code, isArgObject, isCode, printValue } from '../../../src/generate/compose/arg-value.js';

describe('isCode and isArgObject', () => {
  it('tells a code leaf from an object that happens to have a code key', () => {
    expect(isCode(code('80'))).toBe(true);
    expect(isCode({ code: code('"x"') })).toBe(false);
    expect(isCode({ code: code('1'), other: code('2') })).toBe(false);
    expect(isCode([code('1')])).toBe(false);
    expect(isArgObject({ code: code('"x"') })).toBe(true);
    expect(isArgObject(code('1'))).toBe(false);
    expect(isArgObject([])).toBe(false);
    expect(isArgObject(undefined)).toBe(false);
  });
});

describe('printValue', () => {
  it('prints nested objects and arrays indented, quoting keys that are not identifiers', () => {
    const printed = printValue(
      {
        bucket: code('bucket.id'),
        tags: { 'cost-center': code('"42"'), team: code('"web"') },
        rules: [{ days: code('30') }, code('extra')],
        empty: {},
        none: [],
      },
      '',
    );
    expect(printed).toBe(
      [
        '{',
        '    bucket: bucket.id,',
        '    tags: {',
        '        "cost-center": "42",',
        '        team: "web",',
        '    },',
        '    rules: [',
        '        {',
        '            days: 30,',
        '        },',
        '        extra,',
        '    ],',
        '    empty: {},',
        '    none: [],',
        '}',
      ].join('\n'),
    );
  });

  it('prints valid TypeScript', async () => {
    const { ts } = await import('ts-morph');
    const text = `const args = ${printValue({ $ok: code('1'), 'a.b': [code('"x"')] }, '')};`;
    const diagnostics = ts.transpileModule(text, { reportDiagnostics: true }).diagnostics ?? [];
    expect(diagnostics).toEqual([]);
  });
});
