/** The conventional import alias of a provider (`kubernetes`, `azure_native`): how programs name it. */
export function providerAlias(provider: string): string {
  return provider.replace(/-/g, '_');
}
