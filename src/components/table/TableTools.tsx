// A list page's table tools, for its header: Refresh, the Columns menu, and "Export CSV" (the
// current view at once; every matching row through ExportDialog). The page gives its table (made
// with columnLayout), where the column choice is kept, what Refresh asks again, what each column
// writes into the file, how every matching row is fetched, and its words.
import type { Table } from '@tanstack/react-table'
import { useState } from 'react'
import type { ColumnPrefsStore } from './column-prefs'
import { ColumnsMenu } from './ColumnsMenu'
import { downloadCsv, toCsv } from './csv'
import type { ExportProgress, ExportWords } from './ExportDialog'
import { ExportDialog } from './ExportDialog'
import { ExportMenu } from './ExportMenu'
import type { CsvValues } from './export-columns'
import { exportColumns } from './export-columns'
import { RefreshButton } from './RefreshButton'

export interface TableToolsProps<T> {
  table: Table<T>
  prefs: ColumnPrefsStore
  /** Asks again for the list and what its rows show; resolves once the answers are in. */
  onRefresh: () => Promise<unknown>
  /** The rows on this page (the current view). */
  rows: readonly T[]
  /** What each column writes into the file (a column without one is left out). */
  csv: CsvValues<T>
  /** e.g. volumes-demo-20260101-1200.csv */
  fileName: () => string
  /** Every row matching the view's filters and sort, page by page; rejects once `signal` aborts. */
  fetchAll: (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) => Promise<T[]>
  /** "Export all matching …" (the menu item and the dialog's title), and the dialog's words. */
  words: ExportWords & { all: string }
}

export function TableTools<T>({ table, prefs, onRefresh, rows, csv, fileName, fetchAll, words }: TableToolsProps<T>) {
  const [exportingAll, setExportingAll] = useState(false)
  return (
    <>
      <RefreshButton onRefresh={onRefresh} />
      <ColumnsMenu table={table} onReset={prefs.reset} />
      <ExportMenu
        allLabel={words.all}
        disabled={rows.length === 0}
        onExportView={() => downloadCsv(fileName(), toCsv(exportColumns(table, csv), rows))}
        onExportAll={() => setExportingAll(true)}
      />
      {exportingAll && (
        <ExportDialog
          title={words.all}
          run={async (signal, onProgress) => {
            // The columns as they are when the export starts.
            const columns = exportColumns(table, csv)
            const all = await fetchAll(signal, onProgress)
            return { text: toCsv(columns, all), rows: all.length }
          }}
          fileName={fileName}
          words={words}
          onClose={() => setExportingAll(false)}
        />
      )}
    </>
  )
}
