import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultSnapshotDir } from '../../../src/shared/paths.js';
import { openSnapshot } from '../../../src/snapshot/open-snapshot.js';
import { createMockRung, type MockRunDeps } from '../../../src/verify/mock/mock-rung.js';
import { providerRender } from '../../../src/verify/mock/provider-renders.js';
import { UNKNOWN } from '../../../src/verify/mock/wire-values.js';
import type { RungCheck } from '../../../src/verify/types.js';
import { requireSandbox } from '../../support/sandbox.js';
import { makeProjectDir, programOf } from './support.js';

describe('what a provider renders', () => {
  it('parses YAML as the provider would, and leaves a chart it cannot render unknown', () => {
    expect(providerRender('kubernetes:yaml:decode', { text: 'a: 1\n---\nb: [x]\n' })).toEqual({
      result: [{ a: 1 }, { b: ['x'] }],
    });
    expect(providerRender('kubernetes:helm:template', { jsonOpts: '{}' })).toEqual({ result: UNKNOWN });
    expect(providerRender('aws:index/getRegion:getRegion', {})).toBeUndefined();
  });
});

describe('Kubernetes programs the provider renders for (sandboxed mock run)', () => {
  let project: { readonly dir: string; dispose(): void };
  let deps: MockRunDeps;
  beforeAll(async () => {
    project = makeProjectDir();
    deps = {
      snapshot: openSnapshot(defaultSnapshotDir()),
      nodePath: process.execPath,
      timeLimitMs: 30_000,
      sandbox: await requireSandbox(),
    };
  });
  afterAll(() => project.dispose());

  const check = (code: string): Promise<RungCheck<'mock'>> =>
    createMockRung(deps).check(programOf(code), { projectDir: project.dir, config: {} });

  it("registers and checks a yaml.ConfigFile's objects; a chart's unknown status is not applied", async () => {
    writeFileSync(
      join(project.dir, 'app.yaml'),
      'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: shop\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: shop\ndata:\n  mode: fast\n',
    );
    const result = await check(`import * as k8s from '@pulumi/kubernetes';
new k8s.yaml.ConfigFile('app', { file: 'app.yaml' });
const chart = new k8s.helm.v3.Chart('wp', { chart: 'wordpress', fetchOpts: { repo: 'https://charts.bitnami.com/bitnami' } });
export const ip = chart
  .getResourceProperty('v1/Service', 'default', 'wp-wordpress', 'status')
  .apply((status) => status.loadBalancer.ingress[0].ip);
`);
    expect(result.kind, JSON.stringify(result)).toBe('passed');
    const tokens = result.kind === 'passed' ? (result.details?.resources ?? []).map((r) => r.token) : [];
    expect(tokens).toEqual(
      expect.arrayContaining(['kubernetes:core/v1:Namespace', 'kubernetes:core/v1:ConfigMap']),
    );
  });

  // Cut down from pulumi/pulumi-kubernetes tests/sdk/nodejs/get/step1: a CRD and an object of its kind. The
  // object's type is its own apiVersion and kind, which no schema knows; a misspelt built-in kind still is unknown.
  it("checks a custom resource of the program's own CRD, and still finds an unknown built-in kind", async () => {
    const crd = `import * as k8s from '@pulumi/kubernetes';
const ct = new k8s.apiextensions.v1.CustomResourceDefinition('crontab', {
  metadata: { name: 'crontabs.stable.example.com' },
  spec: {
    group: 'stable.example.com',
    versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object' } } }],
    scope: 'Namespaced',
    names: { plural: 'crontabs', singular: 'crontab', kind: 'CronTab', shortNames: ['ct'] },
  },
});
`;
    const own = await check(`${crd}
new k8s.apiextensions.CustomResource('my-new-cron-object', {
  apiVersion: 'stable.example.com/v1',
  kind: 'CronTab',
  metadata: { name: 'my-new-cron-object' },
  spec: { cronSpec: '* * * * */5', image: 'my-awesome-cron-image' },
}, { dependsOn: ct });
new k8s.apiextensions.CustomResourcePatch('cron-patch', {
  apiVersion: 'stable.example.com/v1',
  kind: 'CronTab',
  metadata: { name: 'my-new-cron-object' },
  spec: { image: 'my-patched-image' },
}, { dependsOn: ct });
`);
    expect(own.kind, JSON.stringify(own)).toBe('passed');
    const misspelt = await check(`${crd}
new k8s.apiextensions.CustomResource('web', { apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'web' } });
`);
    expect(misspelt.kind === 'failed' ? misspelt.findings.map((f) => f.code) : []).toContain(
      'unknown-resource',
    );
  });

  // Cut down from pulumi/pulumi-kubernetes tests/sdk/nodejs/examples/helm-local: the same chart twice, the second
  // with a `resourcePrefix`, which the SDK puts before the name it registers ("dup-nginx").
  it('counts a chart registered under a resource prefix as the package class the program built', async () => {
    const result = await check(`import * as k8s from '@pulumi/kubernetes';
const chart = (resourcePrefix?: string) => new k8s.helm.v3.Chart('nginx', {
  chart: 'nginx', fetchOpts: { repo: 'https://charts.bitnami.com/bitnami' }, resourcePrefix,
  values: { service: { type: 'ClusterIP' } },
});
chart();
chart('dup');
`);
    expect(result.kind, JSON.stringify(result)).toBe('passed');
  });

  // Cut down from pulumi/pulumi-kubernetes tests/sdk/nodejs/performance (cert-manager.yaml): a CRD manifest
  // spells a field as Kubernetes does, which the SDK names with underscores; a misspelt field is still unknown.
  it("takes a manifest's Kubernetes spelling of a field the SDK names with underscores", async () => {
    const crd = (field: string) =>
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: issuers.cert-manager.io\n' +
      'spec:\n  group: cert-manager.io\n  scope: Namespaced\n' +
      '  names:\n    kind: Issuer\n    plural: issuers\n  versions:\n  - name: v1\n    served: true\n    storage: true\n' +
      `    schema:\n      openAPIV3Schema:\n        type: object\n        ${field}: true\n`;
    writeFileSync(join(project.dir, 'crds.yaml'), crd('x-kubernetes-preserve-unknown-fields'));
    const program =
      "import * as k8s from '@pulumi/kubernetes';\nnew k8s.yaml.ConfigFile('crds', { file: 'crds.yaml' });\n";
    const spelled = await check(program);
    expect(spelled.kind, JSON.stringify(spelled)).toBe('passed');
    writeFileSync(join(project.dir, 'crds.yaml'), crd('x-kubernetes-preserve-unknwon-fields'));
    const misspelt = await check(program);
    expect(misspelt.kind === 'failed' ? misspelt.findings.map((f) => f.code) : []).toContain('unknown-input');
  });

  it('does not verify a program that has the SDK read files from the host, and says which', async () => {
    const hostDir = mkdtempSync(join(tmpdir(), 'pulumi-gen-host-'));
    try {
      writeFileSync(join(hostDir, 'secret.yaml'), 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: x\n');
      const result = await check(`import * as k8s from '@pulumi/kubernetes';
new k8s.yaml.ConfigGroup('all', { files: ['${hostDir}/*.yaml'] });
new k8s.yaml.ConfigFile('one', { file: '${hostDir}/secret.yaml' });
`);
      expect(result.kind).toBe('failed');
      const findings = result.kind === 'failed' ? result.findings : [];
      expect(findings.filter((f) => f.code === 'reads-host-file').map((f) => f.message)).toEqual(
        expect.arrayContaining([expect.stringContaining(`reads ${hostDir}`)]),
      );
      expect(
        findings.every(
          (f) =>
            f.code === 'reads-host-file' || f.code === 'program-error' || f.code === 'unhandled-rejection',
        ),
      ).toBe(true);
    } finally {
      rmSync(hostDir, { recursive: true, force: true });
    }
  });
});
