// Cells of the Volume Types table that need more than a word: name with its conflicts,
// encryption, extra specs.
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { QosSpecs, VolumeType } from '../../../api'
import { errorText } from '../../../components/error-text'
import { useT } from '../../../i18n/use-t'
import { CONSUMER_SHORT } from '../qos/consumer'
import type { EncryptionState } from '../../../rules/volume-types'

export function NameCell({ type, conflicts, qos }: { type: VolumeType; conflicts: string[]; qos?: ReactNode }) {
  const t = useT()
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {type.name}
        </Typography>
        {conflicts.length > 0 && <Chip size="small" color="warning" label={t('Conflict')} />}
      </Stack>
      {qos}
      {conflicts.map((conflict) => (
        <Typography key={conflict} variant="caption" color="warning.main">
          {conflict}
        </Typography>
      ))}
    </Stack>
  )
}

export function EncryptionCell({ state, error }: { state: EncryptionState; error: Error | null }) {
  const t = useT()
  if (error) {
    const message = errorText(error).message
    return <span title={message}>{t('Unknown: {{message}}', { message })}</span>
  }
  if (state === undefined) return <span aria-busy>…</span>
  if (state === null) return <>{t('No')}</>
  return <>{t('Yes ({{provider}}, {{location}})', { provider: state.provider, location: state.control_location })}</>
}

export function ExtraSpecsCell({ specs }: { specs: Record<string, string> }) {
  const entries = Object.entries(specs)
  if (entries.length === 0) return <>—</>
  return (
    <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map(([key, value]) => (
        <Typography key={key} component="li" variant="caption" sx={{ fontFamily: 'monospace' }}>
          {key}={value}
        </Typography>
      ))}
    </Stack>
  )
}

/** The type's QoS spec under its name: "QoS: gold-iops (front-end)"; nothing when it has none. */
export function QosLine({ specs, error }: { specs: QosSpecs | null | undefined; error: Error | null }) {
  const t = useT()
  if (specs === null || (specs === undefined && !error)) return null
  const text =
    specs === undefined
      ? t('QoS: unknown ({{message}})', { message: errorText(error).message })
      : t('QoS: {{name}} ({{consumer}})', { name: specs.name, consumer: t(CONSUMER_SHORT[specs.consumer]) })
  return (
    <Typography variant="caption" color="text.secondary">
      {text}
    </Typography>
  )
}
