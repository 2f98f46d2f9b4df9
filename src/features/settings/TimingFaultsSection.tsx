// 5. Transition time, latency and fault injection: for demos of polling and failure handling.
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useT } from '../../i18n/use-t'
import { ERROR_STATUSES, type FaultDraft } from './fault-rules'
import type { DraftErrors, DraftField as DraftFieldName, SettingsDraft } from './settings-draft'
import { SettingsSection } from './SettingsSection'

type TimingDraft = Pick<SettingsDraft, 'transitionMs' | 'latencyMs' | 'faults'>

interface Props {
  draft: TimingDraft
  errors: DraftErrors
  onChange: (change: Partial<TimingDraft>) => void
  changed: boolean
  /** Faults the cloud injects now (saved). */
  activeFaults: number
  clearing: boolean
  onClearFaults: () => void
}

/** One number of the draft, with its error or its unit below. */
function DraftField(props: {
  name: DraftFieldName
  label: string
  value: string
  set: (value: string) => void
  unit: string
  errors: DraftErrors
}) {
  const error = props.errors[props.name]
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(event) => props.set(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? props.unit}
      size="small"
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: 220 }}
    />
  )
}

export function TimingFaultsSection({
  draft,
  errors,
  onChange,
  changed,
  activeFaults,
  clearing,
  onClearFaults,
}: Props) {
  const t = useT()
  const fault = (change: Partial<FaultDraft>) => onChange({ faults: { ...draft.faults, ...change } })
  const ms = t('ms')
  /** One number of the draft: the timings sit on the draft, the rest on its faults. */
  const field = (name: DraftFieldName, label: string, unit: string) => {
    const timing = name === 'transitionMs' || name === 'latencyMs'
    return (
      <DraftField
        name={name}
        label={label}
        value={timing ? draft[name] : draft.faults[name]}
        set={(value) => (timing ? onChange({ [name]: value }) : fault({ [name]: value }))}
        unit={unit}
        errors={errors}
      />
    )
  }
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
          {field('errorRate', t('Error rate for writes (%)'), '%')}
          <TextField
            select
            label={t('Error status')}
            value={draft.faults.errorStatus}
            onChange={(event) => fault({ errorStatus: Number(event.target.value) === 500 ? 500 : 503 })}
            size="small"
            helperText={t('500 Internal Server Error or 503 Service Unavailable')}
            sx={{ width: 220 }}
          >
            {ERROR_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {status}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {field('dropRate', t('Dropped answers (%)'), '%')}
          {field('slowRate', t('Slow answers (%)'), '%')}
          {field('slowDelayMs', t('Slow answer delay (ms)'), ms)}
        </Stack>
        {draft.faults.others.length > 0 && (
          <Typography variant="body2">
            {t('{{count}} more fault rules, set through the API, are kept as they are.', {
              count: draft.faults.others.length,
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
