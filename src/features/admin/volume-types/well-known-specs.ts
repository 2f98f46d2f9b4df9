// Extra specs an admin meets most, with what Cinder (and its scheduler) does with them; shown beside
// the key in the extra-specs editor. Sources: C:cinder/volume/api.py (multiattach),
// C:cinder/api/contrib/types_extra_specs.py (cacheable), C:cinder/scheduler/filters/capabilities_filter.py
// (volume_backend_name and the <is>/<in> operators), C:cinder/volume/flows/api/create_volume.py
// (RESKEY:availability_zones), C:cinder/policies/type_extra_specs.py (what users see).
import { N_ } from '../../../i18n/marker'
import { CACHEABLE_WITH_MULTIATTACH } from '../../../rules/volume-type-rules'
import { TRUE_SPEC } from '../../../rules/volume-types'

export interface WellKnownSpec {
  key: string
  /** A value to start from. */
  example: string
  /** What it does (English key). */
  meaning: string
  /** The placeholders of `meaning`. */
  values?: Record<string, string>
}

export const WELL_KNOWN_SPECS: readonly WellKnownSpec[] = [
  {
    key: 'multiattach',
    example: TRUE_SPEC,
    meaning: N_(
      'Shareable: "<is> True" lets a volume of this type be attached to several servers at once; only backends that report multiattach get it. Users see this key. Cannot be set together with cacheable.',
    ),
  },
  {
    key: 'cacheable',
    example: TRUE_SPEC,
    meaning: N_(
      '"<is> True" asks for volumes that a compute host may cache (os-brick). Cinder refuses it together with multiattach ("{{message}}").',
    ),
    values: { message: CACHEABLE_WITH_MULTIATTACH },
  },
  {
    key: 'volume_backend_name',
    example: 'lvmdriver-1',
    meaning: N_('The scheduler places volumes of this type only on backends whose volume_backend_name matches.'),
  },
  {
    key: 'RESKEY:availability_zones',
    example: 'nova',
    meaning: N_(
      'A comma-separated list of availability zones volumes of this type may be created in; another zone is refused. Users see this key.',
    ),
  },
  {
    key: 'replication_enabled',
    example: TRUE_SPEC,
    meaning: N_('"<is> True" places volumes of this type only on backends that replicate. Users see this key.'),
  },
  {
    key: 'thin_provisioning_support',
    example: TRUE_SPEC,
    meaning: N_('"<is> True" places volumes of this type only on backends that support thin provisioning.'),
  },
]

export function wellKnownSpec(key: string): WellKnownSpec | undefined {
  return WELL_KNOWN_SPECS.find((spec) => spec.key === key)
}
