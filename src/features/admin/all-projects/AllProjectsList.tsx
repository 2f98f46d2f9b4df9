// The frame of an admin's list across projects: the header with the count, the filters, the
// list's state, the table and the pager. Keystone's project list failing leaves ids in place of
// names, and says so.
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Table } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../components/PageHeader'
import { DataTable } from '../../../components/table/DataTable'
import { ListPagination } from '../../../components/table/ListPagination'
import { ListState } from '../../../components/table/ListState'
import { useT } from '../../../i18n/use-t'
import type { AdminPage } from '../../../queries/all-projects'
import { PAGE_SIZES, type AdminListView } from './view-state'

interface ListQuery<T> {
  data: AdminPage<T> | undefined
  isFetching: boolean
  isPending: boolean
  error: unknown
  refetch: () => Promise<unknown>
}

interface Props<T> {
  title: string
  /** "{{count}} volumes" and the like. */
  counted: (count: number) => string
  list: ListQuery<T>
  table: Table<T>
  filters: ReactNode
  view: AdminListView
  update: (patch: Partial<AdminListView>) => void
  namesMissing: boolean
  words: { loading: string; failed: string; empty: string }
}

export function AllProjectsList<T>({
  title,
  counted,
  list,
  table,
  filters,
  view,
  update,
  namesMissing,
  words,
}: Props<T>) {
  const t = useT()
  const rows = list.data?.rows ?? []
  return (
    <Stack spacing={2}>
      <PageHeader
        title={title}
        status={
          list.data &&
          (list.data.count === null ? t('{{count}} shown', { count: rows.length }) : counted(list.data.count))
        }
      />
      {filters}
      {namesMissing && (
        <Typography variant="caption" color="text.secondary">
          {t('Could not read the projects from Keystone: projects show as ids.')}
        </Typography>
      )}
      <ListState
        query={list}
        loading={words.loading}
        failed={words.failed}
        empty={list.data && rows.length === 0 ? words.empty : undefined}
      />
      {rows.length > 0 && <DataTable table={table} label={title} />}
      {list.data && (
        <ListPagination
          count={list.data.count}
          page={view.page}
          size={view.size}
          sizes={PAGE_SIZES}
          onChange={update}
        />
      )}
    </Stack>
  )
}
