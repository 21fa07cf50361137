import { recordName } from '../snapshot/record-facts.js';
import { recordPopularity } from './choose-components.js';
import { DraftEdits, type DraftComponent } from './draft.js';
import type { PlanRule } from './plan-rule.js';
import { INLINE_BELOW } from './weights.js';

/*
 * Below INLINE_BELOW popularity a resource that is also an inline input of a planned parent is planned
 * inline: a DynamoDB table's `globalSecondaryIndexes` rather than the rarely used `GlobalSecondaryIndex`
 * resource. Common stand-alone resources (`BucketVersioning`, `RolePolicy`) stay resources.
 */

/** Whether an input's name is a resource's name, one or the other in the plural (`routes`, `Route`). */
function sameNoun(input: string, resource: string): boolean {
  const a = input.toLowerCase();
  const b = resource.toLowerCase();
  return a === b || a === `${b}s` || a === `${b}es` || b === `${a}s` || b === `${a}es`;
}

/**
 * Whether a list input's elements are of a type named for the resource (`TableGlobalSecondaryIndex`,
 * `RouteTableRoute`, `SubnetArgs`), so that they define such things; a list of another type refers to them.
 */
function definesThem(type: string, name: string): boolean {
  const element = /<(?:\w+\.)*(\w+)>\[\]/.exec(type)?.[1];
  return element === undefined || element.includes(name);
}

/** The parent input a resource stands for: `GlobalSecondaryIndex` → `globalSecondaryIndexes` of a `Table`. */
function inlineInput(parent: DraftComponent, child: DraftComponent): string | undefined {
  if (parent.record.module !== child.record.module || parent.id === child.id) return undefined;
  const childName = recordName(child.record);
  const parentName = recordName(parent.record);
  const bare = childName.startsWith(parentName) ? childName.slice(parentName.length) : childName;
  // A list of them holds their definitions (`subnets`, `globalSecondaryIndexes`), of a type named for them
  // (`TableGlobalSecondaryIndex`); a single one, or a list of references (a ServiceAccount's `secrets`, of
  // `ObjectReference`), refers to ones declared on their own (an Azure network interface's
  // `networkSecurityGroup: { id }`, an instance's `ami`).
  return parent.record.inputs.find(
    (input) =>
      /\[\]/.test(input.type) &&
      (sameNoun(input.name, childName) || sameNoun(input.name, bare)) &&
      definesThem(input.type, bare),
  )?.name;
}

/**
 * The planned resource of its own that stands for the block an input path of a component lies in, if one
 * does: with a `Route` planned, what is said of the route (its destination, its gateway) goes to it, not
 * into its route table's `routes`.
 */
export function standaloneFor(
  parent: DraftComponent,
  drafts: readonly DraftComponent[],
  path: string,
): DraftComponent | undefined {
  const dot = path.indexOf('.');
  if (dot < 0) return undefined;
  const block = path.slice(0, dot);
  return drafts.find((child) => inlineInput(parent, child) === block);
}

/** Removes rare resources that a planned parent takes inline, with a note saying where each went. */
export const inlineComponents: PlanRule = {
  id: 'inline-components',
  phase: 'components',
  run(draft, _request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const child of draft.components) {
      if (recordPopularity(snapshot, child.record) >= INLINE_BELOW) continue;
      for (const parent of work.components) {
        const input = inlineInput(parent, child);
        if (input === undefined) continue;
        work.apply({ kind: 'remove', id: child.id });
        work.apply({
          kind: 'note',
          text: `${child.role}: planned inline as the ${parent.id}'s \`${input}\` input`,
        });
        break;
      }
    }
    return work.edits;
  },
};
