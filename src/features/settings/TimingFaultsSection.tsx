// 5. Transition time, latency and fault injection: for demos of polling and failure handling.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useController, useWatch, type Control } from 'react-hook-form'
import { ControlledTextField } from '../../components/form/ControlledTextField'
import { ChoiceField } from '../../components/form/SelectField'
import { useT } from '../../i18n/use-t'
import { ERROR_STATUSES } from './fault-rules'
import type { SettingsDraft } from './settings-draft'
import { SettingsSection } from './SettingsSection'

interface Props {
  control: Control<SettingsDraft>
  changed: boolean
  /** Faults the cloud injects now (saved). */
  activeFaults: number
  clearing: boolean
  onClearFaults: () => void
}

type NumberField = 'transitionMs' | 'latencyMs' | `faults.${'errorRate' | 'dropRate' | 'slowRate' | 'slowDelayMs'}`

export function TimingFaultsSection({ control, changed, activeFaults, clearing, onClearFaults }: Props) {
  const t = useT()
  const others = useWatch({ control, name: 'faults.others' })
  const errorStatus = useController({ control, name: 'faults.errorStatus' })
  const ms = t('ms')
  /** One number, with its error or its unit below (the checks: validateDraft, settings-draft.ts). */
  const field = (name: NumberField, label: string, unit: string) => (
    <ControlledTextField
      control={control}
      name={name}
      label={label}
      helperText={unit}
      size="small"
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: 220 }}
    />
  )
  return (
    <SettingsSection
      title={t('Timing and faults')}
      changed={changed}
      description={t(
        "How long each transitional state (creating, attaching, detaching, …) lasts, so polling and progress are real; latency added to every OpenStack answer; and injected faults, for demos of failure handling: error answers to writes (POST, PUT, PATCH, DELETE) with status 500 or 503, answers that never arrive (a dropped connection), and slow answers. The demo cloud's own settings (this page) are never faulted.",
      )}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {field('transitionMs', t('Transition time (ms)'), ms)}
          {field('latencyMs', t('Latency (ms)'), ms)}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {field('faults.errorRate', t('Error rate for writes (%)'), '%')}
          <ChoiceField
            label={t('Error status')}
            size="small"
            helperText={t('500 Internal Server Error or 503 Service Unavailable')}
            sx={{ width: 220 }}
            value={String(errorStatus.field.value)}
            onChange={(value) => errorStatus.field.onChange(Number(value) === 500 ? 500 : 503)}
            options={ERROR_STATUSES.map((status) => ({ value: String(status), label: String(status) }))}
          />
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {field('faults.dropRate', t('Dropped answers (%)'), '%')}
          {field('faults.slowRate', t('Slow answers (%)'), '%')}
          {field('faults.slowDelayMs', t('Slow answer delay (ms)'), ms)}
        </Stack>
        {others.length > 0 && (
          <Typography variant="body2">
            {t('{{count}} more fault rules, set through the API, are kept as they are.', {
              count: others.length,
            })}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" onClick={onClearFaults} loading={clearing}>
            {t('Clear faults')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {activeFaults === 0
              ? t('The cloud injects no faults now.')
              : t('The cloud injects faults now ({{count}} rules). Clear faults removes them at once.', {
                  count: activeFaults,
                })}
          </Typography>
        </Stack>
      </Stack>
    </SettingsSection>
  )
}
