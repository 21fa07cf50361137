import pinned from './pinned-providers.json' with { type: 'json' };

/** A provider as pinned in `pinned-providers.json`: adding a provider is adding one such line. */
export interface PinnedProvider {
  /** Short name, used for shard paths, `--provider` filters and the TS import alias. */
  readonly name: string;
  readonly package: string;
  readonly version: string;
}

export interface PinnedVersions {
  readonly pulumi: { readonly package: string; readonly version: string };
  readonly providers: readonly PinnedProvider[];
}

export const pinnedVersions: PinnedVersions = pinned;
