// 5. Transition time, latency and fault injection: for demos of polling and failure handling.
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { ERROR_STATUSES, type FaultDraft } from './fault-rules'
import type { DraftErrors, DraftField, SettingsDraft } from './settings-draft'
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

export function TimingFaultsSection({
  draft,
  errors,
  onChange,
  changed,
  activeFaults,
  clearing,
  onClearFaults,
}: Props) {
  const fault = (change: Partial<FaultDraft>) => onChange({ faults: { ...draft.faults, ...change } })
  const field = (name: DraftField, label: string, value: string, set: (value: string) => void, unit: string) => (
    <TextField
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? unit}
      size="small"
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: 220 }}
    />
  )
  return (
    <SettingsSection
      title="Timing and faults"
      changed={changed}
      description={
        <>
          How long each transitional state (creating, attaching, detaching, …) lasts, so polling and progress are real;
          latency added to every OpenStack answer; and injected faults, for demos of failure handling: error answers to
          writes (POST, PUT, PATCH, DELETE) with status 500 or 503, answers that never arrive (a dropped connection),
          and slow answers. The demo cloud&apos;s own settings (this page) are never faulted.
        </>
      }
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {field(
            'transitionMs',
            'Transition time (ms)',
            draft.transitionMs,
            (v) => onChange({ transitionMs: v }),
            'ms',
          )}
          {field('latencyMs', 'Latency (ms)', draft.latencyMs, (v) => onChange({ latencyMs: v }), 'ms')}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {field('errorRate', 'Error rate for writes (%)', draft.faults.errorRate, (v) => fault({ errorRate: v }), '%')}
          <TextField
            select
            label="Error status"
            value={draft.faults.errorStatus}
            onChange={(event) => fault({ errorStatus: Number(event.target.value) === 500 ? 500 : 503 })}
            size="small"
            helperText="500 Internal Server Error or 503 Service Unavailable"
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
          {field('dropRate', 'Dropped answers (%)', draft.faults.dropRate, (v) => fault({ dropRate: v }), '%')}
          {field('slowRate', 'Slow answers (%)', draft.faults.slowRate, (v) => fault({ slowRate: v }), '%')}
          {field(
            'slowDelayMs',
            'Slow answer delay (ms)',
            draft.faults.slowDelayMs,
            (v) => fault({ slowDelayMs: v }),
            'ms',
          )}
        </Stack>
        {draft.faults.others.length > 0 && (
          <Typography variant="body2">
            {draft.faults.others.length === 1
              ? '1 more fault rule, set through the API, is kept as it is.'
              : `${draft.faults.others.length} more fault rules, set through the API, are kept as they are.`}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" onClick={onClearFaults} loading={clearing}>
            Clear faults
          </Button>
          <Typography variant="body2" color="text.secondary">
            {activeFaults === 0
              ? 'The cloud injects no faults now.'
              : `The cloud injects faults now (${activeFaults} ${activeFaults === 1 ? 'rule' : 'rules'}). Clear faults removes them at once.`}
          </Typography>
        </Stack>
      </Stack>
    </SettingsSection>
  )
}
