// Glance v2: the images volumes can be created from.
import type { ServiceClient } from './service-client'
import type { Image, ImageListBody } from './types'

export class GlanceApi {
  constructor(private readonly http: ServiceClient) {}

  async listImages(params: { limit?: number; marker?: string } = {}): Promise<Image[]> {
    const body = await this.http.json<ImageListBody>({ path: 'v2/images', query: params })
    return body.images
  }

  getImage(id: string): Promise<Image> {
    return this.http.json<Image>({ path: `v2/images/${id}` })
  }
}
