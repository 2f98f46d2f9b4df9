// Group spec keys Cinder or its drivers read, with what they do; shown beside the key in the
// group-specs editor (docs/cinder-groups.md §10). Each is compared with the exact string
// "<is> True" (C:cinder/volume/volume_utils.py#is_group_a_type, #is_group_a_cg_snapshot_type).
// Scheduling ignores group specs: only the volume types' extra specs pick a backend
// (C:cinder/scheduler/filters/capabilities_filter.py).
import { N_ } from '../../../i18n/marker'
import { TRUE_SPEC } from '../../../rules/volume-types'

export interface WellKnownGroupSpec {
  key: string
  /** A value to start from. */
  example: string
  /** What it does (English key). */
  meaning: string
}

export const WELL_KNOWN_GROUP_SPECS: readonly WellKnownGroupSpec[] = [
  {
    key: 'consistent_group_snapshot_enabled',
    example: TRUE_SPEC,
    meaning: N_(
      '"<is> True" asks the backend driver for consistent (write-order) group snapshots. Only the drivers that support it read it; Cinder’s generic group snapshot ignores it. Cinder’s own default_cgsnapshot_type carries it.',
    ),
  },
  {
    key: 'group_replication_enabled',
    example: TRUE_SPEC,
    meaning: N_(
      '"<is> True" makes groups of this type replication groups: Cinder allows enable, disable and fail over replication on them (3.38), and their volume types need replication_enabled="<is> True".',
    ),
  },
  {
    key: 'consistent_group_replication_enabled',
    example: TRUE_SPEC,
    meaning: N_(
      '"<is> True" makes groups of this type replication groups whose volumes the driver replicates consistently; Cinder allows the replication actions (3.38) as for group_replication_enabled.',
    ),
  },
]

export function wellKnownGroupSpec(key: string): WellKnownGroupSpec | undefined {
  return WELL_KNOWN_GROUP_SPECS.find((spec) => spec.key === key)
}
