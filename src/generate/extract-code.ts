/** A fenced block: ```lang\n…```. */
const FENCE = /```[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)```/g;

const TS_LANGUAGES = new Set(['typescript', 'ts', 'tsx']);
const OTHER_CODE_LANGUAGES = new Set(['', 'javascript', 'js']);

function looksLikeProgram(code: string): boolean {
  return /^\s*import\s/m.test(code) || /\bnew\s+[\w.]+\(/.test(code);
}

/**
 * The TypeScript program in a model reply: the longest ```typescript block, else the longest untagged or
 * JavaScript block that looks like a program, else the whole reply when it is bare code. `undefined` when
 * the reply holds no program at all.
 */
export function extractProgram(reply: string): string | undefined {
  const blocks = [...reply.matchAll(FENCE)].map((m) => ({
    language: m[1]!.toLowerCase(),
    code: m[2]!.trim(),
  }));
  const pick = (languages: ReadonlySet<string>) =>
    blocks
      .filter((b) => languages.has(b.language) && b.code !== '' && looksLikeProgram(b.code))
      .sort((a, b) => b.code.length - a.code.length)[0]?.code;
  const found = pick(TS_LANGUAGES) ?? pick(OTHER_CODE_LANGUAGES);
  if (found !== undefined) return `${found}\n`;
  // An unterminated fence (a reply cut off by the token limit) still carries the code up to the cut.
  const open = /```[ \t]*(?:typescript|ts)[^\n]*\n([\s\S]+)$/.exec(reply);
  if (open !== null && looksLikeProgram(open[1]!)) return `${open[1]!.trim()}\n`;
  if (blocks.length === 0 && /^\s*import\s+[\s\S]*from\s+['"]@pulumi\//.test(reply))
    return `${reply.trim()}\n`;
  return undefined;
}
