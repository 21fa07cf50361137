import type { InputProperty, NestedType, SnapshotRecord } from './types.js';

/** Cuts a cell to a width, so a long union type or doc does not wreck the table. */
function cell(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length <= width ? flat : `${flat.slice(0, width - 1)}…`;
}

function inputRows(inputs: readonly InputProperty[]): string[] {
  if (inputs.length === 0) {
    return ['  (none)'];
  }
  const nameWidth = Math.min(32, Math.max(4, ...inputs.map((p) => p.name.length)));
  const typeWidth = 44;
  const header = `  ${'NAME'.padEnd(nameWidth)}  REQ  ${'TYPE'.padEnd(typeWidth)}  DOC`;
  const rows = inputs.map((p) => {
    const notes = [
      p.validValues === undefined ? '' : `one of: ${p.validValues.join(', ')}.`,
      p.deprecated === undefined ? '' : `DEPRECATED: ${p.deprecated}`,
      p.doc,
    ]
      .filter((s) => s !== '')
      .join(' ');
    return `  ${cell(p.name, nameWidth).padEnd(nameWidth)}  ${(p.required ? 'yes' : '').padEnd(3)}  ${cell(p.type, typeWidth).padEnd(typeWidth)}  ${cell(notes, 120)}`;
  });
  return [header, ...rows];
}

/** `registry show` without `--json`: what a person needs to write the resource, in one screen or two. */
export function renderRecordText(
  record: SnapshotRecord,
  packageLine: string,
  nestedTypes: readonly NestedType[] = [],
): string {
  const lines = [
    `${record.tsName}  (${record.kind})`,
    `  token:   ${record.token}`,
    `  package: ${packageLine}`,
    `  module:  ${record.module}`,
  ];
  if (record.deprecated !== undefined) {
    lines.push(`  DEPRECATED: ${record.deprecated}`);
  }
  lines.push(
    '',
    record.summary || '(no description)',
    '',
    record.kind === 'function' ? 'Arguments:' : 'Inputs:',
  );
  lines.push(...inputRows(record.inputs));
  for (const type of nestedTypes) {
    lines.push('', `${type.name}:`, ...inputRows(type.fields));
  }
  if (record.outputs.length > 0) {
    lines.push(
      '',
      `${record.kind === 'function' ? 'Result' : 'Outputs'}: ${record.outputs.map((o) => o.name).join(', ')}`,
    );
  }
  const [example] = record.examples;
  if (example !== undefined) {
    const more = record.examples.length > 1 ? ` (1 of ${record.examples.length}; --json shows all)` : '';
    lines.push('', `Example: ${example.heading}${more}`, '', example.code.trimEnd());
  }
  return `${lines.join('\n')}\n`;
}
