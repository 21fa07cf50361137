import { recordName } from '../snapshot/record-facts.js';
import type { Snapshot } from '../snapshot/types.js';
import { recordPopularity } from './choose-components.js';
import type { DraftComponent } from './draft.js';

/**
 * Below this popularity a resource that is also an inline input of a planned parent is planned inline: a
 * DynamoDB table's `globalSecondaryIndexes` rather than the rarely used `GlobalSecondaryIndex` resource.
 * Common stand-alone resources (`BucketVersioning`, `RolePolicy`) stay resources.
 */
const INLINE_BELOW = 0.1;

const singular = (name: string) => name.toLowerCase().replace(/(?:es|s)$/, '');

/** The parent input a resource stands for: `GlobalSecondaryIndex` → `globalSecondaryIndexes` of a `Table`. */
function inlineInput(parent: DraftComponent, child: DraftComponent): string | undefined {
  if (parent.record.module !== child.record.module || parent === child) return undefined;
  const childName = recordName(child.record);
  const parentName = recordName(parent.record);
  const bare = childName.startsWith(parentName) ? childName.slice(parentName.length) : childName;
  return parent.record.inputs.find((input) => {
    const name = singular(input.name);
    return name === singular(childName) || name === singular(bare);
  })?.name;
}

/** Removes rare resources that a planned parent takes inline; returns notes saying where each went. */
export function foldInlineComponents(drafts: DraftComponent[], snapshot: Snapshot): string[] {
  const notes: string[] = [];
  for (const child of [...drafts]) {
    if (recordPopularity(snapshot, child.record) >= INLINE_BELOW) continue;
    for (const parent of drafts) {
      const input = inlineInput(parent, child);
      if (input === undefined) continue;
      drafts.splice(drafts.indexOf(child), 1);
      notes.push(`${child.role}: planned inline as the ${parent.id}'s \`${input}\` input`);
      break;
    }
  }
  return notes;
}
