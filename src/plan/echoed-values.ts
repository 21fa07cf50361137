import { echoedInputs } from '../snapshot/echoed-inputs.js';
import { DraftEdits } from './draft.js';
import type { PlanRule } from './plan-rule.js';

/**
 * A stated value that names an entry of a list the resource declares states the entry too: a table's
 * `hashKey` "UserId" is an `attributes` entry named "UserId" (see `echoed-inputs.ts` for how that is known).
 */
export const echoedValues: PlanRule = {
  id: 'echoed-values',
  phase: 'values',
  run(draft, _request, { snapshot }) {
    const work = new DraftEdits(draft);
    for (const component of draft.components) {
      const echoes = echoedInputs(snapshot, component.record.token);
      for (const value of component.values) {
        if (typeof value.value !== 'string') continue;
        for (const echo of echoes.filter((e) => e.from === value.input)) {
          const { rule: _rule, ...stated } = value;
          work.apply({ kind: 'value', id: component.id, value: { ...stated, input: echo.to } });
        }
      }
    }
    return work.edits;
  },
};
