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
import { DetailActionsMenu } from './DetailActionsMenu'

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
  /** The actions shown as buttons beside the title; the rest go into "More actions". Unset: every action a button, under the title. */
  primary?: readonly Id[]
  children: (data: T) => ReactNode
}

export function DetailPage<T extends { status: string }, Id extends string>({
  panel,
  title,
  query,
  words,
  actions,
  onAction,
  primary,
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
  const heading = (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
      <Typography variant={primary ? 'h5' : 'h4'} component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <StatusChip status={data.status} />
    </Stack>
  )
  const button = (action: DetailAction<Id>) => (
    <Button
      key={action.id}
      variant="outlined"
      size={primary ? 'small' : 'medium'}
      color={action.id === 'delete' ? 'error' : 'primary'}
      disabled={!action.guard.ok}
      title={action.guard.ok ? undefined : action.guard.reason}
      onClick={() => onAction(action.id, data)}
    >
      {action.label}
    </Button>
  )
  if (primary) {
    const all = actions(data)
    const first = primary.flatMap((id) => all.filter((action) => action.id === id))
    const more = all.filter((action) => !primary.includes(action.id))
    return (
      <Stack spacing={2}>
        {crumbs}
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
        >
          {heading}
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap', rowGap: 1 }}
            aria-label={words.actions}
            role="toolbar"
          >
            {first.map(button)}
            {more.length > 0 && <DetailActionsMenu actions={more} onSelect={(id) => onAction(id, data)} />}
          </Stack>
        </Stack>
        {children(data)}
      </Stack>
    )
  }
  return (
    <Stack spacing={3}>
      {crumbs}
      {heading}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label={words.actions} role="toolbar">
        {actions(data).map(button)}
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
