// The command of Edit Metadata, run: for a volume and for a snapshot, built as the dialog builds it
// from the metadata it read and the rows as edited, and run in a shell with the real CLIs against
// the demo cloud over HTTP, beside the dialog's own request (described, sent as shown) on a twin;
// both twins must end with the same metadata.
import { describe, expect, it } from 'vitest'
import { volumeMetadataStore, snapshotMetadataStore } from '../../queries/metadata'
import { metadataCommand } from '../../rules/commands/metadata-commands'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'

const TIMEOUT = 180_000
const cloud = setUpCliDemoCloud()
const { shell, send, until } = cloud

const state = () => cloud.running.cloud.state
const BEFORE = { owner: 'ops', stale: 'yes', tier: 'gold' }
const AFTER = { owner: 'ops', tier: 'silver', site: "b's rack" }

describe('the command of Edit Metadata does what the dialog does', () => {
  it(
    'a volume: keys set and unset by openstack volume set/unset, the same set as the conditional replace',
    async () => {
      const made = await Promise.all(
        ['meta-cli', 'meta-dialog'].map((name) =>
          cloud.client.cinder.createVolume({ size: 1, name, metadata: BEFORE }),
        ),
      )
      const [byCli, byDialog] = made.map((volume) => volume.id) as [string, string]
      await until(
        () =>
          state().volumes.filter((volume) => [byCli, byDialog].includes(volume.id) && volume.status === 'available')
            .length === 2,
        'the twins',
      )
      const cliStore = volumeMetadataStore(cloud.client, byCli)
      const dialogStore = volumeMetadataStore(cloud.client, byDialog)
      await shell(metadataCommand('volume', byCli, (await cliStore.read()).metadata, AFTER))
      const read = await dialogStore.read()
      await send(dialogStore.describeReplace(AFTER, read.etag))
      expect((await cliStore.read()).metadata).toEqual(AFTER)
      expect((await dialogStore.read()).metadata).toEqual(AFTER)
    },
    TIMEOUT,
  )

  it(
    'a snapshot: openstack volume snapshot set/unset, the same set as the replace',
    async () => {
      const volume = await cloud.client.cinder.createVolume({ size: 1, name: 'meta-snapshots' })
      await until(() => state().volumes.some((one) => one.id === volume.id && one.status === 'available'), 'the volume')
      const made = []
      for (const name of ['snap-meta-cli', 'snap-meta-dialog']) {
        made.push(await cloud.client.cinder.createSnapshot({ volumeId: volume.id, name, metadata: BEFORE }))
      }
      const [byCli, byDialog] = made.map((snapshot) => snapshot.id) as [string, string]
      await until(
        () =>
          (state().snapshots ?? []).filter((one) => [byCli, byDialog].includes(one.id) && one.status === 'available')
            .length === 2,
        'the snapshots',
      )
      const cliStore = snapshotMetadataStore(cloud.client, byCli)
      const dialogStore = snapshotMetadataStore(cloud.client, byDialog)
      await shell(metadataCommand('snapshot', byCli, (await cliStore.read()).metadata, AFTER))
      await send(dialogStore.describeReplace(AFTER, null))
      expect((await cliStore.read()).metadata).toEqual(AFTER)
      expect((await dialogStore.read()).metadata).toEqual(AFTER)
    },
    TIMEOUT,
  )
})
