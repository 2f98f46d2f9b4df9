// Features that depend on a microversion, asked for by name. A missing one is a typed result
// that says why (service, needed and offered versions), so the UI can disable an action with a
// reason instead of failing; the UI words it (featureReason in src/components/error-text.ts).
import { OpenStackError } from './errors'
import { atLeast } from './microversion'
import type { ServiceName } from './versions'
import { ATTACH_MODE_MICROVERSION } from './versions'

export type { ServiceName } from './versions'
export { ATTACH_MODE_MICROVERSION, CLIENT_MAX, CLIENT_MIN, COMPUTE_DEFAULT_CEILING } from './versions'

export interface FeatureSpec {
  service: ServiceName
  min: string
  label: string
}

export const FEATURES = {
  multiattach: { service: 'compute', min: '2.60', label: 'Multi-attach volumes through Nova' },
  attachmentsApi: { service: 'volume', min: '3.27', label: 'Cinder attachments API' },
  attachmentComplete: { service: 'volume', min: '3.44', label: 'Completing a Cinder attachment' },
  attachmentMode: { service: 'volume', min: '3.54', label: 'Attach mode in the Cinder attachments API' },
  withCount: { service: 'volume', min: '3.45', label: 'Total count of a volume list' },
  extendAttached: { service: 'volume', min: '3.42', label: 'Extending an attached volume' },
  forceDelete: { service: 'volume', min: '3.23', label: 'Force delete of a volume' },
  revertToSnapshot: { service: 'volume', min: '3.40', label: 'Reverting a volume to its latest snapshot' },
  manageableLists: {
    service: 'volume',
    min: '3.8',
    label: 'Listing storage a backend holds that Cinder does not manage',
  },
  backupUpdate: { service: 'volume', min: '3.9', label: 'Renaming a backup' },
  uploadImageParams: {
    service: 'volume',
    min: '3.1',
    label: 'Visibility and protection of an image uploaded from a volume',
  },
  backupMetadata: { service: 'volume', min: '3.43', label: 'Backup metadata' },
  volumeFromBackup: { service: 'volume', min: '3.47', label: 'Creating a volume from a backup' },
  backupZone: { service: 'volume', min: '3.51', label: 'An availability zone for a backup' },
  volumeTransfers: {
    service: 'volume',
    min: '3.55',
    label: 'Transfers that leave the snapshots behind (/volume-transfers)',
  },
  metadataEtags: { service: 'volume', min: '3.15', label: "Conditional updates of a volume's metadata" },
  messages: { service: 'volume', min: '3.3', label: 'Cinder user messages' },
  groupTypes: { service: 'volume', min: '3.11', label: 'Group types and group specs' },
  groups: { service: 'volume', min: '3.13', label: 'Generic volume groups' },
  groupSnapshots: { service: 'volume', min: '3.14', label: 'Group snapshots and groups made from a source' },
  groupSnapshotResetStatus: { service: 'volume', min: '3.19', label: "Resetting a group snapshot's status" },
  groupResetStatus: { service: 'volume', min: '3.20', label: "Resetting a group's status" },
  groupVolumeList: { service: 'volume', min: '3.25', label: "A group's volume ids" },
  groupReplication: {
    service: 'volume',
    min: '3.38',
    label: "Enabling, disabling and failing over a group's replication",
  },
  defaultTypeOverrides: { service: 'volume', min: '3.62', label: 'A default volume type per project' },
  messageFilters: { service: 'volume', min: '3.5', label: 'Filtering and paging Cinder user messages' },
  serverAttachmentIds: { service: 'compute', min: '2.89', label: "Attachment ids in a server's volume list" },
  bootVolumeType: { service: 'compute', min: '2.67', label: 'A volume type for a volume made at launch' },
  deleteOnTerminationShown: {
    service: 'compute',
    min: '2.79',
    label: "Delete on termination in a server's volume list",
  },
  deleteOnTerminationUpdate: {
    service: 'compute',
    min: '2.85',
    label: 'Changing whether a volume is deleted with its server',
  },
  attachModeExtension: {
    service: 'compute',
    min: ATTACH_MODE_MICROVERSION,
    label: 'Read-only attach mode through Nova (Rocky spec extension)',
  },
  shareableMultiCreate: {
    service: 'compute',
    min: ATTACH_MODE_MICROVERSION,
    label: 'Launching several servers from one shareable volume (Rocky spec extension)',
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
      /** In plain English, for logs and scripts; the UI words it itself. */
      reason: string
    }

const SERVICE_LABEL: Record<ServiceName, string> = {
  volume: 'Block Storage (Cinder)',
  compute: 'Compute (Nova)',
}

/** Checks a feature against the negotiated maximum of each service (null: service absent). */
export function checkFeature(name: FeatureName, negotiated: Record<ServiceName, string | null>): FeatureCheck {
  const spec: FeatureSpec = FEATURES[name]
  const have = negotiated[spec.service]
  if (have !== null && atLeast(have, spec.min)) return { available: true, feature: name, version: spec.min }
  const service = SERVICE_LABEL[spec.service]
  const reason =
    have === null
      ? `${spec.label} needs the ${service} service, which this cloud's catalog does not list.`
      : `${spec.label} needs ${service} API ${spec.min} or later; this cloud offers ${have}.`
  return { available: false, feature: name, service: spec.service, needed: spec.min, have, reason }
}

/** The error a call raises when the cloud lacks what it needs (nothing is sent). */
export function featureError(check: Extract<FeatureCheck, { available: false }>): OpenStackError {
  return new OpenStackError({
    kind: 'unsupported',
    status: 0,
    fault: 'featureMissing',
    message: check.reason,
    reason: {
      code: 'feature-missing',
      feature: check.feature,
      service: check.service,
      needed: check.needed,
      have: check.have,
    },
  })
}
