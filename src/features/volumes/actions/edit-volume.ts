// Edit Volume's write: the name and description (PUT /volumes/{id}) when they changed, then the
// bootable flag (os-set_bootable) when it changed; nothing when nothing did (from 3.53 Cinder
// refuses an update with no field, and an unchanged form has nothing to say).
import type { DescribedRequest, OpenStackClient, Volume } from '../../../api'

export interface EditVolumeValues {
  name: string
  description: string
  bootable: boolean
}

export interface EditVolumeChange {
  fields?: { name?: string | null; description?: string | null }
  bootable?: boolean
}

export function editValuesOf(volume: Pick<Volume, 'name' | 'description' | 'bootable'>): EditVolumeValues {
  return { name: volume.name ?? '', description: volume.description ?? '', bootable: volume.bootable === 'true' }
}

/** What to send to turn `before` into `after`, or null for nothing. */
export function editChange(before: EditVolumeValues, after: EditVolumeValues): EditVolumeChange | null {
  const name = after.name.trim()
  const description = after.description.trim()
  const fields: NonNullable<EditVolumeChange['fields']> = {}
  if (name !== before.name.trim()) fields.name = name
  if (description !== before.description.trim()) fields.description = description
  const change: EditVolumeChange = {}
  if (Object.keys(fields).length > 0) change.fields = fields
  if (after.bootable !== before.bootable) change.bootable = after.bootable
  return Object.keys(change).length > 0 ? change : null
}

/** `fieldsSaved` is told when the first of the two writes is made (the second may yet be refused). */
export async function sendEdit(
  client: OpenStackClient,
  volumeId: string,
  change: EditVolumeChange,
  fieldsSaved: () => void = () => {},
): Promise<void> {
  if (change.fields) {
    await client.cinder.updateVolume(volumeId, change.fields)
    fieldsSaved()
  }
  if (change.bootable !== undefined) await client.cinder.setBootable(volumeId, change.bootable)
}

/** sendEdit's requests, for "Equivalent command": each described on its own, as the second is sent after the first's answer. */
export function describeEdit(client: OpenStackClient, volumeId: string, change: EditVolumeChange): DescribedRequest[] {
  const { fields, bootable } = change
  return [
    ...(fields ? client.cinder.describe((cinder) => cinder.updateVolume(volumeId, fields)) : []),
    ...(bootable === undefined ? [] : client.cinder.describe((cinder) => cinder.setBootable(volumeId, bootable))),
  ]
}
