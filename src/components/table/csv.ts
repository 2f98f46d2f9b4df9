// CSV files of a table: RFC 4180 (every field quoted where it must be, CRLF between records),
// UTF-8 with a byte-order mark so spreadsheet programs read Chinese names, and a guard against
// formula injection: a text cell the cloud supplied that starts with = + - @, a tab or a carriage
// return gets a leading apostrophe, so a spreadsheet shows it as text instead of running it.
// Downloads go through a Blob and an object URL, revoked afterwards: nothing of the file goes
// into an address or into storage.
import { downloadBlob } from '../download'

/** A cell as the cloud gave it: text, a number, a yes/no, or nothing. */
export type CsvValue = string | number | boolean | null | undefined

/** One column of a file: its header in the reader's language, and its value for a row. */
export interface CsvColumn<T> {
  id: string
  header: string
  value: (row: T) => CsvValue
}

export const CSV_BOM = '\uFEFF'
export const CSV_TYPE = 'text/csv;charset=utf-8'

const FORMULA_START = /^[=+\-@\t\r]/

/** A text cell a spreadsheet would read as a formula gets a leading apostrophe. */
export function defuse(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** One field: quoted when it holds a quote, a comma or a line break (quotes doubled). */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' ? defuse(value) : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The file's text: a header record, then a record per row, CRLF after each; no BOM. */
export function toCsv<T>(columns: ReadonlyArray<CsvColumn<T>>, rows: readonly T[]): string {
  const records = [
    columns.map((column) => csvField(column.header)),
    ...rows.map((row) => columns.map((column) => csvField(column.value(row)))),
  ]
  return records.map((fields) => `${fields.join(',')}\r\n`).join('')
}

/** The file's bytes: UTF-8 with the byte-order mark. */
export function csvBlob(text: string): Blob {
  return new Blob([CSV_BOM, text], { type: CSV_TYPE })
}

const two = (n: number) => String(n).padStart(2, '0')

/**
 * `<kind>-<project>-<YYYYMMDD-HHMM>.csv` in the reader's local time; characters a file system
 * refuses (and spaces) become '-'.
 */
export function csvFileName(kind: string, project: string, at: Date = new Date()): string {
  const printable = [...project].filter((char) => char.charCodeAt(0) >= 0x20).join('')
  const safe = printable.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^[-.]+|-+$/g, '') || 'project'
  const stamp = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}`
  return `${kind}-${safe}-${stamp}.csv`
}

/** Saves the text as a CSV file. */
export function downloadCsv(fileName: string, text: string): void {
  downloadBlob(fileName, csvBlob(text))
}
