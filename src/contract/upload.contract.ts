// Upload to Image (U1–U16, docs/volume-life-facts.md §2; docs/upload-image.md): the refusals
// Cinder gives before it asks Glance (schema, policy, status), then, with an image service in the
// catalog, the upload itself: the 202 answer, the volume uploading then back, Glance's image
// queued → active with its owner, formats, visibility, protection, size and properties, and the
// refusals that come from Glance (U7, U8). Runs on the demo cloud and a real one.
//
// The Glance scenarios need an image service in the catalog and fail loudly without one (../shared/real-openstack:
// RO_WITH_GLANCE=1); the refusals before Glance run everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Connector, GlanceApi, Image, OpenStackClient } from '../api'
import { refusal } from '../test/refusal'
import { setUpWorld } from './world'

const world = setUpWorld()
const GiB = 1024 ** 3

const connector: Connector = {
  host: 'vc-upload-host',
  initiator: 'iqn.1993-08.org.debian:01:vc-upload-host',
  ip: '127.0.0.1',
  platform: 'x86_64',
  os_type: 'linux2',
  multipath: false,
}

/** Images this file made (as the member), deleted after it (unprotected first). */
const images = new Set<string>()

/** A raw action body: the refusals need bodies the typed API never sends. */
function rawUpload(client: OpenStackClient, volumeId: string, body: Record<string, unknown>, microversion?: string) {
  return client.cinder.volumeAction(volumeId, { 'os-volume_upload_image': body } as never, { microversion })
}

function glanceOf(client: OpenStackClient): GlanceApi {
  if (!client.glance) {
    throw new Error(
      'the upload scenarios need an image service (Glance) in the catalog; with ../shared/real-openstack start it with RO_WITH_GLANCE=1',
    )
  }
  return client.glance
}

async function waitImage(glance: GlanceApi, id: string, done: (image: Image) => boolean, what: string) {
  const deadline = Date.now() + world.target.timeoutMs
  let last = await glance.getImage(id)
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(last)}`)
    await new Promise((resolve) => setTimeout(resolve, world.target.pollMs))
    last = await glance.getImage(id)
  }
  return last
}

/** Walks Glance's pages (limit and marker) until it finds the image. */
async function listed(glance: GlanceApi, id: string): Promise<Image | undefined> {
  let marker: string | undefined
  for (let page = 0; page < 50; page += 1) {
    const result = await glance.listImagePage({ limit: 5, marker })
    const found = result.images.find((image) => image.id === id)
    if (found) return found
    if (!result.nextMarker) return undefined
    marker = result.nextMarker
  }
  return undefined
}

async function uploaded(volumeId: string, label: string) {
  await world.waitVolume(volumeId, (v) => v.status === 'available', `${label} back to available`)
}

afterAll(async () => {
  const glance = world.member?.glance
  if (!glance) return
  for (const id of images) {
    try {
      await glance.updateImage(id, [{ op: 'replace', path: '/protected', value: false }])
      await glance.deleteImage(id)
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error
    }
  }
}, 120_000)

describe('upload to image: refused before Glance is asked', () => {
  it('checks the body against the schema of the microversion (U1)', async () => {
    const volume = await world.volume('up-schema')
    expect(await refusal(rawUpload(world.member, volume.id, { force: false }))).toEqual({
      status: 400,
      message:
        "Invalid input for field/attribute os-volume_upload_image. Value: {'force': False}. 'image_name' is a required property",
    })
    expect(await refusal(rawUpload(world.member, volume.id, { image_name: '' }))).toEqual({
      status: 400,
      message: "Invalid input for field/attribute image_name. Value: . '' is too short",
    })
    expect(await refusal(rawUpload(world.member, volume.id, { image_name: 'x', disk_format: 'iso' }))).toEqual({
      status: 400,
      message:
        "Invalid input for field/attribute disk_format. Value: iso. 'iso' is not one of ['raw', 'vmdk', 'vdi', 'qcow2', 'vhd', 'vhdx', 'ploop']",
    })
    expect(
      await refusal(rawUpload(world.member, volume.id, { image_name: 'x', visibility: 'private' }, '3.0')),
    ).toEqual({
      status: 400,
      message:
        "Invalid input for field/attribute os-volume_upload_image. Value: {'image_name': 'x', 'visibility': 'private'}. Additional properties are not allowed ('visibility' was unexpected)",
    })
    expect((await world.member.cinder.getVolume(volume.id)).status).toBe('available')
  })

  it('refuses a public image to a member (U16) and an unknown volume (404)', async () => {
    const volume = await world.volume('up-public')
    expect(
      await refusal(world.member.cinder.uploadToImage(volume.id, { imageName: 'x', visibility: 'public' })),
    ).toEqual({
      status: 403,
      message: "Policy doesn't allow volume_extension:volume_actions:upload_public to be performed.",
    })
    const nowhere = '00000000-0000-4000-8000-000000000000'
    expect(await refusal(world.member.cinder.uploadToImage(nowhere, { imageName: 'x' }))).toEqual({
      status: 404,
      message: `Volume ${nowhere} could not be found.`,
    })
  })

  it('refuses an in-use volume even with force: enable_force_upload is off by default (U4)', async () => {
    const volume = await world.volume('up-in-use')
    const attachment = await world.member.cinder.createAttachment({ volumeId: volume.id, connector, mode: 'rw' })
    await world.member.cinder.completeAttachment(attachment.id)
    try {
      await world.waitVolume(volume.id, (v) => v.status === 'in-use', 'up-in-use attached')
      for (const force of [false, true]) {
        expect(await refusal(world.member.cinder.uploadToImage(volume.id, { imageName: 'x', force }))).toEqual({
          status: 400,
          message: `Invalid volume: Volume ${volume.id} status must be available`,
        })
      }
      expect((await world.member.cinder.getVolume(volume.id)).status).toBe('in-use')
    } finally {
      await world.member.cinder.deleteAttachment(attachment.id)
      await world.waitVolume(volume.id, (v) => v.status === 'available', 'up-in-use detached')
    }
  })
})

describe('upload to image: with Glance', () => {
  let glance: GlanceApi
  beforeAll(() => {
    glance = glanceOf(world.member)
  })

  it('answers 202 with the image; the volume uploads and comes back; the image is active, raw, private, sized in bytes (U5, U9, U10)', async () => {
    const volume = await world.volume('up-raw')
    const name = world.name('up-raw-image')
    const answer = await world.member.cinder.uploadToImage(volume.id, { imageName: name })
    images.add(answer.image_id)
    expect(answer).toMatchObject({
      id: volume.id,
      status: 'uploading',
      size: 1,
      display_description: null,
      image_name: name,
      disk_format: 'raw',
      container_format: 'bare',
      visibility: 'private',
      protected: false,
    })
    expect(Object.keys(answer.volume_type ?? {}).sort()).toEqual([
      'created_at',
      'deleted',
      'deleted_at',
      'description',
      'extra_specs',
      'id',
      'is_public',
      'name',
      'qos_specs_id',
      'updated_at',
    ])
    expect(['uploading', 'available']).toContain((await world.member.cinder.getVolume(volume.id)).status)
    await uploaded(volume.id, 'up-raw')
    const image = await waitImage(glance, answer.image_id, (i) => i.status === 'active', 'the image to be active')
    expect(image).toMatchObject({
      name,
      owner: world.member.token.project.id,
      disk_format: 'raw',
      container_format: 'bare',
      visibility: 'private',
      protected: false,
      min_disk: 0,
      min_ram: 0,
      size: GiB,
    })
    expect((await listed(glance, answer.image_id))?.name).toBe(name)
  })

  it('below 3.1 sends no visibility: Glance makes the image shared (U10); protected from 3.1 keeps it from deletion', async () => {
    const volume = await world.volume('up-old')
    const old = await world.member.cinder.uploadToImage(
      volume.id,
      { imageName: world.name('up-old-image'), diskFormat: 'qcow2' },
      { microversion: '3.0' },
    )
    images.add(old.image_id)
    expect(old).toMatchObject({ visibility: 'shared', protected: false, disk_format: 'qcow2' })
    await uploaded(volume.id, 'up-old')
    const kept = await world.member.cinder.uploadToImage(volume.id, {
      imageName: world.name('up-protected-image'),
      visibility: 'community',
      protected: true,
    })
    images.add(kept.image_id)
    expect(kept).toMatchObject({ visibility: 'community', protected: true })
    await uploaded(volume.id, 'up-protected')
    await waitImage(glance, kept.image_id, (i) => i.status === 'active', 'the protected image to be active')
    expect(await refusal(glance.deleteImage(kept.image_id))).toEqual({
      status: 403,
      message: `Image ${kept.image_id} is protected and cannot be deleted.`,
    })
  })

  it("refuses a container format Glance does not list (U7) with Glance's words, the volume back to available", async () => {
    const volume = await world.volume('up-xyz')
    const refused = await refusal(
      world.member.cinder.uploadToImage(volume.id, { imageName: world.name('up-xyz'), containerFormat: 'xyz' }),
    )
    expect(refused.status).toBe(400)
    expect(refused.message).toBe(
      [
        "Unable to set 'container_format' to 'xyz'. Reason: 'xyz' is not one of [None, 'ami', 'ari', 'aki', 'bare', 'ovf', 'ova', 'docker', 'compressed']",
        '',
        "Failed validating 'enum' in schema['properties']['container_format']:",
        "    {'description': 'Format of the container',",
        "     'enum': [None,",
        "              'ami',",
        "              'ari',",
        "              'aki',",
        "              'bare',",
        "              'ovf',",
        "              'ova',",
        "              'docker',",
        "              'compressed'],",
        "     'type': ['null', 'string']}",
        '',
        "On instance['container_format']:",
        "    'xyz'",
      ].join('\n'),
    )
    expect((await world.member.cinder.getVolume(volume.id)).status).toBe('available')
  })

  it('refuses compressed after Glance made the image, which stays queued (U8)', async () => {
    const volume = await world.volume('up-compressed')
    const name = world.name('up-compressed-image')
    expect(
      await refusal(world.member.cinder.uploadToImage(volume.id, { imageName: name, containerFormat: 'compressed' })),
    ).toEqual({ status: 400, message: 'Image compression upload disallowed, but container_format is compressed' })
    expect((await world.member.cinder.getVolume(volume.id)).status).toBe('available')
    const left = (await glance.listImages({ limit: 1000 })).filter((image) => image.name === name)
    expect(left.map((image) => [image.status, image.container_format])).toEqual([['queued', 'compressed']])
    for (const image of left) images.add(image.id)
  })

  it("copies the source image's properties but not Glance's core ones; signature_verified too at 21.3 (U11, U14)", async () => {
    const source = (await glance.listImages({ limit: 1000 })).find(
      (image) => image.status === 'active' && image.visibility === 'public' && image.min_disk <= 1,
    )
    if (!source) throw new Error('the properties scenario needs a public active image of at most 1 GiB')
    const volume = await world.member.cinder.createVolume({ size: 1, imageRef: source.id, name: world.name('up-from') })
    world.track(volume.id)
    await world.waitVolume(volume.id, (v) => v.status === 'available', 'the volume from the image')
    const answer = await world.member.cinder.uploadToImage(volume.id, { imageName: world.name('up-copy') })
    images.add(answer.image_id)
    await uploaded(volume.id, 'up-from')
    const image = (await waitImage(
      glance,
      answer.image_id,
      (i) => i.status === 'active',
      'the copy',
    )) as unknown as Record<string, unknown>
    expect(image.signature_verified).toBe('False')
    for (const core of ['image_id', 'image_name', 'img_signature']) expect(image).not.toHaveProperty(core)
    expect(image.name).toBe(world.name('up-copy'))
  })
})
