import type { FixturePackage } from './npm-registry.js';

/** One input of a fixture resource: what its args interface declares, with its TSDoc. */
export interface FixtureInput {
  readonly name: string;
  /** The TypeScript type inside `pulumi.Input<…>`: `string`, `number`, `{ [key: string]: string }`. */
  readonly type: string;
  readonly required: boolean;
  readonly doc: string;
}

export interface FixtureResource {
  /** The class name: `Server`. */
  readonly name: string;
  /** The class's TSDoc text (summary, then an `## Example Usage` section with a TypeScript block). */
  readonly doc: string;
  readonly inputs: readonly FixtureInput[];
  /** Outputs the provider computes (`status`), besides the inputs echoed back. */
  readonly computed: readonly string[];
}

export interface FixtureProvider {
  /** `hcloud`: the first part of every token. */
  readonly provider: string;
  readonly packageName: string;
  readonly version: string;
  readonly resources: readonly FixtureResource[];
}

const camel = (name: string) => `${name[0]?.toLowerCase() ?? ''}${name.slice(1)}`;

const tsdoc = (text: string, indent = '') =>
  [
    `${indent}/**`,
    ...text.split('\n').map((line) => `${indent} *${line === '' ? '' : ` ${line}`}`),
    `${indent} */`,
  ].join('\n');

/** The compiled module of one resource, shaped as tfgen emits it: the token in `static __pulumiType`. */
function resourceJs(provider: string, resource: FixtureResource): string {
  const token = `${provider}:index/${camel(resource.name)}:${resource.name}`;
  const copies = resource.inputs.map(
    (input) => `      resourceInputs["${input.name}"] = args?.${input.name};`,
  );
  const computed = resource.computed.map((name) => `      resourceInputs["${name}"] = undefined /*out*/;`);
  const required = resource.inputs
    .filter((input) => input.required)
    .map(
      (input) =>
        `      if (args?.${input.name} === undefined && !opts.urn) throw new Error("Missing required property '${input.name}'");`,
    );
  return `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.${resource.name} = void 0;
const pulumi = require("@pulumi/pulumi");
class ${resource.name} extends pulumi.CustomResource {
    static get(name, id, state, opts) {
        return new ${resource.name}(name, state, { ...opts, id: id });
    }
    /** @internal */
    static __pulumiType = '${token}';
    static isInstance(obj) {
        return obj !== undefined && obj !== null && obj['__pulumiType'] === ${resource.name}.__pulumiType;
    }
    constructor(name, argsOrState, opts) {
      let resourceInputs = {};
      opts = opts || {};
      const args = argsOrState;
${[...required, ...copies, ...computed].join('\n')}
      super(${resource.name}.__pulumiType, name, resourceInputs, opts);
    }
}
exports.${resource.name} = ${resource.name};
`;
}

/** The declarations of one resource: the class with its outputs and the args interface with TSDoc. */
function resourceDts(resource: FixtureResource): string {
  const outputs = [
    ...resource.inputs.map(
      (input) =>
        `    readonly ${input.name}: pulumi.Output<${input.type}${input.required ? '' : ' | undefined'}>;`,
    ),
    ...resource.computed.map((name) => `    readonly ${name}: pulumi.Output<string>;`),
  ];
  const args = resource.inputs.map(
    (input) =>
      `${tsdoc(input.doc, '    ')}\n    ${input.name}${input.required ? '' : '?'}: pulumi.Input<${input.type}>;`,
  );
  const anyRequired = resource.inputs.some((input) => input.required);
  return `import * as pulumi from "@pulumi/pulumi";
${tsdoc(resource.doc)}
export declare class ${resource.name} extends pulumi.CustomResource {
    static get(name: string, id: pulumi.Input<pulumi.ID>, state?: ${resource.name}Args, opts?: pulumi.CustomResourceOptions): ${resource.name};
    static isInstance(obj: any): obj is ${resource.name};
${outputs.join('\n')}
    constructor(name: string, args${anyRequired ? '' : '?'}: ${resource.name}Args, opts?: pulumi.CustomResourceOptions);
}
/**
 * The set of arguments for constructing a ${resource.name} resource.
 */
export interface ${resource.name}Args {
${args.join('\n')}
}
`;
}

/**
 * A small provider package with the shape of a tfgen-generated one (a module per resource, each a class
 * extending `pulumi.CustomResource` with its token in `__pulumiType` and an args interface with TSDoc, an
 * index re-exporting them), depending on `@pulumi/pulumi` like a real provider.
 */
export function tfgenProviderPackage(spec: FixtureProvider): FixturePackage {
  const files: Record<string, string> = {
    'index.d.ts': spec.resources.map((r) => `export * from "./${camel(r.name)}";\n`).join(''),
  };
  for (const resource of spec.resources) {
    files[`${camel(resource.name)}.js`] = resourceJs(spec.provider, resource);
    files[`${camel(resource.name)}.d.ts`] = resourceDts(resource);
  }
  return {
    name: spec.packageName,
    version: spec.version,
    dependencies: { '@pulumi/pulumi': '^3.0.0' },
    manifest: { types: 'index.d.ts', pulumi: { resource: true, name: spec.provider } },
    files,
    indexJs: `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
${spec.resources.map((r) => `exports.${r.name} = require("./${camel(r.name)}").${r.name};`).join('\n')}
`,
  };
}

/**
 * A stand-in for `@pulumi/hcloud` (a catalog package the bundled snapshot lacks, named by "Hetzner"), at a
 * version the public registry never had, so nothing can come from anywhere but the local registry.
 */
export const HCLOUD_FIXTURE: FixtureProvider = {
  provider: 'hcloud',
  packageName: '@pulumi/hcloud',
  version: '0.0.1-fixture',
  resources: [
    {
      name: 'Server',
      doc: [
        'Provides a Hetzner Cloud server resource: a virtual machine in one of the Hetzner locations.',
        '',
        '## Example Usage',
        '',
        '```typescript',
        'import * as pulumi from "@pulumi/pulumi";',
        'import * as hcloud from "@pulumi/hcloud";',
        '',
        'const node1 = new hcloud.Server("node1", {',
        '    image: "debian-12",',
        '    serverType: "cx22",',
        '    location: "nbg1",',
        '});',
        '```',
      ].join('\n'),
      inputs: [
        {
          name: 'image',
          type: 'string',
          required: true,
          doc: 'Name or ID of the image the server is created from.',
        },
        {
          name: 'serverType',
          type: 'string',
          required: true,
          doc: 'Name of the server type: `cx22`, `cpx31`.',
        },
        {
          name: 'location',
          type: 'string',
          required: false,
          doc: 'The location to create the server in. Valid values: `fsn1`, `nbg1`, `hel1`, `ash`, `hil`.',
        },
        {
          name: 'labels',
          type: '{ [key: string]: string }',
          required: false,
          doc: 'User-defined labels (key-value pairs).',
        },
      ],
      computed: ['ipv4Address', 'status'],
    },
    {
      name: 'Network',
      doc: [
        'Provides a Hetzner Cloud network: a private network servers can be attached to.',
        '',
        '## Example Usage',
        '',
        '```typescript',
        'import * as pulumi from "@pulumi/pulumi";',
        'import * as hcloud from "@pulumi/hcloud";',
        '',
        'const privNet = new hcloud.Network("privNet", {ipRange: "10.0.1.0/24"});',
        '```',
      ].join('\n'),
      inputs: [
        {
          name: 'ipRange',
          type: 'string',
          required: true,
          doc: 'IP range of the whole network, in CIDR notation.',
        },
        { name: 'name', type: 'string', required: false, doc: 'Name of the network to create.' },
      ],
      computed: [],
    },
  ],
};

/**
 * A stand-in for `@pulumiverse/vercel`: a community provider outside the `@pulumi/` scope (the catalog
 * names it; the provider is `vercel`), so a program must import the package the snapshot records.
 */
export const VERCEL_FIXTURE: FixtureProvider = {
  provider: 'vercel',
  packageName: '@pulumiverse/vercel',
  version: '0.0.1-fixture',
  resources: [
    {
      name: 'Project',
      doc: [
        'Provides a Vercel Project resource: a deployable web application on Vercel.',
        '',
        '## Example Usage',
        '',
        '```typescript',
        'import * as pulumi from "@pulumi/pulumi";',
        'import * as vercel from "@pulumiverse/vercel";',
        '',
        'const example = new vercel.Project("example", {framework: "nextjs"});',
        '```',
      ].join('\n'),
      inputs: [
        { name: 'name', type: 'string', required: false, doc: 'The desired name for the project.' },
        { name: 'framework', type: 'string', required: false, doc: 'The framework the project uses.' },
      ],
      computed: ['teamId'],
    },
  ],
};
