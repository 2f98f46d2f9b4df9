// The image the contract files boot from: the smallest active one in Glance (the rig's cirros-like
// `ro-tiny`), so that the smallest flavor's disk takes it.
import type { OpenStackClient } from '../api'

export async function smallestImage(member: OpenStackClient) {
  const glance = member.glance
  if (!glance) throw new Error('launching from an image needs an image service (Glance) in the catalog')
  const images = (await glance.listImages()).filter((image) => image.status === 'active')
  const smallest = images.sort((a, b) => (a.size ?? 0) - (b.size ?? 0))[0]
  if (!smallest) throw new Error('no active image to boot from')
  return smallest
}
