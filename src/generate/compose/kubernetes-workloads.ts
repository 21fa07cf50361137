import { code, isArgObject, type ArgObject, type ArgValue } from './arg-value.js';
import type { Instance } from './wiring.js';

const WORKLOADS = /\.(Deployment|StatefulSet|DaemonSet|ReplicaSet)$/;

function at(args: ArgObject, path: readonly string[]): ArgObject {
  let current = args;
  for (const key of path) {
    const next = current[key];
    if (isArgObject(next)) {
      current = next;
    } else {
      const created: ArgObject = {};
      current[key] = created;
      current = created;
    }
  }
  return current;
}

function setDefault(object: ArgObject, key: string, value: ArgValue): void {
  if (object[key] === undefined) object[key] = value;
}

/** The first element of a list argument, made when absent. */
function firstOf(object: ArgObject, key: string): ArgObject {
  const list = Array.isArray(object[key]) ? (object[key] as ArgValue[]) : [];
  object[key] = list;
  const first = list.find(isArgObject);
  if (first !== undefined) return first;
  const created: ArgObject = {};
  list.unshift(created);
  return created;
}

function numberCode(value: ArgValue | undefined): string | undefined {
  return value !== undefined && !Array.isArray(value) && !isArgObject(value) ? value.code : undefined;
}

/**
 * Kubernetes kinds have no required inputs, yet a workload without pod labels and a container, or a Service
 * whose selector matches no pod, does nothing. Workloads get labels, a matching selector and a container
 * (the stated image and port kept); a Service selects the first workload's pods and targets its port.
 */
export function completeKubernetes(instances: readonly Instance[]): void {
  const workloads = instances.filter(
    (i) => i.record.provider === 'kubernetes' && WORKLOADS.test(i.record.tsName),
  );
  for (const workload of workloads) {
    const labels = (): ArgObject => ({ app: code(JSON.stringify(workload.name)) });
    const spec = at(workload.args, ['spec']);
    setDefault(at(spec, ['selector']), 'matchLabels', labels());
    setDefault(at(spec, ['template', 'metadata']), 'labels', labels());
    if (/Deployment|StatefulSet|ReplicaSet/.test(workload.record.tsName))
      setDefault(spec, 'replicas', code('1'));
    const container = firstOf(at(spec, ['template', 'spec']), 'containers');
    setDefault(container, 'name', code(JSON.stringify(workload.name)));
    setDefault(container, 'image', code(JSON.stringify('nginx:stable')));
    setDefault(firstOf(container, 'ports'), 'containerPort', code('80'));
  }
  const target = workloads[0];
  for (const service of instances.filter((i) => i.record.tsName.endsWith('.core.v1.Service'))) {
    const spec = at(service.args, ['spec']);
    const port = firstOf(spec, 'ports');
    setDefault(port, 'port', code('80'));
    if (target === undefined) continue;
    setDefault(spec, 'selector', { app: code(JSON.stringify(target.name)) });
    const container = firstOf(at(at(target.args, ['spec']), ['template', 'spec']), 'containers');
    const containerPort = numberCode(firstOf(container, 'ports')['containerPort']);
    setDefault(port, 'targetPort', code(containerPort ?? '80'));
    service.deps.add(target.variable);
  }
}
