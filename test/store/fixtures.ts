import type { FixturePackage } from '../support/npm-registry.js';

/**
 * A tiny world of packages: a base `@pulumi/pulumi`, two providers sharing it, a dependency the providers
 * need at different versions, and one only the first provider uses.
 */
export const FIXTURES: readonly FixturePackage[] = [
  {
    name: '@pulumi/pulumi',
    version: '3.0.0',
    dependencies: { shared: '1.0.0' },
    indexJs: "module.exports = { instance: Symbol('pulumi'), shared: require('shared') };\n",
  },
  { name: 'shared', version: '1.0.0', indexJs: "module.exports = { version: '1.0.0' };\n" },
  { name: 'shared', version: '2.0.0', indexJs: "module.exports = { version: '2.0.0' };\n" },
  { name: 'alpha-only', version: '1.0.0', indexJs: "module.exports = 'alpha-only';\n" },
  {
    name: '@pulumi/alpha',
    version: '1.0.0',
    dependencies: { '@pulumi/pulumi': '^3.0.0', shared: '1.0.0', 'alpha-only': '1.0.0' },
    indexJs:
      "module.exports = { pulumi: require('@pulumi/pulumi'), shared: require('shared'), only: require('alpha-only') };\n",
  },
  {
    name: '@pulumi/beta',
    version: '1.0.0',
    dependencies: { '@pulumi/pulumi': '^3.0.0', shared: '2.0.0' },
    indexJs: "module.exports = { pulumi: require('@pulumi/pulumi'), shared: require('shared') };\n",
  },
];

export const ALPHA = { name: '@pulumi/alpha', version: '1.0.0' };
export const BETA = { name: '@pulumi/beta', version: '1.0.0' };
