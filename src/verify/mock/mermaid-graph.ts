import type { RegisteredResource } from '../types.js';

/** Mermaid labels are quoted; quotes and angle brackets inside would end the label or open HTML. */
function label(text: string): string {
  return text.replace(/"/g, '#quot;').replace(/</g, '#lt;').replace(/>/g, '#gt;');
}

/**
 * A mermaid `graph` of the resources: one node per resource (its TS type and name), a solid arrow from a
 * resource to each resource that consumes its outputs, a dotted arrow from a component to its children.
 * Functions are left out: the runtime reports no dependencies for them, so they would float unconnected.
 */
export function renderMermaid(
  resources: readonly RegisteredResource[],
  typeLabel: (token: string) => string,
): string {
  const nodes = resources.filter((resource) => resource.kind === 'resource');
  const ids = new Map<string, string>();
  nodes.forEach((resource, index) => {
    ids.set(resource.urn ?? `${resource.token}::${resource.name}`, `r${index}`);
  });
  const lines = ['graph LR'];
  nodes.forEach((resource, index) => {
    lines.push(`  r${index}["${label(typeLabel(resource.token))}<br/>${label(resource.name)}"]`);
  });
  const edges = new Set<string>();
  for (const resource of nodes) {
    const to = ids.get(resource.urn ?? `${resource.token}::${resource.name}`);
    for (const dependency of resource.dependsOn) {
      const from = ids.get(dependency);
      if (from !== undefined && to !== undefined && from !== to) {
        edges.add(`  ${from} --> ${to}`);
      }
    }
    const parent = resource.parent === undefined ? undefined : ids.get(resource.parent);
    if (parent !== undefined && to !== undefined) {
      edges.add(`  ${parent} -.-> ${to}`);
    }
  }
  return [...lines, ...edges].join('\n');
}
