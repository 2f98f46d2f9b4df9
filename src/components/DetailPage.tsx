// The frame of a resource's own page (a volume, a snapshot): breadcrumbs back to its panel,
// loading and error states (404 said as "does not exist"), then its name, status, the toolbar of
// its actions (each disabled with its reason) and the page's sections.
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { useT } from '../i18n/use-t'
import type { Guard } from '../rules/guards'
import { errorText } from './error-text'
import { ErrorAlert } from './notify-alert'
import { StatusChip } from './StatusChip'

export interface DetailAction<Id extends string> {
  id: Id
  label: string
  guard: Guard
}

interface Props<T extends { status: string }, Id extends string> {
  /** The panel it belongs to: the first crumb. */
  panel: { label: string; to: string }
  /** The name shown (the id while it loads). */
  title: string
  query: { data?: T; error: unknown; isPending: boolean; refetch: () => unknown }
  words: { loading: string; notFound: string; failed: string; actions: string }
  actions: (data: T) => Array<DetailAction<Id>>
  onAction: (id: Id, data: T) => void
  children: (data: T) => ReactNode
}

export function DetailPage<T extends { status: string }, Id extends string>({
  panel,
  title,
  query,
  words,
  actions,
  onAction,
  children,
}: Props<T, Id>) {
  const t = useT()
  const crumbs = (
    <Breadcrumbs aria-label={t('Breadcrumb')}>
      <Link component={RouterLink} to={panel.to}>
        {panel.label}
      </Link>
      <Typography color="text.primary">{title}</Typography>
    </Breadcrumbs>
  )
  if (query.isPending) {
    return (
      <Stack spacing={2}>
        {crumbs}
        <Typography role="status">{words.loading}</Typography>
      </Stack>
    )
  }
  if (query.error || !query.data) {
    return (
      <Stack spacing={2}>
        {crumbs}
        <ErrorAlert
          title={errorText(query.error).status === 404 ? words.notFound : words.failed}
          error={query.error}
          action={<Button onClick={() => void query.refetch()}>{t('Try again')}</Button>}
        />
      </Stack>
    )
  }
  const data = query.data
  return (
    <Stack spacing={3}>
      {crumbs}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <StatusChip status={data.status} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label={words.actions} role="toolbar">
        {actions(data).map((action) => (
          <Button
            key={action.id}
            variant="outlined"
            color={action.id === 'delete' ? 'error' : 'primary'}
            disabled={!action.guard.ok}
            title={action.guard.ok ? undefined : action.guard.reason}
            onClick={() => onAction(action.id, data)}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
      {children(data)}
    </Stack>
  )
}

/** One section of a resource's page: a titled panel. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}
