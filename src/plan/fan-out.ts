import { TOPIC_DELIVERY } from './companion-rules.js';
import { DraftEdits } from './draft.js';
import type { PlanRule } from './plan-rule.js';
import { newId } from './plumbing.js';

const TOPIC = 'aws:sns/topic:Topic';
const SUBSCRIPTION = 'aws:sns/topicSubscription:TopicSubscription';

/** What a topic can deliver to inside the program, and the protocol its subscription names. */
const DELIVERS_TO: readonly { readonly token: string; readonly protocol: string }[] = [
  { token: 'aws:sqs/queue:Queue', protocol: 'sqs' },
  { token: 'aws:lambda/function:Function', protocol: 'lambda' },
];

/**
 * One subscription per thing a topic delivers to. The companions plan a topic's subscription once; when that
 * one already carries an address the request states ("emails ops@acme.io"), a queue or function of the
 * program that the topic also feeds ("and an SQS queue subscribed to it") needs a subscription of its own,
 * with its protocol, or the program silently drops it. Only where the request says the topic delivers to
 * something ({@link TOPIC_DELIVERY}): a topic that e-mails an alarm feeds no queue the alarm watches.
 */
export const fanOutSubscriptions: PlanRule = {
  id: 'fan-out-subscriptions',
  phase: 'settle',
  run(draft, request, { snapshot }) {
    const work = new DraftEdits(draft);
    const record = snapshot.get(SUBSCRIPTION);
    const topic = draft.components.find((d) => d.record.token === TOPIC);
    if (record === undefined || topic === undefined || !TOPIC_DELIVERY.test(request.text)) return [];
    const subscriptions = draft.components.filter((d) => d.record.token === SUBSCRIPTION);
    if (subscriptions.length === 0) return [];
    const protocols = new Set(
      subscriptions.flatMap((d) =>
        d.values.filter((v) => v.input === 'protocol').map((v) => String(v.value)),
      ),
    );
    // A subscription with no stated protocol is the one the companions planned for the program's own target.
    if (subscriptions.some((d) => !d.values.some((v) => v.input === 'protocol'))) return [];
    for (const { token, protocol } of DELIVERS_TO) {
      const target = draft.components.find((d) => d.record.token === token && d.origin === 'request');
      if (target === undefined || protocols.has(protocol)) continue;
      work.add({
        id: newId(work.components, record),
        record,
        role: `subscription of the ${target.role} to the ${topic.role}`,
        origin: 'plumbing',
        count: 1,
        values: [{ input: 'protocol', value: protocol, text: target.role }],
        alternatives: new Set(),
        sentences: new Set(target.sentences),
        parts: [],
        spans: target.spans,
      });
    }
    return work.edits;
  },
};
