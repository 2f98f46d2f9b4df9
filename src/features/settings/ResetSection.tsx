// 6. The scenario's data back as it started; settings and the session stay.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Trans } from '../../i18n/Trans'
import { N_ } from '../../i18n/marker'
import { useT } from '../../i18n/use-t'
import { SettingsSection } from './SettingsSection'

interface Props {
  scenario: string
  resetting: boolean
  onReset: () => void
}

export function ResetSection({ scenario, resetting, onReset }: Props) {
  const t = useT()
  return (
    <SettingsSection
      title={t('Reset demo data')}
      description={
        <Trans
          i18nKey={N_(
            "Restores the scenario's volumes, servers, attachments and compute hosts as they were at the start. The settings above stay as they are, and so does this session. Open the dashboard with <code>?scenario=NAME</code> (demo, empty, scale) to start another scenario.",
          )}
          components={{ code: <code /> }}
        />
      }
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography>
          {t('Scenario:')} <strong>{scenario}</strong>
        </Typography>
        <Button variant="outlined" color="warning" loading={resetting} onClick={onReset}>
          {t('Reset demo data')}
        </Button>
      </Stack>
    </SettingsSection>
  )
}
