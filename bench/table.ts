// The printed table: one line per figure, with its target and whether it meets it.
export interface Line {
  label: string
  value: string
  target?: string
  verdict?: 'meets' | 'misses'
}

export type Entry = Line | { section: string }

export function check(label: string, value: number, limit: number, format: (n: number) => string): Line {
  return {
    label,
    value: format(value),
    target: `≤ ${format(limit)}`,
    verdict: Number.isFinite(value) && value <= limit ? 'meets' : 'misses',
  }
}

/** A figure that must reach `limit` (a score). */
export function atLeast(label: string, value: number, limit: number, format: (n: number) => string): Line {
  return {
    label,
    value: format(value),
    target: `≥ ${format(limit)}`,
    verdict: Number.isFinite(value) && value >= limit ? 'meets' : 'misses',
  }
}

export const ms = (n: number) => `${n < 100 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US')} ms`
export const count = (n: number) => Math.round(n).toLocaleString('en-US')
export const times = (n: number) => `${n.toFixed(2)}×`
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
export const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
export const score = (n: number) => n.toFixed(2)

export function renderTable(entries: Entry[]): string {
  const lines = entries.filter((entry): entry is Line => 'label' in entry)
  const width = (pick: (line: Line) => string, title: string) =>
    Math.max(title.length, ...lines.map((line) => pick(line).length))
  const w = [
    width((l) => l.label, 'Figure'),
    width((l) => l.value, 'Value'),
    width((l) => l.target ?? '', 'Target'),
    width((l) => l.verdict ?? '', 'Result'),
  ]
  const row = (cells: string[]) =>
    cells
      .map((cell, index) => (index === 1 ? cell.padStart(w[index] ?? 0) : cell.padEnd(w[index] ?? 0)))
      .join('  ')
      .trimEnd()
  const out = [row(['Figure', 'Value', 'Target', 'Result']), w.map((n) => '-'.repeat(n)).join('  ')]
  for (const entry of entries) {
    if ('section' in entry) out.push(entry.section)
    else out.push(row([entry.label, entry.value, entry.target ?? '', entry.verdict ?? '']))
  }
  return out.join('\n')
}
