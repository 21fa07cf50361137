/** Report text is markdown inside a PR body: keep table cells on one line and pipes escaped. */
export function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}
