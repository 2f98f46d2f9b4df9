// Which volumes Attach Volume offers for a server, and why some of them cannot go on it.
import type { TFunction } from 'i18next'
import type { Server, Volume } from '../../../api'
import { canAttachToServer } from '../../../rules/guards'
import { isErrorStatus } from '../../../rules/statuses'
import { volumeDisplayName } from '../../../components/format'

export interface VolumeChoice {
  volume: Volume
  /** Set when the volume is shown but cannot be chosen. */
  reason?: string
}

/** Volumes that are not there yet, or never will be: nothing to explain about them here. */
function hidden(volume: Volume): boolean {
  return volume.status === 'creating' || volume.status === 'deleting' || isErrorStatus(volume.status)
}

/**
 * Available and in-use volumes (Horizon lists available and shareable in-use ones); those the
 * rules keep off this server are listed too, disabled, so the reason is read before trying.
 * The choosable ones come first.
 */
export function volumeChoices(volumes: readonly Volume[], server: Server, computeVersion: string): VolumeChoice[] {
  return volumes
    .filter((volume) => !hidden(volume))
    .map((volume) => {
      const guard = canAttachToServer(volume, server, { computeVersion })
      return guard.ok ? { volume } : { volume, reason: guard.reason }
    })
    .sort(
      (a, b) =>
        Number(a.reason !== undefined) - Number(b.reason !== undefined) ||
        volumeDisplayName(a.volume).localeCompare(volumeDisplayName(b.volume)),
    )
}

export function choiceDetails(volume: Volume, t: TFunction): string {
  return [
    t('{{size}} GiB', { size: volume.size }),
    t(volume.status, { ns: 'status' }),
    volume.multiattach ? t('shareable') : null,
  ]
    .filter(Boolean)
    .join(' · ')
}
