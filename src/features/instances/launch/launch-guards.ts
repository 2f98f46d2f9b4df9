// What Launch Instance checks before sending, and how it explains what the cloud refused.
// The rules are Nova's (R3, R6, R7 in docs/rules.md) and the Rocky spec extension ("Product rules beyond upstream" there).
import type { FeatureCheck, FeatureName, Flavor, Image, Volume } from '../../../api'
import { isOpenStackError } from '../../../api'
import { featureReason } from '../../../components/error-text'
import { N_ } from '../../../i18n/marker'
import { tr } from '../../../i18n/tr'
import { mayShareAcrossServers, OLD_COMPUTE_MULTIATTACH_BOOT, SEVERAL_FROM_ONE_VOLUME } from '../../../rules/nova-rules'
import type { Guard } from '../../../rules/guards'
import { canBootFrom } from '../../../rules/boot-guards'

/** R7 for a volume that is not shareable, whatever the cloud, with Nova's words. */
export function severalNotShareable(): string {
  return tr('Several instances cannot share a volume that is not shareable (Nova: {{message}})', {
    message: SEVERAL_FROM_ONE_VOLUME,
  })
}

// The English text (key); refusalExplanation returns it translated.
export const OLD_COMPUTES_EXPLAINED = N_(
  "The cloud's compute services are too old to boot from a shareable (multi-attach) volume. Nova from Queens to Stein refused it until every nova-compute service was upgraded; Train removed the check. Boot from a volume that is not shareable, or ask the operator to upgrade the compute services.",
)

const OK: Guard = { ok: true }

/** The volumes offered as boot sources, by name; the one launched from is kept when usable. */
export function bootVolumes(volumes: readonly Volume[], preselected?: Volume): Volume[] {
  const all =
    preselected && !volumes.some((volume) => volume.id === preselected.id) ? [...volumes, preselected] : volumes
  return all.filter((volume) => canBootFrom(volume).ok).sort((a, b) => (a.name ?? a.id).localeCompare(b.name ?? b.id))
}

type Features = (name: FeatureName) => FeatureCheck

function unavailable(check: FeatureCheck): string | undefined {
  return check.available ? undefined : featureReason(check)
}

/** Booting from a shareable volume at all needs compute 2.60 (R3). */
export function shareableBootGuard(volume: Pick<Volume, 'multiattach'> | undefined, features: Features): Guard {
  const reason = volume?.multiattach ? unavailable(features('multiattach')) : undefined
  return reason ? { ok: false, reason, rule: 'R3' } : OK
}

export type CountVerdict =
  | { ok: true }
  /** Refused when the form is sent, shown on Count. */
  | { ok: false; kind: 'refuse'; reason: string }
  /** Launch is disabled while it holds, with the reason. */
  | { ok: false; kind: 'disable'; reason: string }

/**
 * Several servers from one volume: upstream Nova refuses it for any volume (R7); the Rocky spec
 * extension allows it only for a shareable volume, at its microversion (docs/rules.md, "Product rules beyond upstream").
 */
export function countGuard(
  volume: Pick<Volume, 'multiattach'> | undefined,
  count: number | null,
  features: Features,
): CountVerdict {
  if (!volume || count === null || count <= 1) return { ok: true }
  // Even the extension refuses a volume that is not shareable.
  if (!mayShareAcrossServers([volume], true)) return { ok: false, kind: 'refuse', reason: severalNotShareable() }
  const reason = unavailable(features('shareableMultiCreate'))
  return reason ? { ok: false, kind: 'disable', reason } : { ok: true }
}

const GIB = 1024 ** 3

/**
 * N:nova/compute/api.py#_validate_flavor_image_nostatus: a local root disk must hold the image
 * (size and min_disk), and the flavor's RAM must reach min_ram. A 0 GB flavor disk takes any image.
 */
export function flavorFitsImage(flavor: Flavor, image: Image): string | undefined {
  if (image.min_ram > flavor.ram) {
    return tr('Flavor {{flavor}} has {{ram}} MiB of RAM; the image needs at least {{minRam}} MiB.', {
      flavor: flavor.name,
      ram: flavor.ram,
      minRam: image.min_ram,
    })
  }
  if (flavor.disk === 0) return undefined
  if (image.min_disk > flavor.disk) {
    return tr('Flavor {{flavor}} has a {{disk}} GiB disk; the image needs at least {{minDisk}} GiB.', {
      flavor: flavor.name,
      disk: flavor.disk,
      minDisk: image.min_disk,
    })
  }
  if ((image.size ?? 0) > flavor.disk * GIB) {
    return tr('Flavor {{flavor}} has a {{disk}} GiB disk, smaller than the image.', {
      flavor: flavor.name,
      disk: flavor.disk,
    })
  }
  return undefined
}

/** Words for a refusal whose message alone does not say what to do. */
export function refusalExplanation(error: unknown): string | undefined {
  if (!isOpenStackError(error)) return undefined
  if (error.status === 409 && error.message.includes(OLD_COMPUTE_MULTIATTACH_BOOT)) return tr(OLD_COMPUTES_EXPLAINED)
  if (error.status === 400 && error.message.includes(SEVERAL_FROM_ONE_VOLUME)) {
    return tr(
      'This cloud does not let several instances boot from one volume: launch them one at a time, or from an image.',
    )
  }
  return undefined
}
