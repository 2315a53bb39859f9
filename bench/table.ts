// One plain-text table: figure, value, unit, ratio, note (columns padded to their widest cell).
export interface Row {
  figure: string;
  value: number | string;
  unit?: string;
  ratio?: string;
  note?: string;
}

/** A figure for the table: two decimals. */
export const r2 = (value: number) => Math.round(value * 100) / 100;
/** A ratio for the table: `1.23×`. */
export const times = (value: number) => `${r2(value)}×`;

export function section(title: string): Row {
  return { figure: `— ${title}`, value: '' };
}

function format(value: number | string): string {
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
}

export function renderTable(rows: readonly Row[]): string {
  const cells = rows.map((row) => [row.figure, format(row.value), row.unit ?? '', row.ratio ?? '', row.note ?? '']);
  const header = ['figure', 'value', 'unit', 'ratio', 'note'];
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => (i === 1 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
