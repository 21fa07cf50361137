/**
 * The arguments of a composed resource as a small tree: code leaves, arrays and objects. Built first, printed
 * last, so stated values, references and defaults can be merged at any depth before anything is written.
 */
export interface Code {
  readonly code: string;
}

export type ArgValue = Code | ArgValue[] | ArgObject;

export interface ArgObject {
  [key: string]: ArgValue;
}

export function code(text: string): Code {
  return { code: text };
}

export function isCode(value: ArgValue): value is Code {
  return !Array.isArray(value) && typeof (value as Code).code === 'string' && Object.keys(value).length === 1;
}

export function isArgObject(value: ArgValue | undefined): value is ArgObject {
  return value !== undefined && !Array.isArray(value) && !isCode(value);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function printValue(value: ArgValue, indent: string): string {
  if (isCode(value)) return value.code;
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${printValue(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([key, item]) =>
      `${inner}${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${printValue(item, inner)},`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}
