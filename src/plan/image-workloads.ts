import { programKnowledge } from '../snapshot/read-knowledge.js';
import type { Snapshot, SnapshotRecord } from '../snapshot/types.js';
import { recordPopularity } from './choose-components.js';
import { DraftEdits } from './draft.js';
import { deepSlotsTaking, inputSlots } from './input-slots.js';
import { KIND_INPUTS } from './kind-inputs.js';
import type { PlanRule } from './plan-rule.js';
import { newId } from './plumbing.js';
import { literalSpan } from './spans.js';

/*
 * "deploy nginx:1.27 there", "deploy the image ghcr.io/acme/api:1.4.0 to that new cluster": on Kubernetes, a
 * container image no planned component runs asks for a workload that runs it. Of the kinds whose pod
 * template takes an image, the one programs declare most (a Deployment).
 */

const KUBERNETES = 'kubernetes';
/** Where a workload's pod template holds its containers' images. */
const POD_TEMPLATE_IMAGE = /^spec\.template\.spec\.containers\.image$/;

const workloads = new WeakMap<Snapshot, SnapshotRecord | null>();

/** How many counted programs declare a resource. */
const declaredIn = (snapshot: Snapshot, record: SnapshotRecord): number =>
  programKnowledge(snapshot)?.resources[record.token]?.programs ?? 0;

/** The Kubernetes workload kind programs declare most, once per snapshot. */
function mostUsedWorkload(snapshot: Snapshot): SnapshotRecord | undefined {
  const known = workloads.get(snapshot);
  if (known !== undefined) return known ?? undefined;
  const found = snapshot
    .list({ provider: KUBERNETES, kind: 'resource' })
    .filter((r) => r.deprecated === undefined && !/Patch$/.test(r.tsName))
    .filter((r) =>
      deepSlotsTaking(snapshot, r, KIND_INPUTS.image).some((s) => POD_TEMPLATE_IMAGE.test(s.path)),
    )
    .sort(
      (a, b) =>
        declaredIn(snapshot, b) - declaredIn(snapshot, a) ||
        recordPopularity(snapshot, b) - recordPopularity(snapshot, a),
    )[0];
  workloads.set(snapshot, found ?? null);
  return found;
}

/** Whether a record takes a container image anywhere in its inputs. */
const runsImages = (snapshot: Snapshot, record: SnapshotRecord): boolean =>
  inputSlots(snapshot, record).some((s) => KIND_INPUTS.image.test(s.input.name)) ||
  deepSlotsTaking(snapshot, record, KIND_INPUTS.image).length > 0;

export const imageWorkloads: PlanRule = {
  id: 'image-workloads',
  phase: 'components',
  run(draft, request, { snapshot }) {
    const images = request.literals.filter((l) => l.kind === 'image');
    if (!request.planningProviders.includes(KUBERNETES) || images.length === 0) return [];
    const running = draft.components.filter((d) => runsImages(snapshot, d.record)).length;
    const record = images.length > running ? mostUsedWorkload(snapshot) : undefined;
    if (record === undefined) return [];
    const work = new DraftEdits(draft);
    for (const image of images.slice(running)) {
      work.add({
        id: newId(work.components, record),
        record,
        role: `workload running ${image.text}`,
        origin: 'request',
        count: 1,
        values: [],
        alternatives: new Set(),
        sentences: new Set([request.sentenceOf(image.start)]),
        parts: [],
        spans: [literalSpan(image)],
      });
    }
    return work.edits;
  },
};
