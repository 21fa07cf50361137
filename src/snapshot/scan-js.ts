/**
 * The `.d.ts` files say what a program can write; only the compiled `.js` files say which type token the
 * engine receives (`static __pulumiType = 'aws:s3/bucket:Bucket'`, `runtime.invoke("aws:ec2/getAmi:getAmi")`).
 * A regex scan is enough here: the files are machine-generated with a fixed shape, and parsing every
 * `.js` of @pulumi/aws with a real parser would double the build time for no gain.
 */

export interface JsTokens {
  /** Class name → its `__pulumiType`. */
  readonly classes: ReadonlyMap<string, string>;
  /** Top-level function name → the token it invokes (the `…Output` twin maps to the same token). */
  readonly functions: ReadonlyMap<string, string>;
}

const BOUNDARY = /^(?:export )?(?:(class)|(?:async )?function) (\w+)\b/gm;
const PULUMI_TYPE = /static __pulumiType = (['"])([^'"]+)\1/g;
/** Older TypeScript emits the static after the class body instead: `RestAPI.__pulumiType = '…';`. */
const ASSIGNED_PULUMI_TYPE = /^(\w+)\.__pulumiType = (['"])([^'"]+)\2;/gm;
const INVOKE = /\bruntime\.(?:invoke|invokeOutput|invokeSingle|invokeSingleOutput)\(\s*(['"])([^'"]+)\1/g;

interface Boundary {
  readonly index: number;
  readonly kind: 'class' | 'function';
  readonly name: string;
}

function enclosing(boundaries: readonly Boundary[], index: number): Boundary | undefined {
  let found: Boundary | undefined;
  for (const boundary of boundaries) {
    if (boundary.index > index) {
      break;
    }
    found = boundary;
  }
  return found;
}

/**
 * Tokens by the declaration they sit in. Invokes inside class bodies (helpers such as Helm's template call)
 * belong to no top-level function and are ignored, as they are not data sources a program calls.
 */
export function scanJsTokens(source: string): JsTokens {
  const classes = new Map<string, string>();
  const functions = new Map<string, string>();
  if (!source.includes('__pulumiType') && !source.includes('runtime.invoke')) {
    return { classes, functions };
  }
  const boundaries: Boundary[] = [...source.matchAll(BOUNDARY)].map((m) => ({
    index: m.index,
    kind: m[1] === 'class' ? 'class' : 'function',
    name: m[2] ?? '',
  }));
  for (const match of source.matchAll(PULUMI_TYPE)) {
    const owner = enclosing(boundaries, match.index);
    if (owner?.kind === 'class' && !classes.has(owner.name)) {
      classes.set(owner.name, match[2] ?? '');
    }
  }
  for (const match of source.matchAll(ASSIGNED_PULUMI_TYPE)) {
    const name = match[1] ?? '';
    if (boundaries.some((b) => b.kind === 'class' && b.name === name) && !classes.has(name)) {
      classes.set(name, match[3] ?? '');
    }
  }
  for (const match of source.matchAll(INVOKE)) {
    const owner = enclosing(boundaries, match.index);
    if (owner?.kind === 'function' && !functions.has(owner.name)) {
      functions.set(owner.name, match[2] ?? '');
    }
  }
  return { classes, functions };
}
