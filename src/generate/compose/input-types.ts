import type { InputProperty } from '../../snapshot/types.js';

/** `pulumi.Input<string | Topic> | undefined` → `string | Topic`: the type a value must have. */
export function valueType(input: InputProperty): string {
  let text = input.type.trim();
  for (;;) {
    const inner = /^pulumi\.Input<([\s\S]*)>(?:\s*\|\s*undefined)?$/.exec(text);
    if (inner === null) break;
    text = inner[1]!.trim();
  }
  return text
    .split(/\s*\|\s*(?![^<]*>)/)
    .filter((part) => part !== 'undefined')
    .join(' | ');
}

export function isArrayType(input: InputProperty): boolean {
  return /\[\]\s*$|^pulumi\.Input<[^>]*>\[\]|Array</.test(valueType(input));
}

export function isNumberType(input: InputProperty): boolean {
  return /(^|\W)number(\W|$)/.test(valueType(input)) && !/(^|\W)string(\W|$)/.test(valueType(input));
}

export function isBooleanType(input: InputProperty): boolean {
  return /(^|\W)boolean(\W|$)/.test(valueType(input)) && !/(^|\W)string(\W|$)/.test(valueType(input));
}

export function isMapType(input: InputProperty): boolean {
  return /^\{\s*\[key: string\]/.test(valueType(input));
}

/** A resource class named in the type (`string | Topic`): the resource itself may be passed. */
export function acceptsResourceClass(input: InputProperty, className: string): boolean {
  return new RegExp(`(^|[|<\\s])${className}(\\s*[|>]|$)`).test(valueType(input));
}
