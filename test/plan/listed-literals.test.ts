import { describe, expect, it } from 'vitest';
import { extractLiterals } from '../../src/language/literals.js';
import { listedAfter, listedWith } from '../../src/plan/listed-literals.js';

describe('values listed together', () => {
  it('finds the value of the same kind a value is listed right after, asides and quotes left out', () => {
    const text = 'ranges `pods` (10.64.0.0/14) and `services` (10.68.0.0/20); ports 80 and 443';
    const literals = extractLiterals(text);
    const at = (value: string | number) => literals.find((l) => l.value === value)!;
    expect(listedAfter(text, at('10.68.0.0/20'), literals)?.value).toBe('10.64.0.0/14');
    expect(listedAfter(text, at(443), literals)?.value).toBe(80);
    expect(listedAfter(text, at('10.64.0.0/14'), literals)).toBeUndefined();
  });

  it('lists the values that follow one, until a word other than a list join stands between', () => {
    const text = 'grant `roles/a.b` and `roles/c.d`, `roles/e.f` on the project, then roles/g.h elsewhere';
    const literals = extractLiterals(text);
    expect(listedWith(text, literals[0]!, literals).map((l) => l.value)).toEqual(['roles/c.d', 'roles/e.f']);
  });
});
