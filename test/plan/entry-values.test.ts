import { describe, expect, it } from 'vitest';
import { attachEntries } from '../../src/plan/entry-values.js';
import { bundledEdits, bundledSaid } from './bundled-rule-cases.js';

describe('rule entry-values', () => {
  it('puts a KEY=value setting in the settings map programs set most on what its clause names', async () => {
    const k8s = 'A Deployment, and a ConfigMap named app-config with LOG_LEVEL=info.';
    const config = [
      bundledSaid('deployment', 'kubernetes:apps/v1:Deployment', k8s, 'Deployment'),
      bundledSaid('config', 'kubernetes:core/v1:ConfigMap', k8s, 'ConfigMap named app-config'),
    ];
    expect(await bundledEdits(attachEntries, config, [], k8s)).toEqual([
      'value config data.LOG_LEVEL="info"',
    ]);
    const aws = 'A Lambda function with TABLE_NAME=orders.';
    const fn = [bundledSaid('fn', 'aws:lambda/function:Function', aws, 'Lambda function')];
    expect(await bundledEdits(attachEntries, fn, [], aws)).toEqual([
      'value fn environment.variables.TABLE_NAME="orders"',
    ]);
  });

  it('puts a setting nowhere when no one thing said there holds settings', async () => {
    const text = 'Two ConfigMaps, one and two, both with MODE=fast.';
    const components = [
      bundledSaid('one', 'kubernetes:core/v1:ConfigMap', text, 'Two ConfigMaps'),
      bundledSaid('two', 'kubernetes:core/v1:ConfigMap', text, 'Two ConfigMaps'),
    ];
    expect(await bundledEdits(attachEntries, components, [], text)).toEqual([]);
  });
});
