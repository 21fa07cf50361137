import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/plan/types.js';
import { renderPlan } from '../../src/report/render-plan.js';

const PLAN: Plan = {
  components: [
    {
      id: 'db',
      token: 'aws:rds/instance:Instance',
      role: 'the | database',
      origin: 'request',
      count: 2,
      values: [{ input: 'instanceClass', value: 'db.t3.micro', text: 'db.t3.micro' }],
      alternatives: [],
    },
    {
      id: 'subnet-group',
      token: 'aws:rds/subnetGroup:SubnetGroup',
      role: 'subnet group for the instance',
      origin: 'plumbing',
      count: 1,
      values: [],
      alternatives: [],
    },
  ],
  relations: [{ from: 'db', to: 'subnet-group', via: 'dbSubnetGroupName', text: '' }],
  config: [
    { key: 'adminPassword', secret: true, values: [], text: 'admin password' },
    { key: 'stage', secret: false, values: ['PROD', 'CODE'], default: 'PROD', text: 'Stage' },
  ],
  source: 'offline-fallback',
  notes: ["the model's plan was not used"],
};

describe('the plan in the report', () => {
  it('is a checklist of components with role, type and stated values, then wiring, config and notes', () => {
    expect(renderPlan(PLAN)).toEqual([
      "### Plan (planned offline: the model's plan did not validate)",
      '',
      '- [ ] **the \\| database**: `aws.rds.Instance` ×2: `instanceClass` = `"db.t3.micro"`',
      '- [ ] **subnet group for the instance**: `aws.rds.SubnetGroup` _(needed by another component)_',
      '- [ ] the \\| database → subnet group for the instance through `dbSubnetGroupName`',
      '- [ ] config `adminPassword` (secret)',
      '- [ ] config `stage`: one of `PROD`, `CODE` (default `PROD`)',
      "- ⚠️ the model's plan was not used",
      '',
    ]);
  });

  it('says when nothing matched', () => {
    expect(renderPlan({ ...PLAN, components: [], relations: [], config: [], notes: [] })).toContain(
      '_No component: nothing in the snapshot matched the request._',
    );
  });
});
