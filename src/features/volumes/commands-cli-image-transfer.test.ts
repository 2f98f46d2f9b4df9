// The commands of Upload to Image and Accept Transfer, run: each built as its dialog builds it and
// run in a shell with the real CLIs against the demo cloud over HTTP, beside the dialog's own
// request (described, sent as shown) on a twin; the two must end alike. Accept Transfer's command
// reads the key from the environment and its request shows a placeholder: the key is filled in
// here as the user would, never shown.
import { describe, expect, it } from 'vitest'
import type { DescribedRequest } from '../../api'
import {
  acceptTransferCommand,
  TRANSFER_KEY_PLACEHOLDER,
  TRANSFER_KEY_VARIABLE,
} from '../../rules/commands/resource-commands'
import { uploadImageCommand } from '../../rules/commands/volume-commands'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { shell, send, until } = cloud

const state = () => cloud.running.cloud.state
const volume = (id: string) => state().volumes.find((candidate) => candidate.id === id)!

async function twins(names: [string, string]): Promise<[string, string]> {
  const made = await Promise.all(names.map((name) => cloud.client.cinder.createVolume({ size: 1, name })))
  await until(() => made.every((created) => volume(created.id).status === 'available'), 'the twins')
  return made.map((created) => created.id) as [string, string]
}

/** The requests as the user sends them: the key typed in where the placeholder stands. */
function withKey(requests: DescribedRequest[], key: string): DescribedRequest[] {
  return requests.map((request) => ({
    ...request,
    body: JSON.parse(JSON.stringify(request.body).replace(TRANSFER_KEY_PLACEHOLDER, key)) as unknown,
  }))
}

describe('the commands of Upload to Image and Accept Transfer do what the dialogs do', () => {
  it(
    'Upload to Image (openstack image create --volume at 3.1): the same image from each twin',
    async () => {
      const [byCli, byDialog] = await twins(['upload-cli', 'upload-dialog'])
      const upload = {
        imageName: 'twin image',
        diskFormat: 'qcow2' as const,
        containerFormat: 'bare',
        visibility: 'shared' as const,
        protected: true,
      }
      await shell(uploadImageCommand(byCli, upload))
      await send(cloud.client.cinder.describe((cinder) => cinder.uploadToImage(byDialog, upload)))
      const images = () => state().images.filter((image) => image.name === 'twin image')
      await until(
        () => images().length === 2 && [byCli, byDialog].every((id) => volume(id).status === 'available'),
        'the images',
      )
      const made = images().map(({ disk_format, container_format, visibility, protected: kept }) => ({
        disk_format,
        container_format,
        visibility,
        protected: kept,
      }))
      expect(made).toEqual([
        { disk_format: 'qcow2', container_format: 'bare', visibility: 'shared', protected: true },
        { disk_format: 'qcow2', container_format: 'bare', visibility: 'shared', protected: true },
      ])
    },
    TIMEOUT,
  )

  it(
    'Accept Transfer (the key from the environment): both volumes come into the accepting project',
    async () => {
      const [byCli, byDialog] = await twins(['given-cli', 'given-dialog'])
      const [cliTransfer, dialogTransfer] = await Promise.all(
        [byCli, byDialog].map((volumeId) =>
          cloud.client.cinder.createTransfer({ volumeId, name: 'to admin', noSnapshots: false }),
        ),
      )
      const command = acceptTransferCommand(cliTransfer!.id)
      expect(command).not.toContain(cliTransfer!.auth_key)
      await cloud.admin.shell(command, { [TRANSFER_KEY_VARIABLE]: cliTransfer!.auth_key })
      const described = cloud.admin.client.cinder.describe((cinder) =>
        cinder.acceptTransfer(dialogTransfer!.id, TRANSFER_KEY_PLACEHOLDER),
      )
      expect(JSON.stringify(described)).not.toContain(dialogTransfer!.auth_key)
      await cloud.admin.send(withKey(described, dialogTransfer!.auth_key))
      const adminProject = cloud.admin.client.token.project.id
      await until(
        () =>
          [byCli, byDialog].every((id) => volume(id).status === 'available' && volume(id).project_id === adminProject),
        'the accepted volumes',
      )
      expect(state().transfers ?? []).toEqual([])
    },
    TIMEOUT,
  )
})
