import { analyse, splitIdentifier } from '../language/terms.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { ownNameWords } from './choose-components.js';
import type { InputSlot } from './input-slots.js';
import { resourcesOfModule } from './sub-resources.js';

/** Heads of ARN inputs that take any service's ARN: an alarm's `alarmActions`, a rule target's `arn`. */
const ANY_SERVICE = new Set(analyse('arn arns action actions target resource source destination endpoint'));

/**
 * Whether an input takes an ARN (`arn:aws:sns:us-east-1:123456789012:oncall`): the word its name says before
 * "Arn" names a thing of the ARN's service or its resource type (a topic of `sns`, a role of `iam:…:role/x`),
 * or no thing at all (`alarmActions`); an SNS topic's ARN is no `…FeedbackRoleArn`.
 */
export function arnFits(snapshot: Snapshot, record: SnapshotRecord, slot: InputSlot, arn: string): boolean {
  const [, , service = '', , , rest = ''] = arn.split(':');
  const words = analyse(splitIdentifier(slot.input.name).join(' ')).filter(
    (w) => w !== 'arn' && w !== 'arns',
  );
  const head = words.at(-1);
  if (head === undefined || ANY_SERVICE.has(head)) return true;
  const type = /^([a-z-]+)[/:]/.exec(rest)?.[1];
  // A thing of the ARN's service by its name's words (`sns` → topic, subscription, …).
  const things = resourcesOfModule(snapshot, record.provider, service);
  return head === service || head === type || things.some((r) => ownNameWords(r).includes(head));
}
