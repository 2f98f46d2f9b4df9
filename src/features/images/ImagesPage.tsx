// The Images panel (read-only): the images this project sees in the image service, as Glance lists
// them (newest first, paged with limit and marker: Glance counts nothing, so the pager knows the
// total only on the last page). An upload's notification links here with ?image=<id>, which shows
// that image above the list however far down it is. Polls while an image is queued or saving.
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import TablePagination from '@mui/material/TablePagination'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Image } from '../../api'
import { DescriptionList } from '../../components/DescriptionList'
import { formatCreated, yesNo } from '../../components/format'
import { PageHeader } from '../../components/PageHeader'
import { StatusChip } from '../../components/StatusChip'
import { DataTable } from '../../components/table/DataTable'
import { dateColumn } from '../../components/table/columns'
import { ListState } from '../../components/table/ListState'
import { ErrorAlert } from '../../components/notify-alert'
import { useT } from '../../i18n/use-t'
import { useClient } from '../../lib/session'
import { imageOptions, imagePageOptions } from '../../queries/images'
import { IMAGE_STATUS_TRANSITIONAL } from '../../rules/upload-rules'

const SIZES = [10, 25, 50] as const

/** Bytes in the largest unit that keeps a number of at least 1 (the same in every language). */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—'
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}

function visibilityLabel(t: TFunction, visibility: Image['visibility']): string {
  switch (visibility) {
    case 'public':
      return t('Public')
    case 'private':
      return t('Private')
    case 'shared':
      return t('Shared')
    case 'community':
      return t('Community')
  }
}

function ownerLabel(t: TFunction, image: Image, projectId: string): string {
  return image.owner === projectId ? t('This project') : t('Another project ({{owner}})', { owner: image.owner })
}

function Status({ image }: { image: Image }) {
  return <StatusChip status={image.status} transitional={IMAGE_STATUS_TRANSITIONAL.includes(image.status)} />
}

function columns(t: TFunction, projectId: string): ColumnDef<Image>[] {
  return [
    {
      id: 'name',
      header: t('Name'),
      meta: { grow: { weight: 2, min: 160, max: 360 } },
      cell: ({ row }) => row.original.name || row.original.id,
    },
    { id: 'status', header: t('Status'), size: 130, cell: ({ row }) => <Status image={row.original} /> },
    { id: 'size', header: t('Size'), size: 96, cell: ({ row }) => formatBytes(row.original.size) },
    {
      id: 'disk',
      header: t('Disk Format'),
      size: 110,
      cell: ({ row }) => row.original.disk_format ?? '—',
    },
    {
      id: 'container',
      header: t('Container Format'),
      size: 120,
      meta: { dropOrder: 1 },
      cell: ({ row }) => row.original.container_format ?? '—',
    },
    {
      id: 'visibility',
      header: t('Visibility'),
      size: 110,
      cell: ({ row }) => visibilityLabel(t, row.original.visibility),
    },
    { id: 'protected', header: t('Protected'), size: 100, cell: ({ row }) => yesNo(row.original.protected) },
    {
      id: 'owner',
      header: t('Owner'),
      size: 140,
      // The owner's id where it is another project's: in the tooltip and the linked image's card.
      cell: ({ row }) =>
        row.original.owner === projectId ? (
          t('This project')
        ) : (
          <span title={row.original.owner}>{t('Another project')}</span>
        ),
    },
    dateColumn<Image>('created_at', t('Created'), (image) => image.created_at),
  ]
}

/** The image an upload's notification names, shown whatever page it is on. */
function LinkedImage({ id }: { id: string }) {
  const t = useT()
  const client = useClient()
  const image = useQuery(imageOptions(client, id))
  if (image.error) return <ErrorAlert title={t('Could not load the image')} error={image.error} />
  if (!image.data) return <Typography role="status">{t('Loading the image…')}</Typography>
  const found = image.data
  return (
    <Alert severity="info" icon={false} aria-label={t('Image {{name}}', { name: found.name || found.id })}>
      <AlertTitle>{found.name || found.id}</AlertTitle>
      <DescriptionList
        rows={[
          [t('Status'), <Status key="status" image={found} />],
          [t('Size'), formatBytes(found.size)],
          [t('Formats'), `${found.disk_format ?? '—'} / ${found.container_format ?? '—'}`],
          [t('Visibility'), visibilityLabel(t, found.visibility)],
          [t('Protected'), yesNo(found.protected)],
          [t('Owner'), ownerLabel(t, found, client.token.project.id)],
          [t('Created'), formatCreated(found.created_at)],
          [t('ID'), found.id],
        ]}
      />
    </Alert>
  )
}

export function ImagesPage() {
  const t = useT()
  const client = useClient()
  const [params] = useSearchParams()
  const linked = params.get('image')
  const [size, setSize] = useState<number>(25)
  // The markers of the pages seen so far: page n starts after markers[n] (null: the first page).
  const [markers, setMarkers] = useState<Array<string | null>>([null])
  const page = markers.length - 1
  const marker = markers[page] ?? null
  const list = useQuery({ ...imagePageOptions(client, size, marker), enabled: client.glance !== null })
  const images = useMemo(() => list.data?.images ?? [], [list.data])
  const projectId = client.token.project.id
  const columnDefs = useMemo(() => columns(t, projectId), [t, projectId])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoizable; this app does not use the React Compiler.
  const table = useReactTable({
    data: images,
    columns: columnDefs,
    getRowId: (image) => image.id,
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  })
  const last = list.data !== undefined && list.data.nextMarker === null
  // Glance links a next page whenever a page comes back full, so the page after a full last one is
  // empty: then the pager goes back, and knows that page was the last.
  const [endAt, setEndAt] = useState<number | null>(null)
  const emptyPastEnd = last && images.length === 0 && page > 0 && !list.isPlaceholderData
  useEffect(() => {
    if (!emptyPastEnd) return
    setEndAt(page - 1)
    setMarkers((seen) => seen.slice(0, -1))
  }, [emptyPastEnd, page])
  const count = last ? page * size + images.length : endAt === page ? (page + 1) * size : -1

  if (!client.glance) {
    return (
      <Stack spacing={2}>
        <PageHeader title={t('Images')} />
        <Alert severity="info">{t('This cloud’s catalog lists no image service.')}</Alert>
      </Stack>
    )
  }
  return (
    <Stack spacing={2}>
      <PageHeader title={t('Images')} />
      <Typography variant="body2" color="text.secondary">
        {t(
          'The images this project can use, newest first. Upload to Image in a volume’s actions makes one from a volume.',
        )}
      </Typography>
      {linked && <LinkedImage id={linked} />}
      <ListState
        query={list}
        loading={t('Loading images…')}
        failed={t('Could not load images')}
        empty={list.data && images.length === 0 && page === 0 ? t('No images') : undefined}
      />
      {images.length > 0 && <DataTable table={table} label={t('Images')} />}
      {list.data && (images.length > 0 || page > 0) && (
        <TablePagination
          component="div"
          count={count}
          page={page}
          rowsPerPage={size}
          rowsPerPageOptions={[...SIZES]}
          onPageChange={(_event, next) => {
            if (next < page) setMarkers(markers.slice(0, next + 1))
            else if (next === page + 1 && list.data?.nextMarker) setMarkers([...markers, list.data.nextMarker])
          }}
          onRowsPerPageChange={(event) => {
            setSize(Number(event.target.value))
            setMarkers([null])
            setEndAt(null)
          }}
        />
      )}
    </Stack>
  )
}
