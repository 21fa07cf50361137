import { randomBytes } from 'node:crypto';
import type { ConfigRead, ValueShape } from '../types.js';
import type { OutputShape } from './output-shapes.js';

/**
 * The values a mock run makes up: config values the user did not give and the answers of lookups. Each run
 * draws a new marker, so a program cannot recognise them by a fixed prefix and behave one way under the
 * verifier and another at `pulumi up`; and the parent recognises them in what the run recorded, so a finding
 * whose value is made up is never the program's fault and never goes to the model as one.
 */
export interface StandIns {
  /** The run's marker: every made-up string contains it. */
  readonly marker: string;
  /** A value for a config key the user did not give, of the type and shape the program reads. */
  config(read: ConfigRead): string;
  /** A lookup output's made-up value (`ids` of `aws.ec2.getSubnets`). */
  output(shape: OutputShape, owner: string, prop: string): unknown;
  /** The made-up id of a lookup's result. */
  id(owner: string): string;
  /** Whether a text contains a made-up value of this run. */
  mentions(text: string): boolean;
}

/**
 * The letters a marker may start with: lowercase, but not one that begins a JSON literal (`false`, `null`,
 * `true`). `JSON.parse` of a text starting with one reports the position, not the text ("Unexpected number in
 * JSON at position 1"), so a failure on a made-up value would not mention the marker and would be blamed on
 * the program.
 */
const FIRST_LETTERS = 'abcdeghijklmopqrsuvwxyz';

/** A marker of lowercase letters and digits starting with a letter (valid in names, ARNs and slugs). */
export function randomMarker(): string {
  const bytes = randomBytes(7);
  const first = FIRST_LETTERS[bytes[0]! % FIRST_LETTERS.length]!;
  return first + [...bytes.subarray(1)].map((b) => (b % 36).toString(36)).join('');
}

function slug(text: string): string {
  return text.replace(/[^A-Za-z0-9-]/g, '-');
}

export function createStandIns(marker: string = randomMarker()): StandIns {
  const text = (what: string): string => `${marker}-${slug(what)}`;
  const fromShape = (shape: ValueShape, what: string): unknown => {
    switch (shape.kind) {
      case 'string':
        return shape.value ?? text(what);
      case 'number':
        return 1;
      case 'boolean':
        return true;
      case 'array':
        return [fromShape(shape.element, what)];
      case 'object':
        return Object.fromEntries(
          Object.entries(shape.fields).map(([name, field]) => [name, fromShape(field, `${what}-${name}`)]),
        );
      case 'map':
        return { [text(`${what}-key`)]: fromShape(shape.value, what) };
      case 'unknown':
        return text(what);
    }
  };
  return {
    marker,
    config(read) {
      const name = read.key.split(':').pop() ?? read.key;
      switch (read.kind) {
        case 'number':
          return '1';
        case 'boolean':
          return 'true';
        case 'object':
          return JSON.stringify(fromShape(read.shape ?? { kind: 'object', fields: {} }, name));
        case 'string':
          return read.secret ? text(`secret-${name}`) : text(name);
      }
    },
    output(shape, owner, prop) {
      switch (shape) {
        case 'string':
          return text(`${owner}-${prop}`);
        case 'number':
          return 1;
        case 'boolean':
          return false;
        case 'string[]':
          return [0, 1, 2].map((index) => text(`${prop}-${index}`));
        case 'array':
          return [];
        case 'object':
          return {};
      }
    },
    id: (owner) => text(`${owner}-id`),
    mentions: (value) => value.includes(marker),
  };
}
