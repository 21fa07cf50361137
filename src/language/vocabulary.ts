/**
 * Cloud vocabulary, read from one data file per provider (`vocabulary/<provider>.json`, see
 * {@link ProviderVocabulary}): the words people use for a service or a kind of resource that the schemas do
 * not contain, the cues that route a request to a provider, and the component packages. At index time each
 * record gets the terms of every entry whose pattern matches it in its `aliases` field, so the sparse channel
 * bridges the vocabulary gap without any query-specific rule.
 *
 * Adding a provider's vocabulary: write `vocabulary/<provider>.json` and list it in {@link FILES} (a test
 * checks that every file of the folder is listed). The files are checked when loaded, and the search index
 * records their fingerprint, so an edit without a reindex fails CI.
 */
import awsApigateway from './vocabulary/aws-apigateway.json' with { type: 'json' };
import aws from './vocabulary/aws.json' with { type: 'json' };
import awsx from './vocabulary/awsx.json' with { type: 'json' };
import azureNative from './vocabulary/azure-native.json' with { type: 'json' };
import cloudflare from './vocabulary/cloudflare.json' with { type: 'json' };
import docker from './vocabulary/docker.json' with { type: 'json' };
import eks from './vocabulary/eks.json' with { type: 'json' };
import gcp from './vocabulary/gcp.json' with { type: 'json' };
import github from './vocabulary/github.json' with { type: 'json' };
import kubernetes from './vocabulary/kubernetes.json' with { type: 'json' };
import random from './vocabulary/random.json' with { type: 'json' };
import tls from './vocabulary/tls.json' with { type: 'json' };
import { memoByString } from '../shared/memo.js';
import {
  ENTRY_SECTIONS,
  vocabularyErrors,
  type ComponentPackage,
  type EntrySection,
  type ProviderVocabulary,
  type VocabularyEntry,
} from './vocabulary-schema.js';

export type { ComponentPackage, ProviderVocabulary, VocabularyEntry } from './vocabulary-schema.js';

/** The vocabulary files by name, in the order their entries apply (the clouds, then the component packages). */
export const FILES: Readonly<Record<string, unknown>> = {
  'aws.json': aws,
  'azure-native.json': azureNative,
  'gcp.json': gcp,
  'kubernetes.json': kubernetes,
  'random.json': random,
  'tls.json': tls,
  'cloudflare.json': cloudflare,
  'docker.json': docker,
  'github.json': github,
  'awsx.json': awsx,
  'eks.json': eks,
  'aws-apigateway.json': awsApigateway,
};

/** Checks every file, and that each is named after its provider; throws one error listing every problem. */
export function loadVocabulary(files: Readonly<Record<string, unknown>>): readonly ProviderVocabulary[] {
  const errors = Object.entries(files).flatMap(([name, value]) => {
    const own = vocabularyErrors(value, `vocabulary/${name}`);
    const provider = (value as { provider?: unknown }).provider;
    return own.length === 0 && `${String(provider)}.json` !== name
      ? [`vocabulary/${name}: holds provider '${String(provider)}'; name the file after it`]
      : own;
  });
  if (errors.length > 0) {
    throw new Error(`the vocabulary data is malformed:\n  ${errors.join('\n  ')}`);
  }
  return Object.values(files) as ProviderVocabulary[];
}

export const VOCABULARY: readonly ProviderVocabulary[] = loadVocabulary(FILES);

const section = (name: EntrySection): VocabularyEntry[] => VOCABULARY.flatMap((v) => v[name] ?? []);

/** Every entry: services, then resources, intents and purposes, each in provider order. */
export const GLOSSARY: readonly VocabularyEntry[] = ENTRY_SECTIONS.flatMap(section);

/** Routing cues by provider, in file order. */
export const PROVIDER_CUES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  VOCABULARY.flatMap((v) => (v.cues === undefined ? [] : [[v.provider, v.cues] as const])),
);

/** The bundled component packages (`awsx`, `eks`, `aws-apigateway`) by provider name. */
export const COMPONENT_PACKAGES: Readonly<Record<string, ComponentPackage>> = Object.fromEntries(
  VOCABULARY.flatMap((v) => (v.component === undefined ? [] : [[v.provider, v.component] as const])),
);

/** Words that name a provider itself, mapped to it; used to validate `--provider` values and route. */
export const PROVIDER_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  VOCABULARY.flatMap((v) => (v.names ?? []).map((name) => [name, v.provider] as const)),
);

/** A vocabulary pattern (provider, module and name segments, `*` wildcards) as a regular expression over keys. */
export function patternRegex(pattern: string): RegExp {
  const segments = pattern.split('/').map((segment) =>
    segment
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*'),
  );
  return new RegExp(`^${segments.join('/')}$`, 'i');
}

interface Compiled {
  readonly regexes: readonly RegExp[];
  readonly terms: readonly string[];
}

/** Entries compiled per provider, so a record is matched only against its own provider's entries. */
function compile(entries: readonly VocabularyEntry[]): ReadonlyMap<string, readonly Compiled[]> {
  const byProvider = new Map<string, Compiled[]>();
  for (const entry of entries) {
    const provider = entry.patterns[0]?.split('/')[0] ?? '';
    const list = byProvider.get(provider) ?? [];
    list.push({ regexes: entry.patterns.map(patternRegex), terms: entry.terms });
    byProvider.set(provider, list);
  }
  return byProvider;
}

const providerWide = (pattern: string): boolean => /^[^/]+\/\*\/\*$/.test(pattern);
// Provider-wide entries (`aws/*/*`) match every record of an index, so they carry no weight inside a
// per-provider index; routing uses the provider's cues instead.
const compiledAll = compile(GLOSSARY.filter((entry) => entry.patterns.some((p) => !providerWide(p))));
/** Entries that name one kind of resource (no wildcard in the name segment): phrases that *are* the record. */
const compiledNamed = compile(
  [...section('resources'), ...section('intents'), ...section('purposes')].filter((entry) =>
    entry.patterns.every((p) => !p.endsWith('*')),
  ),
);
const compiledServices = compile(
  section('services').filter((entry) => entry.patterns.every((p) => p.split('/')[1] !== '*')),
);
/** Terms naming a whole provider ("cloudflare"): the service of what its root module holds. */
const compiledProviderWide = compile(
  section('services').filter((entry) => entry.patterns.every((p) => p.split('/')[1] === '*')),
);

function matching(
  compiled: ReadonlyMap<string, readonly Compiled[]>,
  provider: string,
  module: string,
  name: string,
): string[] {
  const key = `${provider}/${module}/${name}`;
  const out: string[] = [];
  for (const entry of compiled.get(provider) ?? []) {
    if (entry.regexes.some((regex) => regex.test(key))) {
      out.push(...entry.terms);
    }
  }
  return out;
}

/** {@link matching} remembered per record key: the planner and ranking ask of the same records again and again. */
function memoMatching(
  compiled: ReadonlyMap<string, readonly Compiled[]>,
): (provider: string, module: string, name: string) => readonly string[] {
  const byKey = memoByString((key) => {
    const [provider = '', module = '', name = ''] = key.split('/');
    return Object.freeze(matching(compiled, provider, module, name));
  });
  return (provider, module, name) => byKey(`${provider}/${module}/${name}`);
}

const aliases = memoMatching(compiledAll);
const namePhrases = memoMatching(compiledNamed);
const servicePhrases = memoByString((key) => {
  const [provider = '', module = ''] = key.split('/');
  return Object.freeze([
    module.split('.')[0] ?? module,
    ...matching(compiledServices, provider, module, '_'),
  ]);
});

/** The vocabulary terms that apply to a record, joined for the `aliases` field. */
export function aliasesFor(provider: string, module: string, name: string): readonly string[] {
  return aliases(provider, module, name);
}

/**
 * The phrases that name a record's service ("cdn" and "cloudfront" for everything in `aws.cloudfront`):
 * the module-level vocabulary terms plus the module's own name.
 */
export function servicePhrasesFor(provider: string, module: string): readonly string[] {
  return servicePhrases(`${provider}/${module}`);
}

/**
 * The phrases that name a whole provider ("cloudflare"): for a provider of one namespace, the service of
 * the records in it, when a request writes the name as a name (see `serviceNamed`).
 */
export function providerPhrasesFor(provider: string): readonly string[] {
  return matching(compiledProviderWide, provider, 'index', '_');
}

/** The phrases that name this very record ("elastic ip" for `aws.ec2.Eip`), not its whole service. */
export function namePhrasesFor(provider: string, module: string, name: string): readonly string[] {
  return namePhrases(provider, module, name);
}
