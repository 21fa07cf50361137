import { REPO_CONFIG_FILE, type RepoConfig } from '../config/repo-config.js';
import { UsageError, UserError } from '../shared/errors.js';
import { InvalidSetting, type RawValue } from './parsers.js';
import { RUN_SETTINGS, type RunSetting, type RunSettings, type SettingId } from './run-settings.js';

/**
 * Where the settings of one run come from, highest first: what the user gave this run (the CLI's flags or the
 * action's inputs), then the environment, then the repository's `.pulumi-gen.yml`, then the table's default.
 */
export interface SettingSource {
  readonly entry: 'cli' | 'action';
  /** The CLI's parsed flags by flag name, or the action's input reader (an empty input is not given). */
  readonly given: (row: RunSetting<unknown>) => RawValue | undefined;
  /** The values of the variables the table names (empty ones left out), picked by the entry. */
  readonly variables: Readonly<Record<string, string>>;
  readonly repo: RepoConfig;
}

export function cliSource(
  flags: Readonly<Record<string, RawValue | readonly boolean[] | undefined>>,
  variables: Readonly<Record<string, string>>,
  repo: RepoConfig,
): SettingSource {
  return {
    entry: 'cli',
    given: (row) => {
      const value = row.flag === undefined ? undefined : flags[row.flag.name];
      return typeof value === 'string' || typeof value === 'boolean' || value === undefined
        ? value
        : value.filter((item): item is string => typeof item === 'string');
    },
    variables,
    repo,
  };
}

export function actionSource(
  read: (input: string) => string,
  variables: Readonly<Record<string, string>>,
  repo: RepoConfig,
): SettingSource {
  return {
    entry: 'action',
    given: (row) => {
      const value = row.input === undefined ? '' : read(row.input);
      return value.trim() === '' ? undefined : value;
    },
    variables,
    repo,
  };
}

/** The variables the table names, from an environment: what an entry keeps of `process.env` for settings. */
export function settingVariables(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const row of Object.values(RUN_SETTINGS) as RunSetting<unknown>[]) {
    const value = row.env === undefined ? undefined : env[row.env]?.trim();
    if (row.env !== undefined && value !== undefined && value !== '') picked[row.env] = value;
  }
  return picked;
}

interface Layer {
  readonly from: 'repo' | 'env' | 'given';
  /** The setting's name as its user wrote it: `--provider`, `input 'providers'`, `.pulumi-gen.yml providers`. */
  readonly where: string;
  readonly raw: RawValue;
}

/** The sources that say something about a setting, lowest first, each named as its user wrote it. */
function layersOf(row: RunSetting<unknown>, source: SettingSource): Layer[] {
  const layers: Layer[] = [];
  const repoValue = row.repo?.value(source.repo);
  if (row.repo !== undefined && repoValue !== undefined) {
    layers.push({ from: 'repo', where: `${REPO_CONFIG_FILE} ${row.repo.key}`, raw: repoValue });
  }
  const envValue = row.env === undefined ? undefined : source.variables[row.env];
  if (row.env !== undefined && envValue !== undefined) {
    layers.push({ from: 'env', where: row.env, raw: envValue });
  }
  const given = source.given(row);
  if (given !== undefined) {
    const where = source.entry === 'cli' ? `--${row.flag?.name ?? ''}` : `input '${row.input ?? ''}'`;
    layers.push({ from: 'given', where, raw: given });
  }
  return layers;
}

function parseLayer<T>(
  row: RunSetting<T>,
  layer: Layer,
  source: SettingSource,
  fail: (message: string) => Error,
): T {
  const parse =
    layer.from === 'given' && source.entry === 'action' ? (row.parseInput ?? row.parse) : row.parse;
  try {
    return parse(layer.raw);
  } catch (error) {
    if (error instanceof InvalidSetting) throw fail(`${layer.where} ${error.message}`);
    throw error;
  }
}

/** A flag or input naming what `.pulumi-gen.yml` does not allow (its providers are an allow-list). */
function checkAllowList(
  row: RunSetting<unknown>,
  layers: readonly Layer[],
  value: unknown,
  fail: (m: string) => Error,
): void {
  const file = layers.find((layer) => layer.from === 'repo');
  const given = layers.find((layer) => layer.from === 'given');
  if (row.repoAllowList !== true || file === undefined || given === undefined) return;
  const allowed = row.parse(file.raw) as readonly string[];
  const outside = (value as readonly string[]).filter((item) => !allowed.includes(item));
  if (outside.length > 0) {
    throw fail(
      `${given.where} names ${outside.join(', ')}, which ${REPO_CONFIG_FILE} does not allow (${row.repo?.key ?? ''}: ${allowed.join(', ')})`,
    );
  }
}

function resolveOne<T>(row: RunSetting<T>, source: SettingSource): T {
  const fail = (message: string) =>
    source.entry === 'cli' ? new UsageError(message) : new UserError(message);
  const layers = layersOf(row as RunSetting<unknown>, source);
  if (layers.length === 0 && row.required !== undefined) {
    const name = source.entry === 'cli' ? `--${row.flag?.name ?? ''}` : `input '${row.input ?? ''}'`;
    throw fail(`${name} ${row.required}`);
  }
  let value = row.default;
  if (row.combine !== undefined) {
    for (const layer of layers) value = row.combine(value, parseLayer(row, layer, source, fail));
  } else {
    const top = layers[layers.length - 1];
    if (top !== undefined) value = parseLayer(row, top, source, fail);
  }
  checkAllowList(row as RunSetting<unknown>, layers, value, fail);
  return value;
}

/**
 * The typed values of the named settings, merged from the source (flag or input, then environment, then
 * `.pulumi-gen.yml`, then default). A bad value throws one line that names where it came from: a usage error
 * for the CLI (exit 2), a user error for the action.
 */
export function resolveSettings<K extends SettingId>(
  ids: readonly K[],
  source: SettingSource,
): RunSettings<K> {
  const values: Record<string, unknown> = {};
  for (const id of ids) {
    values[id] = resolveOne(RUN_SETTINGS[id] as RunSetting<unknown>, source);
  }
  return values as RunSettings<K>;
}

/**
 * The values of the secret settings among `settings` (a key, a token, each value of the secret stack config):
 * what the entry registers as secrets and redacts from everything it writes.
 */
export function secretSettingValues(settings: Readonly<Partial<Record<SettingId, unknown>>>): string[] {
  return (Object.keys(settings) as SettingId[])
    .filter((id) => id in RUN_SETTINGS && (RUN_SETTINGS[id] as RunSetting<unknown>).secret === true)
    .flatMap((id) => {
      const value = settings[id];
      if (typeof value === 'string') return [value];
      return typeof value === 'object' && value !== null
        ? Object.values(value as Record<string, unknown>)
        : [];
    })
    .filter((value): value is string => typeof value === 'string' && value !== '');
}
