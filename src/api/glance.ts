// Glance v2: the images volumes can be created from, and those uploaded from volumes.
import type { ServiceClient } from './service-client'
import type { Image, ImageListBody } from './types'

export interface ImagePage {
  images: Image[]
  /** The marker of the next page (from Glance's `next` link), or null on the last one. */
  nextMarker: string | null
}

/** Glance's `next` is `/v2/images?…&marker=<id>`: the marker is the page's last image. */
function markerOf(next: string | undefined): string | null {
  if (!next) return null
  return new URL(next, 'http://glance.invalid').searchParams.get('marker')
}

export class GlanceApi {
  constructor(private readonly http: ServiceClient) {}

  async listImages(params: { limit?: number; marker?: string } = {}): Promise<Image[]> {
    const body = await this.http.json<ImageListBody>({ path: 'v2/images', query: params })
    return body.images
  }

  /** One page, newest first (Glance's default sort); `next` only when the page came back full. */
  async listImagePage(params: { limit: number; marker?: string }): Promise<ImagePage> {
    const body = await this.http.json<ImageListBody>({
      path: 'v2/images',
      query: { limit: params.limit, marker: params.marker },
    })
    return { images: body.images, nextMarker: markerOf(body.next) }
  }

  getImage(id: string): Promise<Image> {
    return this.http.json<Image>({ path: `v2/images/${id}` })
  }

  /** A JSON patch (RFC 6902) of the image's fields, e.g. protected or name. */
  updateImage(
    id: string,
    ops: Array<{ op: 'add' | 'replace' | 'remove'; path: string; value?: unknown }>,
  ): Promise<Image> {
    return this.http.json<Image>({
      method: 'PATCH',
      path: `v2/images/${id}`,
      body: ops,
      headers: { 'Content-Type': 'application/openstack-images-v2.1-json-patch' },
    })
  }

  /** 204; a protected image is refused (403). */
  async deleteImage(id: string): Promise<void> {
    await this.http.request({ method: 'DELETE', path: `v2/images/${id}` })
  }
}
