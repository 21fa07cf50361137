import { UserError } from '../shared/errors.js';

/** Longer queries are cut here: past a few paragraphs extra words only dilute both channels. */
export const MAX_QUERY_CHARS = 2_000;

export interface QueryText {
  readonly text: string;
  readonly warnings: string[];
}

/**
 * Literal values in a request (URLs, e-mail addresses, IPs and CIDR ranges, host names) are data for the
 * program, not words for the search: "routes api.example.com" would otherwise match `APIService`. Dotted
 * TS names (`aws.s3.Bucket`) and Kubernetes API groups (`networking.k8s.io`) end in no such top-level domain.
 */
const LITERAL_VALUES =
  /\bhttps?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|\b(?:[a-z0-9-]+\.)+(?:com|net|org|dev|app|co|info|biz|example|test|local|internal)\b/gi;

/** The words of a query the search ranks: literal values out, cut to {@link MAX_QUERY_CHARS}. */
export function queryText(raw: string): QueryText {
  const trimmed = raw.trim();
  if (trimmed === '') {
    throw new UserError('the query is empty; say what infrastructure you are looking for, e.g. "S3 bucket"');
  }
  const withoutValues = trimmed.replace(LITERAL_VALUES, ' ').replace(/\s+/g, ' ').trim();
  const text = withoutValues === '' ? trimmed : withoutValues;
  if (text.length > MAX_QUERY_CHARS) {
    const cut = text.lastIndexOf(' ', MAX_QUERY_CHARS);
    return {
      text: text.slice(0, cut > MAX_QUERY_CHARS / 2 ? cut : MAX_QUERY_CHARS),
      warnings: [`the query was ${text.length} characters; only the first ${MAX_QUERY_CHARS} were used`],
    };
  }
  return { text, warnings: [] };
}
