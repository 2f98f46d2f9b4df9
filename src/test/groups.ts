// Test helper: a group type (an admin's) and an available group of the demo project.
import type { OpenStackClient, VolumeGroup } from '../api'
import { waitFor } from './demo-cloud'

export async function groupTypeOf(admin: OpenStackClient, name = 'consistent'): Promise<string> {
  const existing = (await admin.cinder.listGroupTypes()).find((type) => type.name === name)
  return existing?.id ?? (await admin.cinder.createGroupType({ name })).id
}

export async function availableGroup(
  member: OpenStackClient,
  admin: OpenStackClient,
  options: { name?: string; volumes?: string[] } = {},
): Promise<VolumeGroup> {
  const types = await member.cinder.listVolumeTypes()
  const lvm = types.find((type) => type.name === 'lvmdriver-1')!.id
  const made = await member.cinder.createGroup({
    groupType: await groupTypeOf(admin),
    volumeTypes: [lvm],
    name: options.name ?? 'app-group',
  })
  const settled = () =>
    waitFor(async () => {
      const group = await member.cinder.getGroup(made.id, { listVolumes: true })
      return group.status === 'available' ? group : undefined
    })
  await settled()
  if (options.volumes?.length) {
    await member.cinder.updateGroup(made.id, { addVolumes: options.volumes })
    return settled()
  }
  return settled()
}
