// Upload to Image on the demo cloud beyond what the contract suite shows on a real Zed cloud: the clock of
// the upload (queued → saving → active, the volume uploading then back), force with
// enable_force_upload on, an encrypted volume, properties copied from the source image (U11),
// and Glance's paging and visibility.
import { describe, expect, it } from 'vitest'
import { ManualClock, setUpDemoCloud } from '../test/demo-cloud'
import { volumeNamed } from '../test/lookups'
import { refusal } from '../test/refusal'

const clock = new ManualClock()
const demo = setUpDemoCloud({ clock, settings: { transitionMs: 1000 } })

describe('os-volume_upload_image', () => {
  it('answers 202 with the image; the image goes queued → saving → active and the volume uploading → available', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const answer = await client.cinder.uploadToImage(scratch.id, { imageName: 'scratch-img', diskFormat: 'raw' })
    expect(answer).toMatchObject({
      id: scratch.id,
      status: 'uploading',
      size: 10,
      image_name: 'scratch-img',
      disk_format: 'raw',
      container_format: 'bare',
      visibility: 'private',
      protected: false,
      volume_type: { name: 'lvmdriver-1', deleted: false },
    })
    const glance = client.glance!
    expect(await glance.getImage(answer.image_id)).toMatchObject({
      status: 'queued',
      size: null,
      owner: client.token.project.id,
      min_disk: 0,
    })
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('uploading')
    // Metadata is frozen meanwhile (U6, E8).
    expect(await refusal(client.cinder.replaceVolumeMetadata(scratch.id, { a: 'b' }))).toEqual({
      status: 400,
      message: 'Invalid volume: Updating volume metadata is not allowed for volumes in uploading status.',
    })
    clock.advance(500)
    expect((await glance.getImage(answer.image_id)).status).toBe('saving')
    clock.advance(500)
    expect(await glance.getImage(answer.image_id)).toMatchObject({ status: 'active', size: 10 * 1024 ** 3 })
    expect((await client.cinder.getVolume(scratch.id)).status).toBe('available')
    const listed = await glance.listImagePage({ limit: 25 })
    expect(listed.images[0]).toMatchObject({ id: answer.image_id, name: 'scratch-img' })
  })

  it('ignores force while enable_force_upload is off; with it on, an in-use volume uploads and goes back to in-use', async () => {
    const client = await demo.signIn('member')
    const pg = await volumeNamed(client, 'pg-shared-data')
    expect(await refusal(client.cinder.uploadToImage(pg.id, { imageName: 'pg', force: true }))).toEqual({
      status: 400,
      message: `Invalid volume: Volume ${pg.id} status must be available`,
    })
    demo.cloud.settings.forceUpload = true
    await client.cinder.uploadToImage(pg.id, { imageName: 'pg', force: true })
    expect((await client.cinder.getVolume(pg.id)).status).toBe('uploading')
    clock.advance(1000)
    expect((await client.cinder.getVolume(pg.id)).status).toBe('in-use')
    expect(await refusal(client.cinder.uploadToImage(pg.id, { imageName: 'pg' }))).toEqual({
      status: 400,
      message: `Invalid volume: Volume ${pg.id} status must be available`,
    })
  })

  it('refuses an encrypted volume in another format than raw and bare, before its status', async () => {
    const client = await demo.signIn('member')
    const secrets = await volumeNamed(client, 'secrets')
    expect(await refusal(client.cinder.uploadToImage(secrets.id, { imageName: 's', diskFormat: 'qcow2' }))).toEqual({
      status: 400,
      message:
        "An encrypted volume uploaded as an image must use 'raw' disk_format and 'bare' container_format, which are the defaults for these options.",
    })
    const answer = await client.cinder.uploadToImage(secrets.id, { imageName: 's' })
    const image = (await client.glance!.getImage(answer.image_id)) as unknown as Record<string, unknown>
    expect(image.cinder_encryption_key_deletion_policy).toBe('on_image_deletion')
  })

  it('copies the source image properties but not the core ones (U11), signature_verified included (U14)', async () => {
    const client = await demo.signIn('member')
    const cirros = demo.cloud.state.images[0]!
    cirros.properties = { hw_disk_bus: 'scsi', os_glance_importing_to_stores: 'x', img_signature: 'sig' }
    const volume = await client.cinder.createVolume({ size: 1, imageRef: cirros.id, name: 'from-cirros' })
    clock.advance(2000)
    const record = demo.cloud.volume(volume.id)!
    record.image_id = cirros.id
    const answer = await client.cinder.uploadToImage(volume.id, { imageName: 'copy' })
    const image = (await client.glance!.getImage(answer.image_id)) as unknown as Record<string, unknown>
    expect(image.hw_disk_bus).toBe('scsi')
    expect(image.signature_verified).toBe('False')
    for (const key of ['image_id', 'image_name', 'os_glance_importing_to_stores', 'img_signature']) {
      expect(image).not.toHaveProperty(key)
    }
  })

  it('a public image needs an admin (U16); below 3.1 visibility is refused by the schema and Glance makes it shared', async () => {
    const member = await demo.signIn('member')
    const scratch = await volumeNamed(member, 'scratch-01')
    expect(await refusal(member.cinder.uploadToImage(scratch.id, { imageName: 'p', visibility: 'public' }))).toEqual({
      status: 403,
      message: "Policy doesn't allow volume_extension:volume_actions:upload_public to be performed.",
    })
    expect(
      await refusal(
        member.cinder.volumeAction(
          scratch.id,
          { 'os-volume_upload_image': { image_name: 'p', visibility: 'private' } } as never,
          { microversion: '3.0' },
        ),
      ),
    ).toEqual({
      status: 400,
      message:
        "Invalid input for field/attribute os-volume_upload_image. Value: {'image_name': 'p', 'visibility': 'private'}. Additional properties are not allowed ('visibility' was unexpected)",
    })
    const old = await member.cinder.uploadToImage(scratch.id, { imageName: 'old' }, { microversion: '3.0' })
    expect(old.visibility).toBe('shared')
    const admin = await demo.signIn('admin')
    // Another project's shared image is listed for an admin, never for a member of a third project.
    expect((await admin.glance!.listImages()).map((image) => image.id)).toContain(old.image_id)
  })

  it('pages Glance lists newest first with limit and marker, next only on a full page', async () => {
    const client = await demo.signIn('member')
    const first = await client.glance!.listImagePage({ limit: 1 })
    expect(first.images).toHaveLength(1)
    expect(first.nextMarker).toBe(first.images[0]!.id)
    const second = await client.glance!.listImagePage({ limit: 1, marker: first.nextMarker! })
    expect(second.images[0]!.created_at <= first.images[0]!.created_at).toBe(true)
    const rest = await client.glance!.listImagePage({ limit: 25, marker: second.images[0]!.id })
    expect(rest).toEqual({ images: [], nextMarker: null })
  })

  it('deletes an image (204), refusing a protected one (403)', async () => {
    const client = await demo.signIn('member')
    const scratch = await volumeNamed(client, 'scratch-01')
    const answer = await client.cinder.uploadToImage(scratch.id, { imageName: 'keep', protected: true })
    clock.advance(1000)
    expect(await refusal(client.glance!.deleteImage(answer.image_id))).toEqual({
      status: 403,
      message: `Image ${answer.image_id} is protected and cannot be deleted.`,
    })
    await client.glance!.updateImage(answer.image_id, [{ op: 'replace', path: '/protected', value: false }])
    await client.glance!.deleteImage(answer.image_id)
    expect(await refusal(client.glance!.getImage(answer.image_id))).toMatchObject({ status: 404 })
  })
})
