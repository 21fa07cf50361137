import { describe, expect, it } from 'vitest';
import { code, printValue } from '../../../src/generate/compose/arg-value.js';
import { completeKubernetes } from '../../../src/generate/compose/kubernetes-workloads.js';
import { instance } from './instances.js';

const printed = (value: Parameters<typeof printValue>[0]): string =>
  printValue(value, '').replace(/\s+/g, ' ');

describe('completeKubernetes', () => {
  it('gives a workload pod labels, the selector that matches them, one replica and a container', () => {
    const web = instance('kubernetes:apps/v1:Deployment', 'web');
    completeKubernetes([web]);
    expect(printed(web.args)).toBe(
      '{ spec: { selector: { matchLabels: { app: "web", }, }, template: { metadata: { labels: { app: "web", }, }, ' +
        'spec: { containers: [ { name: "web", image: "nginx:stable", ports: [ { containerPort: 80, }, ], }, ], }, }, replicas: 1, }, }',
    );
  });

  it('keeps the stated image and port, and gives a DaemonSet no replica count', () => {
    const agent = instance('kubernetes:apps/v1:DaemonSet', 'agent', {
      spec: {
        template: {
          spec: {
            containers: [{ image: code('"datadog/agent:7"'), ports: [{ containerPort: code('8126') }] }],
          },
        },
      },
    });
    completeKubernetes([agent]);
    const text = printed(agent.args);
    expect(text).toContain('image: "datadog/agent:7"');
    expect(text).toContain('containerPort: 8126');
    expect(text).not.toContain('nginx');
    expect(text).not.toContain('replicas');
  });

  it("points a Service at the first workload's pods and its container port", () => {
    const api = instance('kubernetes:apps/v1:Deployment', 'api', {
      spec: { template: { spec: { containers: [{ ports: [{ containerPort: code('8080') }] }] } } },
    });
    const worker = instance('kubernetes:apps/v1:Deployment', 'worker');
    const service = instance('kubernetes:core/v1:Service', 'apiService');
    completeKubernetes([api, worker, service]);
    expect(printed(service.args)).toBe(
      '{ spec: { ports: [ { port: 80, targetPort: 8080, }, ], selector: { app: "api", }, }, }',
    );
    expect([...service.deps]).toEqual(['api']);
  });

  it('gives a Service with no workload in the program a port and no selector', () => {
    const service = instance('kubernetes:core/v1:Service', 'external', {
      spec: { ports: [{ port: code('443') }] },
    });
    completeKubernetes([service]);
    expect(printed(service.args)).toBe('{ spec: { ports: [ { port: 443, }, ], }, }');
    expect(service.deps.size).toBe(0);
  });
});
