// Demo settings: the embedded demo cloud's own controls (not OpenStack settings), over HTTP on
// the page's origin (/_demo), so it works the same against `npm run cloud`.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { demoErrorText } from './demo-error-text'
import { N_ } from '../../i18n/marker'
import { useT } from '../../i18n/use-t'
import { isDemoMode } from '../../lib/demo-mode'
import { DemoSettingsForm } from './DemoSettingsForm'
import { useDemoSettings } from './use-demo-settings'

export const REAL_CLOUD_TEXT = N_('Demo settings exist only with the embedded demo cloud.')

interface Props {
  /** Where /_demo answers: '' (the page's origin) in the app; tests point it elsewhere. */
  baseUrl?: string
  demoMode?: boolean
}

export function DemoSettingsPage({ baseUrl = '', demoMode = isDemoMode }: Props) {
  const t = useT()
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('Demo settings')}
      </Typography>
      {demoMode ? <DemoSettingsContent baseUrl={baseUrl} /> : <Alert severity="info">{t(REAL_CLOUD_TEXT)}</Alert>}
    </Stack>
  )
}

function DemoSettingsContent({ baseUrl }: { baseUrl: string }) {
  const t = useT()
  const query = useDemoSettings(baseUrl)
  return (
    <>
      <Alert severity="info">
        {t(
          'These are settings of the embedded demo cloud, not OpenStack settings: they change how the in-browser fake cloud behaves, to show and test how the dashboard explains each rule. On a real cloud the same behaviour comes from its operators: policy files, compute service versions and virt drivers.',
        )}
      </Alert>
      {query.isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t("Loading the demo cloud's settings…")}</Typography>
        </Stack>
      )}
      {query.error && (
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t('Try again')}</Button>}>
          {t("Could not load the demo cloud's settings: {{message}}", { message: demoErrorText(query.error) })}
        </Alert>
      )}
      {query.data && <DemoSettingsForm saved={query.data} baseUrl={baseUrl} />}
    </>
  )
}
