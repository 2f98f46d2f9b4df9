// The columns of a CSV file made from a table: the columns shown (as the user chose them in the
// Columns menu, whether or not the width leaves room for them), in their order, each that the
// page gives a value for; headers as the table shows them, in the reader's language.
import type { Column, Table } from '@tanstack/react-table'
import type { CsvColumn, CsvValue } from './csv'

/** A column's name as its header shows it (a column without a text header: its id). */
export function columnLabel<T>(column: Column<T>): string {
  const header = column.columnDef.header
  return typeof header === 'string' ? header : column.id
}

/** What a page writes into a file for each column, by column id (the row checkbox and actions have none). */
export type CsvValues<T> = Record<string, (row: T) => CsvValue>

export function exportColumns<T>(table: Table<T>, values: CsvValues<T>): Array<CsvColumn<T>> {
  return table.getVisibleLeafColumns().flatMap((column) => {
    const value = values[column.id]
    return value ? [{ id: column.id, header: columnLabel(column), value }] : []
  })
}
