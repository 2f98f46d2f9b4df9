// What Launch Instance starts on, chosen so that typing a name is enough: a boot source the
// project has, its first volume or image, and a flavor that can hold that image. Nova refuses a
// flavor whose disk or RAM is below the image's min_disk/min_ram (FlavorDiskSmallerThanMinDisk,
// FlavorMemoryTooSmall: N:nova/compute/api.py _validate_flavor_image_nostatus), so the flavor
// follows the image until the user picks one.
import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import type { Flavor, Image, Volume } from '../../../api'
import { imageMinimum } from '../../../rules/image-size'
import type { BootSource, LaunchValues } from './launch-form'
import { flavorFitsImage } from './launch-guards'

/** The smallest flavor (disk, then RAM, then vCPUs) that can hold the image; the first one without an image. */
export function flavorFor(flavors: readonly Flavor[], image: Image | undefined): Flavor | undefined {
  if (!image) return flavors[0]
  const fitting = flavors.filter((flavor) => flavorFitsImage(flavor, image) === undefined)
  // A disk of 0 is "the image's size", which fits any image: after the ones with a disk of their own.
  const disk = (flavor: Flavor) => (flavor.disk === 0 ? Number.MAX_SAFE_INTEGER : flavor.disk)
  return [...fitting].sort((a, b) => disk(a) - disk(b) || a.ram - b.ram || a.vcpus - b.vcpus)[0] ?? flavors[0]
}

export interface LaunchDefaults {
  source: BootSource
  volumeId: string
  imageId: string
  flavorId: string
  volumeSize: string
}

/**
 * The form's first values: the volume it was opened for, else the first bootable volume; with
 * none, the first image (when Glance is there); the flavor for that source.
 */
export function launchDefaults(options: {
  flavors: readonly Flavor[]
  /** The bootable volumes, in the order offered. */
  volumes: readonly Volume[]
  images: readonly Image[] | null
  preselectedId?: string
}): LaunchDefaults {
  const image = options.images?.[0]
  const source: BootSource = options.preselectedId || options.volumes.length > 0 || !image ? 'volume' : 'image'
  return {
    source,
    volumeId: options.preselectedId ?? options.volumes[0]?.id ?? '',
    imageId: image?.id ?? '',
    flavorId: flavorFor(options.flavors, source === 'image' ? image : undefined)?.id ?? '',
    volumeSize: image ? String(imageMinimum(image)) : '',
  }
}

/**
 * Keeps the untouched fields fitting while the user changes the boot source or the image: the
 * flavor moves to the smallest that holds the image (booting on the flavor's disk), and the new
 * volume's size to the image's minimum. A field the user has set stays as set; its check says
 * what does not fit.
 */
export function useFittingDefaults(
  form: UseFormReturn<LaunchValues>,
  flavors: readonly Flavor[],
  images: readonly Image[] | null,
): void {
  const [source, imageId] = useWatch({ control: form.control, name: ['source', 'imageId'] })
  const { getFieldState, getValues, setValue } = form
  useEffect(() => {
    const image = images?.find((candidate) => candidate.id === imageId)
    if (!getFieldState('flavorId').isDirty) {
      const flavor = flavorFor(flavors, source === 'image' ? image : undefined)
      if (flavor && flavor.id !== getValues('flavorId')) setValue('flavorId', flavor.id)
    }
    if (image && !getFieldState('volumeSize').isDirty) {
      const size = String(imageMinimum(image))
      if (size !== getValues('volumeSize')) setValue('volumeSize', size)
    }
  }, [source, imageId, flavors, images, getFieldState, getValues, setValue])
}
