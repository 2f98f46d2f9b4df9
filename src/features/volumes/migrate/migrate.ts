// Migrating a volume (admin) and following migration_status to its end: the volume's status
// does not change while it moves.
import type { OpenStackClient } from '../../../api'
import type { PollSettings } from '../../../attachments/poll-volume'
import { pollVolume } from '../../../attachments/poll-volume'

export const MIGRATION_POLL: PollSettings = { intervalMs: 1000, timeoutMs: 120_000 }

/** 'success', 'error', or 'still running' when the time is up. */
export async function migrateAndWait(
  client: OpenStackClient,
  volumeId: string,
  host: string,
  settings: PollSettings = MIGRATION_POLL,
): Promise<string> {
  await client.cinder.migrateVolume(volumeId, host)
  const done = await pollVolume(
    client,
    volumeId,
    (current) =>
      current.migration_status === 'success' || current.migration_status === 'error'
        ? current.migration_status
        : undefined,
    settings,
  )
  return done.done ? done.value : 'still running'
}
