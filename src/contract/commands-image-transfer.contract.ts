// The "Equivalent command" of Upload to Image and Accept Transfer on a real cloud: the command as
// shown, run through `sh -c` with the real CLIs, beside the dialog's own call through the API
// module; both must leave alike resources. Accept Transfer's command reads the key from the
// environment, as the user sets it. On the demo cloud the same commands run in
// src/features/volumes/commands-cli-image-transfer.test.ts.
import { afterAll, describe, expect, it } from 'vitest'
import type { Image, Volume } from '../api'
import { acceptTransferCommand, TRANSFER_KEY_VARIABLE } from '../rules/commands/resource-commands'
import { uploadImageCommand } from '../rules/commands/volume-commands'
import { runShown } from './cli-shell'
import { targetKind } from './target'
import { setUpWorld } from './world'

const world = setUpWorld()
const available = (volume: Volume) => volume.status === 'available'

/** Images made here, deleted after the file; volumes the administrator took, deleted by it. */
const images: string[] = []
const accepted: string[] = []

afterAll(async () => {
  const glance = world.member?.glance
  for (const id of images) await glance?.deleteImage(id).catch(() => undefined)
  for (const id of accepted) await world.admin?.cinder.deleteVolume(id).catch(() => undefined)
})

describe.runIf(targetKind() === 'cloud')('the equivalent commands do what the dialogs do on a real cloud', () => {
  it('Upload to Image (openstack image create --volume at 3.1): the same image from each volume', async () => {
    const glance = world.member.glance
    if (!glance) throw new Error('Upload to Image needs an image service (Glance) in the catalog')
    const [byCli, byDialog] = await Promise.all([world.volume('cmd-upload-a'), world.volume('cmd-upload-b')])
    const upload = {
      imageName: world.name("cmd's image"),
      diskFormat: 'qcow2' as const,
      containerFormat: 'bare',
      visibility: 'shared' as const,
      protected: false,
    }
    await runShown(uploadImageCommand(byCli.id, upload), world.target.member)
    const made = await world.member.cinder.uploadToImage(byDialog.id, upload)
    images.push(made.image_id)
    await Promise.all([byCli, byDialog].map((volume) => world.waitVolume(volume.id, available, 'the uploads')))
    const named = (await glance.listImagePage({ limit: 100 })).images.filter((image) => image.name === upload.imageName)
    images.push(...named.map((image) => image.id).filter((id) => !images.includes(id)))
    const pick = ({ disk_format, container_format, visibility, protected: kept, status }: Image) => ({
      disk_format,
      container_format,
      visibility,
      protected: kept,
      status,
    })
    expect(named.map(pick)).toEqual([
      { disk_format: 'qcow2', container_format: 'bare', visibility: 'shared', protected: false, status: 'active' },
      { disk_format: 'qcow2', container_format: 'bare', visibility: 'shared', protected: false, status: 'active' },
    ])
  })

  it('Accept Transfer (the key from the environment): both volumes come into the accepting project', async () => {
    const admin = world.admin
    const credentials = world.target.admin
    if (!admin || !credentials) throw new Error('Accept Transfer needs CONTRACT_ADMIN_* (a second project)')
    const [byCli, byDialog] = await Promise.all([world.volume('cmd-given-a'), world.volume('cmd-given-b')])
    const [cliTransfer, dialogTransfer] = await Promise.all(
      [byCli, byDialog].map((volume) => world.member.cinder.createTransfer({ volumeId: volume.id })),
    )
    const command = acceptTransferCommand(cliTransfer!.id)
    expect(command).not.toContain(cliTransfer!.auth_key)
    await runShown(command, credentials, { [TRANSFER_KEY_VARIABLE]: cliTransfer!.auth_key })
    await admin.cinder.acceptTransfer(dialogTransfer!.id, dialogTransfer!.auth_key)
    accepted.push(byCli.id, byDialog.id)
    const project = ({ status, 'os-vol-tenant-attr:tenant_id': owner }: Volume) => ({ status, owner })
    const now = await Promise.all([byCli, byDialog].map((volume) => admin.cinder.getVolume(volume.id)))
    expect(now.map(project)).toEqual([
      { status: 'available', owner: admin.token.project.id },
      { status: 'available', owner: admin.token.project.id },
    ])
  })
})
