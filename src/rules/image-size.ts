// The smallest volume an image fits in: its min_disk and room for its bytes, in whole GiB. Cinder
// refuses less when it makes a volume from the image (C:cinder/volume/volume_utils.py
// #check_image_metadata); Nova's API checks min_disk only, so a launch onto a too small volume
// fails at build (docs/volume-life-facts.md L9, L10).
import type { Image } from '../api/types'

const GIB = 1024 ** 3

export function imageMinimum(image: Pick<Image, 'min_disk' | 'size'>): number {
  return Math.max(1, image.min_disk ?? 0, Math.ceil((image.size ?? 0) / GIB))
}
