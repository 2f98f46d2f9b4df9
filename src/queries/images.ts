// Glance's images (docs/upload-image.md): a page of the list as Glance pages it (limit and the
// marker it starts after), and one image. Both poll while an upload is queued or saving.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Image, ImagePage, OpenStackClient } from '../api'
import { serviceMissing } from '../api'
import { IMAGE_STATUS_TRANSITIONAL } from '../rules/upload-rules'
import { keys } from './keys'
import { transitionalRefetch } from './polling'

const moving = (image: Image) => IMAGE_STATUS_TRANSITIONAL.includes(image.status)

function glanceOf(client: OpenStackClient) {
  if (!client.glance) throw serviceMissing('image')
  return client.glance
}

export function imagePageOptions(client: OpenStackClient, limit: number, marker: string | null) {
  return queryOptions({
    queryKey: keys.imagePage(limit, marker),
    queryFn: () => glanceOf(client).listImagePage({ limit, marker: marker ?? undefined }),
    placeholderData: keepPreviousData,
    refetchInterval: transitionalRefetch((page: ImagePage) => page.images, moving),
  })
}

export function imageOptions(client: OpenStackClient, id: string) {
  return queryOptions({
    queryKey: keys.image(id),
    queryFn: () => glanceOf(client).getImage(id),
    refetchInterval: transitionalRefetch((image: Image) => [image], moving),
  })
}
