// The live checks of the Launch Instance form, recomputed as the user picks: which volume is
// chosen, whether several instances may share it on this cloud, and whether Attach mode applies.
import { useWatch, type Control } from 'react-hook-form'
import type { FeatureName, Volume } from '../../../api'
import { useClient } from '../../../lib/session'
import type { LaunchValues } from './launch-form'
import { parseCount } from './launch-form'
import type { CountVerdict } from './launch-guards'
import { countGuard, shareableBootGuard } from './launch-guards'

export interface LaunchGuards {
  volume: Volume | undefined
  count: CountVerdict
  /** Why Launch is disabled now, if it is. */
  disabledReason: string | undefined
  /** Attach mode matters only for several instances on one shareable volume. */
  showMode: boolean
}

export function useLaunchGuards(control: Control<LaunchValues>, volumes: readonly Volume[]): LaunchGuards {
  const client = useClient()
  const [source, volumeId, countText] = useWatch({ control, name: ['source', 'volumeId', 'count'] })
  const features = (name: FeatureName) => client.feature(name)
  const volume = source === 'volume' ? volumes.find((candidate) => candidate.id === volumeId) : undefined
  const count = parseCount(countText)
  const verdict = countGuard(volume, count, features)
  const boot = shareableBootGuard(volume, features)
  let disabledReason: string | undefined
  if (!boot.ok) disabledReason = boot.reason
  else if (!verdict.ok && verdict.kind === 'disable') disabledReason = verdict.reason
  return {
    volume,
    count: verdict,
    disabledReason,
    showMode: volume?.multiattach === true && count !== null && count > 1,
  }
}
