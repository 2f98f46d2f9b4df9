// One timeline of what happened to a volume, from what the services keep:
// - Cinder's volume: created_at and the user who made it (user_id);
// - its attachments now (attachments[]: server, device, attached_at; Cinder keeps no record a
//   client can read of an attachment once it is detached: volume_detached in
//   cinder/db/sqlalchemy/api.py deletes its row);
// - Nova's instance actions of the servers holding it (os-instance-actions: action, user_id,
//   request_id, start_time; N:nova/api/openstack/compute/instance_actions.py). An action does not
//   name the volume, so an attach is matched to the attach_volume (or, for a volume the server
//   was created with, the create) action that started closest before the attachment's time;
// - its snapshots and backups (created_at, user_id from 3.41 and 3.56);
// - Cinder's user messages about it (every failure Cinder recorded, with its request id), kept
//   message_ttl (2,592,000 s, 30 days, by default: cinder/message/api.py) then reaped.
// A finished extend, retype, migration or transfer leaves no record a client can read.
import type { Backup, InstanceAction, Message, Snapshot, Volume } from '../api'
import { cinderTime } from './timestamps'

export type HistoryEntry =
  | { kind: 'created'; at: string; userId: string }
  | {
      kind: 'attached'
      at: string
      serverId: string
      device: string
      /** From the Nova action that made it, when one matched. */
      userId?: string
      requestId?: string
    }
  | { kind: 'snapshot'; at: string; id: string; name: string | null; status: string; userId?: string }
  | { kind: 'backup'; at: string; id: string; name: string | null; status: string; userId?: string }
  | { kind: 'failure'; at: string; text: string; requestId: string; eventId: string }

export interface HistoryInput {
  volume: Pick<Volume, 'id' | 'created_at' | 'user_id' | 'attachments'>
  snapshots?: readonly Snapshot[]
  backups?: readonly Backup[]
  messages?: readonly Message[]
  /** Instance actions by server id, for the servers whose actions were read. */
  actions?: ReadonlyMap<string, readonly InstanceAction[]>
}

/** An action may start up to this long before the attachment it made is recorded (a busy host's wait). */
const MATCH_WINDOW_MS = 10 * 60_000
/** A clock step between Nova and Cinder: an action recorded just after its attachment still matches. */
const CLOCK_SLACK_MS = 60_000
const ATTACHING_ACTIONS = new Set(['attach_volume', 'create'])

/** The instance action that made the attachment: the closest attach_volume or create starting before it. */
export function actionForAttachment(
  actions: readonly InstanceAction[],
  attachedAt: string,
): InstanceAction | undefined {
  const at = cinderTime(attachedAt)
  let best: InstanceAction | undefined
  let bestGap = Number.POSITIVE_INFINITY
  for (const action of actions) {
    if (!ATTACHING_ACTIONS.has(action.action)) continue
    const gap = at - cinderTime(action.start_time)
    if (gap < -CLOCK_SLACK_MS || gap > MATCH_WINDOW_MS) continue
    if (Math.abs(gap) < bestGap) {
      best = action
      bestGap = Math.abs(gap)
    }
  }
  return best
}

/** The volume's history, newest first (entries of the same time in the order above). */
export function volumeHistory(input: HistoryInput): HistoryEntry[] {
  const { volume } = input
  const entries: HistoryEntry[] = [{ kind: 'created', at: volume.created_at, userId: volume.user_id }]
  for (const attachment of volume.attachments) {
    const serverId = attachment.server_id ?? ''
    const action = input.actions?.get(serverId)
    const made = action ? actionForAttachment(action, attachment.attached_at) : undefined
    entries.push({
      kind: 'attached',
      at: attachment.attached_at,
      serverId,
      device: attachment.device,
      ...(made ? { userId: made.user_id, requestId: made.request_id } : {}),
    })
  }
  for (const snapshot of input.snapshots ?? []) {
    entries.push({
      kind: 'snapshot',
      at: snapshot.created_at,
      id: snapshot.id,
      name: snapshot.name,
      status: snapshot.status,
      ...(snapshot.user_id ? { userId: snapshot.user_id } : {}),
    })
  }
  for (const backup of input.backups ?? []) {
    entries.push({
      kind: 'backup',
      at: backup.created_at,
      id: backup.id,
      name: backup.name,
      status: backup.status,
      ...(backup.user_id ? { userId: backup.user_id } : {}),
    })
  }
  for (const message of input.messages ?? []) {
    entries.push({
      kind: 'failure',
      at: message.created_at,
      text: message.user_message,
      requestId: message.request_id,
      eventId: message.event_id,
    })
  }
  return entries
    .map((entry, index) => ({ entry, index, time: cinderTime(entry.at) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ entry }) => entry)
}

/** The servers whose instance actions a page reads, at most `limit`: the first attached ones, once each. */
export function serversToRead(volume: Pick<Volume, 'attachments'>, limit: number): string[] {
  const ids = [...new Set(volume.attachments.map((attachment) => attachment.server_id ?? ''))].filter(Boolean)
  return ids.slice(0, limit)
}
