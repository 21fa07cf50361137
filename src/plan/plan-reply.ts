import type { Snapshot } from '../snapshot/types.js';
import { checkInputPath } from './input-path.js';
import type { PlannedComponent, PlannedConfig, PlannedRelation } from './types.js';

/**
 * The model's plan reply: its JSON schema (sent as structured output) and its validation against the
 * snapshot. A reply that parses but names a token the snapshot lacks, an input the resource does not have or
 * a relation between unknown ids is invalid, and the errors go back to the model once.
 */

const STATED_VALUE = {
  type: 'object',
  properties: {
    input: { type: 'string', description: 'dotted input path, array levels not written: ingress.fromPort' },
    value: {
      type: ['string', 'number', 'boolean', 'array'],
      items: { type: ['string', 'number', 'boolean'] },
      description: 'a list input takes the list of its items',
    },
    text: { type: 'string', description: 'the words of the request it comes from' },
  },
  required: ['input', 'value', 'text'],
  additionalProperties: false,
} as const;

export const PLAN_REPLY_SCHEMA: Readonly<Record<string, unknown>> = {
  type: 'object',
  properties: {
    components: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          token: { type: 'string', description: 'a resource token from the candidates' },
          role: { type: 'string' },
          count: { type: 'integer', minimum: 1 },
          values: { type: 'array', items: STATED_VALUE },
        },
        required: ['id', 'token', 'role', 'count', 'values'],
        additionalProperties: false,
      },
    },
    relations: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          from: { type: 'string' },
          to: { type: 'string' },
          via: { type: 'string' },
          text: { type: 'string' },
        },
        required: ['from', 'to', 'text'],
        additionalProperties: false,
      },
    },
    config: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string' },
          secret: { type: 'boolean' },
          values: { type: 'array', items: { type: 'string' } },
          default: { type: 'string' },
          text: { type: 'string' },
        },
        required: ['key', 'secret', 'values', 'text'],
        additionalProperties: false,
      },
    },
  },
  required: ['components', 'relations', 'config'],
  additionalProperties: false,
};

export interface ModelPlanParts {
  readonly components: PlannedComponent[];
  readonly relations: PlannedRelation[];
  readonly config: PlannedConfig[];
  /** What the report says of the reply: a deprecated input a value was stated on, and its replacement. */
  readonly notes: string[];
}

export type PlanReplyCheck =
  | { readonly kind: 'valid'; readonly plan: ModelPlanParts }
  | { readonly kind: 'invalid'; readonly errors: readonly string[] };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isValue = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * The literals of a stated value: the value itself, or each item of a list of literals (a list input's
 * `records: ["192.0.2.44"]`), since array levels are not written; undefined when it is neither.
 */
function literalsOf(v: unknown): readonly (string | number | boolean)[] | undefined {
  if (isValue(v)) return [v];
  return Array.isArray(v) && v.length > 0 && v.every(isValue) ? v : undefined;
}

/** The JSON object in a reply: the whole text, or the first `{…}` block when the model wrapped it in prose. */
function parseJson(text: string): unknown {
  const trimmed = text.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    const block = /\{[\s\S]*\}/.exec(trimmed)?.[0];
    if (block === undefined) return undefined;
    try {
      return JSON.parse(block) as unknown;
    } catch {
      return undefined;
    }
  }
}

function checkComponent(
  raw: unknown,
  index: number,
  snapshot: Snapshot,
  errors: string[],
  notes: string[],
): PlannedComponent | undefined {
  const where = `components[${index}]`;
  if (!isRecord(raw) || !isString(raw['id']) || !isString(raw['token']) || !isString(raw['role'])) {
    errors.push(`${where}: needs string id, token and role`);
    return undefined;
  }
  const record = snapshot.get(raw['token']);
  if (record === undefined || record.kind !== 'resource') {
    errors.push(
      `${where}: ${raw['token']} is not a resource token of the snapshot; use a candidate's or another snapshot resource token (provider:module/name:Name)`,
    );
    return undefined;
  }
  const values = Array.isArray(raw['values']) ? raw['values'] : [];
  const checked = values.flatMap((value, i) => {
    const literals = isRecord(value) ? literalsOf(value['value']) : undefined;
    if (!isRecord(value) || !isString(value['input']) || literals === undefined) {
      errors.push(
        `${where}.values[${i}]: needs input (string) and value (string, number or boolean, or a list of them)`,
      );
      return [];
    }
    const path = checkInputPath(snapshot, record, value['input']);
    if (path.kind === 'missing') {
      const near = path.suggestions.length > 0 ? `; inputs near it: ${path.suggestions.join(', ')}` : '';
      errors.push(`${where}.values[${i}]: ${record.tsName} has no input ${value['input']}${near}`);
      return [];
    }
    if (path.deprecated !== undefined) {
      const instead =
        path.deprecated.replacement === undefined
          ? ''
          : `; its replacement is ${path.deprecated.replacement}`;
      notes.push(`${record.tsName} input ${path.path} is deprecated (${path.deprecated.message})${instead}`);
    }
    const text = isString(value['text']) ? value['text'] : '';
    return literals.map((literal) => ({ input: path.path, value: literal, text }));
  });
  const count = typeof raw['count'] === 'number' && raw['count'] >= 1 ? Math.floor(raw['count']) : 1;
  return {
    id: raw['id'],
    token: record.token,
    role: raw['role'],
    origin: 'request',
    count,
    values: checked,
    alternatives: [],
  };
}

function checkRelations(raw: unknown, ids: ReadonlySet<string>, errors: string[]): PlannedRelation[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((relation, i) => {
    if (!isRecord(relation) || !isString(relation['from']) || !isString(relation['to'])) {
      errors.push(`relations[${i}]: needs from and to`);
      return [];
    }
    if (!ids.has(relation['from']) || !ids.has(relation['to'])) {
      errors.push(`relations[${i}]: from and to must be component ids`);
      return [];
    }
    return [
      {
        from: relation['from'],
        to: relation['to'],
        ...(isString(relation['via']) ? { via: relation['via'] } : {}),
        text: isString(relation['text']) ? relation['text'] : `${relation['from']} → ${relation['to']}`,
      },
    ];
  });
}

function checkConfig(raw: unknown, errors: string[]): PlannedConfig[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((config, i) => {
    if (!isRecord(config) || !isString(config['key']) || typeof config['secret'] !== 'boolean') {
      errors.push(`config[${i}]: needs key (string) and secret (boolean)`);
      return [];
    }
    const values = Array.isArray(config['values']) ? config['values'].filter(isString) : [];
    return [
      {
        key: config['key'],
        secret: config['secret'],
        values,
        ...(isString(config['default']) ? { default: config['default'] } : {}),
        text: isString(config['text']) ? config['text'] : config['key'],
      },
    ];
  });
}

/** Parses and validates a plan reply against the snapshot. */
export function checkPlanReply(text: string, snapshot: Snapshot): PlanReplyCheck {
  const parsed = parseJson(text);
  if (!isRecord(parsed) || !Array.isArray(parsed['components'])) {
    return { kind: 'invalid', errors: ['the reply is not a JSON object with a components array'] };
  }
  const errors: string[] = [];
  const notes: string[] = [];
  const components = parsed['components'].flatMap(
    (raw, i) => checkComponent(raw, i, snapshot, errors, notes) ?? [],
  );
  const ids = new Set(components.map((c) => c.id));
  if (ids.size !== components.length) errors.push('component ids must be unique');
  if (components.length === 0 && errors.length === 0) errors.push('the plan has no component');
  const relations = checkRelations(parsed['relations'], ids, errors);
  const config = checkConfig(parsed['config'], errors);
  return errors.length > 0
    ? { kind: 'invalid', errors }
    : { kind: 'valid', plan: { components, relations, config, notes } };
}
