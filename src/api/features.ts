// Features that depend on a microversion, asked for by name. A missing one is a typed result
// that says why, so the UI can disable an action with a reason instead of failing.
import { atLeast } from './microversion'
import { N_ } from '../i18n/marker'
import { tr } from '../i18n/tr'

export type ServiceName = 'volume' | 'compute'

/**
 * The Rocky spec "volume-multiattach-enhancements" (attach_mode in os-volume_attachments and in
 * block_device_mapping_v2, multi-create from a shareable volume) was never implemented upstream
 * (openstack-facts.md §5). The demo cloud serves it as an extension at this compute
 * microversion, far above any upstream Nova (2.104 on master), so no real cloud advertises it.
 */
export const ATTACH_MODE_MICROVERSION = '2.200'

/** The newest microversions this client knows the wire format of. */
export const CLIENT_MAX = { volume: '3.71', compute: ATTACH_MODE_MICROVERSION } as const
export const CLIENT_MIN = { volume: '3.0', compute: '2.1' } as const

/**
 * The compute microversion sent by default. From 2.101 an attach is answered 202 with no body and
 * errors raised after the API's own checks never reach the caller (openstack-facts.md §2), so
 * calls that are not about the extension stay at 2.100 at most.
 */
export const COMPUTE_DEFAULT_CEILING = '2.100'

export interface FeatureSpec {
  service: ServiceName
  min: string
  label: string
}

export const FEATURES = {
  multiattach: { service: 'compute', min: '2.60', label: N_('Multi-attach volumes through Nova') },
  attachmentsApi: { service: 'volume', min: '3.27', label: N_('Cinder attachments API') },
  attachmentComplete: { service: 'volume', min: '3.44', label: N_('Completing a Cinder attachment') },
  attachmentMode: { service: 'volume', min: '3.54', label: N_('Attach mode in the Cinder attachments API') },
  withCount: { service: 'volume', min: '3.45', label: N_('Total count of a volume list') },
  extendAttached: { service: 'volume', min: '3.42', label: N_('Extending an attached volume') },
  forceDelete: { service: 'volume', min: '3.23', label: N_('Force delete of a volume') },
  serverAttachmentIds: { service: 'compute', min: '2.89', label: N_("Attachment ids in a server's volume list") },
  attachModeExtension: {
    service: 'compute',
    min: ATTACH_MODE_MICROVERSION,
    label: N_('Read-only attach mode through Nova (Rocky spec extension)'),
  },
  shareableMultiCreate: {
    service: 'compute',
    min: ATTACH_MODE_MICROVERSION,
    label: N_('Launching several servers from one shareable volume (Rocky spec extension)'),
  },
} as const satisfies Record<string, FeatureSpec>

export type FeatureName = keyof typeof FEATURES

export type FeatureCheck =
  | { available: true; feature: FeatureName; version: string }
  | {
      available: false
      feature: FeatureName
      service: ServiceName
      needed: string
      have: string | null
      reason: string
    }

const SERVICE_LABEL: Record<ServiceName, string> = {
  volume: N_('Block Storage (Cinder)'),
  compute: N_('Compute (Nova)'),
}

/** Checks a feature against the negotiated maximum of each service (null: service absent). */
export function checkFeature(name: FeatureName, negotiated: Record<ServiceName, string | null>): FeatureCheck {
  const spec: FeatureSpec = FEATURES[name]
  const have = negotiated[spec.service]
  if (have !== null && atLeast(have, spec.min)) return { available: true, feature: name, version: spec.min }
  const reason =
    have === null
      ? tr("{{feature}} needs the {{service}} service, which this cloud's catalog does not list.", {
          feature: tr(spec.label),
          service: tr(SERVICE_LABEL[spec.service]),
        })
      : tr('{{feature}} needs {{service}} API {{needed}} or later; this cloud offers {{have}}.', {
          feature: tr(spec.label),
          service: tr(SERVICE_LABEL[spec.service]),
          needed: spec.min,
          have,
        })
  return { available: false, feature: name, service: spec.service, needed: spec.min, have, reason }
}
