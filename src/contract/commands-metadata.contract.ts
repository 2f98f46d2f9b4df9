// The "Equivalent command" of Edit Metadata on a real cloud, for a volume (its replace conditional
// from 3.15) and a snapshot: the command as shown run through `sh -c` with the real CLIs, beside the
// dialog's own request through the API module, on twins; both must end with the same metadata. On
// the demo cloud the same run in src/features/volumes/commands-cli-metadata.test.ts.
import { describe, expect, it } from 'vitest'
import { snapshotMetadataStore, volumeMetadataStore } from '../queries/metadata'
import { metadataCommand } from '../rules/commands/metadata-commands'
import { runShown } from './cli-shell'
import { targetKind } from './target'
import { setUpWorld } from './world'

const world = setUpWorld()
const BEFORE = { owner: 'ops', stale: 'yes', tier: 'gold' }
const AFTER = { owner: 'ops', tier: 'silver', site: "b's rack" }

describe.runIf(targetKind() === 'cloud')(
  'the command of Edit Metadata does what the dialog does on a real cloud',
  () => {
    it('a volume: openstack volume set/unset leaves the set the conditional replace leaves', async () => {
      const twins = await Promise.all([world.volume('cmd-meta-a'), world.volume('cmd-meta-b')])
      const [cliStore, dialogStore] = twins.map((volume) => volumeMetadataStore(world.member, volume.id))
      for (const store of [cliStore!, dialogStore!]) await store.replace(BEFORE, null)
      await runShown(
        metadataCommand('volume', twins[0].id, (await cliStore!.read()).metadata, AFTER),
        world.target.member,
      )
      const read = await dialogStore!.read()
      await dialogStore!.replace(AFTER, read.etag)
      expect((await cliStore!.read()).metadata).toEqual(AFTER)
      expect((await dialogStore!.read()).metadata).toEqual(AFTER)
    })

    it('a snapshot: openstack volume snapshot set/unset leaves the set the replace leaves', async () => {
      const volume = await world.volume('cmd-meta-snapshots')
      const made = []
      for (const label of ['a', 'b']) {
        const snapshot = await world.member.cinder.createSnapshot({
          volumeId: volume.id,
          name: world.name(`cmd-meta-${label}`),
          metadata: BEFORE,
        })
        await world.waitSnapshot(snapshot.id, (one) => one?.status === 'available', 'the snapshot')
        made.push(snapshot)
      }
      const [cliStore, dialogStore] = made.map((snapshot) => snapshotMetadataStore(world.member, snapshot.id))
      await runShown(
        metadataCommand('snapshot', made[0]!.id, (await cliStore!.read()).metadata, AFTER),
        world.target.member,
      )
      await dialogStore!.replace(AFTER, null)
      expect((await cliStore!.read()).metadata).toEqual(AFTER)
      expect((await dialogStore!.read()).metadata).toEqual(AFTER)
    })
  },
)
