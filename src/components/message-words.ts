// Cinder's user messages in the reader's language. A message's text is `<action>:<detail>` in
// Cinder's English (docs/messages.md, M1); the actions and details Cinder has (Zed,
// C:cinder/message/message_field.py) are listed here so each translates, and one Cinder adds
// later shows as Cinder wrote it.
import type { Message } from '../api'
import { N_ } from '../i18n/marker'
import { tr } from '../i18n/tr'
import { VOLUME_UNPLACEABLE_EVENT, BACKUP_SERVICE_MISSING_EVENT } from '../rules/messages'

/** message_field.Action texts, translated where shown. */
export const MESSAGE_ACTION_WORDS = [
  N_('schedule allocate volume'),
  N_('attach volume'),
  N_('copy volume to image'),
  N_('update attachment'),
  N_('copy image to volume'),
  N_('unmanage volume'),
  N_('extend volume'),
  N_('create volume from backend storage'),
  N_('create snapshot'),
  N_('delete snapshot'),
  N_('update snapshot'),
  N_('update snapshot metadata'),
  N_('create backup'),
  N_('delete backup'),
  N_('restore backup'),
  N_('reimage volume'),
] as const

/** message_field.Detail texts (the common ones), translated where shown. */
export const MESSAGE_DETAIL_WORDS = [
  N_('An unknown error occurred.'),
  N_('Driver is not initialized at present.'),
  N_('Could not find any available weighted backend.'),
  N_("Volume's attach mode is invalid."),
  N_('Not enough quota resource for operation.'),
  N_('Compute service failed to extend volume.'),
  N_('Volume Driver failed to extend volume.'),
  N_('Image signature verification failed.'),
  N_('Driver failed to create the volume.'),
  N_('Snapshot failed to create.'),
  N_('Snapshot is busy.'),
  N_('Snapshot failed to delete.'),
  N_('Backup status is invalid.'),
  N_('Backup service is down.'),
  N_('Failed to attach volume.'),
  N_('Failed to detach volume.'),
  N_('Backup failed to schedule. Service not found for creating backup.'),
  N_('Backup driver failed to delete backup.'),
  N_('Backup driver failed to restore backup.'),
  N_('Volume status is invalid.'),
] as const

const known = (words: readonly string[], text: string) => (words.includes(text) ? tr(text) : text)

/** The action and the detail, each in the reader's language where Cinder's text is known. */
export function messageParts(message: Pick<Message, 'user_message'>): { action: string; detail: string } {
  const colon = message.user_message.indexOf(':')
  if (colon < 0) return { action: '', detail: known(MESSAGE_DETAIL_WORDS, message.user_message) }
  return {
    action: known(MESSAGE_ACTION_WORDS, message.user_message.slice(0, colon)),
    detail: known(MESSAGE_DETAIL_WORDS, message.user_message.slice(colon + 1)),
  }
}

/** One line: what failed and why ("create backup: Backup service is down."). */
export function messageLine(message: Pick<Message, 'user_message'>): string {
  const { action, detail } = messageParts(message)
  return action ? tr('{{action}}: {{detail}}', { action, detail }) : detail
}

/** What the console knows of an event that Cinder's words leave out, or null. */
export function messageHint(message: Pick<Message, 'event_id'>): string | null {
  if (message.event_id === VOLUME_UNPLACEABLE_EVENT) {
    return tr(
      "No backend could take the volume: none serves its type's backend name, or (for a shareable type) none can multi-attach, or none is in its availability zone or has the space. Delete it and create it with a type a backend serves.",
    )
  }
  if (message.event_id === BACKUP_SERVICE_MISSING_EVENT) {
    return tr('No backup service was up and enabled in the volume’s availability zone. Ask an operator to start one.')
  }
  return null
}
