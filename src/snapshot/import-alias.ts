/** The TypeScript import alias a program uses: `@pulumi/azure-native` → `azure_native`. */
export function importAlias(provider: string): string {
  return provider.replace(/-/g, '_');
}
