import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { packageRoot } from '../../src/shared/paths.js';
import { NODE_TYPES } from '../../src/shared/project.js';

const json = (path: string) =>
  JSON.parse(readFileSync(join(packageRoot(), path), 'utf8')) as Record<string, unknown>;

describe('NODE_TYPES', () => {
  it('pins the @types/node this repository installs, so the typecheck here checks what a written project gets', () => {
    const devDependencies = json('package.json')['devDependencies'] as Record<string, string>;
    expect(devDependencies[NODE_TYPES.package]).toBe(NODE_TYPES.version);
    expect(json(join('node_modules', NODE_TYPES.package, 'package.json'))['version']).toBe(
      NODE_TYPES.version,
    );
  });
});
