/**
 * Values that appear in provider documentation examples and that a real deployment rejects or that point at
 * someone else's account: a program carrying one was pasted, not written for the request. Each with why.
 */
const DOC_PLACEHOLDERS: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  { pattern: /\b(123456789012|111111111111|000000000000)\b/, why: 'the AWS docs’ example account id' },
  { pattern: /\bexample-bucket\b/i, why: 'the docs’ example bucket name' },
  { pattern: /\bipv4pool-ec2-0+12345\b/, why: 'the docs’ example IPv4 pool id' },
  {
    pattern: /\b(sg|subnet|vpc|ami|igw|rtb|eni|vol|snap)-(12345678|0123456789abcdef0?|abcdef12?)\b/,
    why: 'an example resource id from the docs',
  },
  { pattern: /\b00000000-0000-0000-0000-000000000000\b/, why: 'an all-zero subscription or tenant id' },
];

export interface DocPlaceholder {
  readonly value: string;
  readonly why: string;
}

/**
 * The documentation placeholders in a registered string, unless the request itself stated that value, alone or
 * inside another it stated (the account of "the existing topic arn:aws:sns:us-east-1:123456789012:oncall").
 */
export function docPlaceholders(text: string, stated: ReadonlySet<string>): DocPlaceholder[] {
  const found: DocPlaceholder[] = [];
  for (const { pattern, why } of DOC_PLACEHOLDERS) {
    const match = pattern.exec(text);
    const value = match?.[0].toLowerCase();
    if (match !== null && ![...stated].some((said) => said.includes(value ?? ''))) {
      found.push({ value: match[0], why });
    }
  }
  return found;
}
