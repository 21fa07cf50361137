// pulumi-gen's baseline policy pack, usable on its own:
//   cd policy-packs/baseline && npm install && pulumi preview --policy-pack policy-packs/baseline
// pulumi-gen's policy rung runs the same rules in-process (it imports ./policies), so both agree.
import { PolicyPack } from '@pulumi/policy';
import baseline from './policies';

new PolicyPack(baseline.name, {
  description: baseline.description,
  policies: baseline.policies,
});
