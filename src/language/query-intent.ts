/** What the request itself asks for, which lifts the matching penalties. */
export interface QueryIntent {
  /** "look up", "existing", "data source", "get": a function (data source) is wanted. */
  readonly lookup: boolean;
  /** "patch" or "list" named explicitly. */
  readonly variant: boolean;
  readonly prerelease: boolean;
  /** "provider" named: the provider resource (explicit provider configuration) is wanted. */
  readonly provider: boolean;
  /** IAM words: "grant", "role", "permission", "access", "member", "binding". */
  readonly iam: boolean;
}

export function queryIntent(text: string): QueryIntent {
  // An HTTP method before a path ("GET /hello", "POST /items") names a route, not a lookup.
  const lower = ` ${text.toLowerCase().replace(/\b(?:get|post|put|delete|patch|head)\s+\//g, '/')} `;
  return {
    lookup:
      /\b(?:get|gets|look ?up|lookup|existing|data ?source|fetch|find|query|read|retrieve|latest|current)\b/.test(
        lower,
      ) || /\bget[A-Z]/.test(text),
    variant: /\b(?:patch|list)\b/.test(lower) || /(?:List|Patch)\b/.test(text),
    prerelease: /\b(?:alpha|beta)\b|v\d+(?:alpha|beta)/.test(lower),
    provider: /\bprovider\b/.test(lower),
    iam: /\b(?:iam|grants?|roles?|permissions?|access|members?|bindings?|polic(?:y|ies)|invoker|viewer|admin)\b/.test(
      lower,
    ),
  };
}
