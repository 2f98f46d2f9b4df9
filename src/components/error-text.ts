// How an error reads in the UI: the cloud's own message as it sent it, or, for what the console
// found out itself (a reason code from the API module), the console's wording in the reader's
// language; and the request id to quote.
import type { ErrorReason, FeatureCheck, FeatureName } from '../api'
import { isOpenStackError } from '../api'
import { N_ } from '../i18n/marker'
import { tr } from '../i18n/tr'

export interface ErrorText {
  message: string
  requestId?: string
  status?: number
  /** Set when a change was sent but no answer came: the cloud may have made it all the same. */
  unknownOutcome?: string
}

const READS = new Set(['GET', 'HEAD'])

export const UNKNOWN_OUTCOME = N_(
  'No answer came back, so whether the cloud made the change is unknown. The views are being refreshed: check them before trying again.',
)

/**
 * A change (POST, PUT, DELETE…) whose answer never arrived: a dropped connection or a timeout.
 * The request may have reached the cloud and done its work, so sending it again could do it twice.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return (
    isOpenStackError(error) &&
    (error.kind === 'network' || error.kind === 'timeout') &&
    error.method !== undefined &&
    !READS.has(error.method.toUpperCase())
  )
}

const FEATURE_LABELS: Record<FeatureName, string> = {
  multiattach: N_('Multi-attach volumes through Nova'),
  attachmentsApi: N_('Cinder attachments API'),
  attachmentComplete: N_('Completing a Cinder attachment'),
  attachmentMode: N_('Attach mode in the Cinder attachments API'),
  withCount: N_('Total count of a volume list'),
  extendAttached: N_('Extending an attached volume'),
  forceDelete: N_('Force delete of a volume'),
  revertToSnapshot: N_('Reverting a volume to its latest snapshot'),
  backupUpdate: N_('Renaming a backup'),
  manageableLists: N_('Listing storage a backend holds that Cinder does not manage'),
  uploadImageParams: N_('Visibility and protection of an image uploaded from a volume'),
  backupMetadata: N_('Backup metadata'),
  volumeFromBackup: N_('Creating a volume from a backup'),
  backupZone: N_('An availability zone for a backup'),
  volumeTransfers: N_('Transfers that leave the snapshots behind (/volume-transfers)'),
  metadataEtags: N_("Conditional updates of a volume's metadata"),
  messages: N_('Cinder user messages'),
  groupTypes: N_('Group types and group specs'),
  groups: N_('Generic volume groups'),
  groupSnapshots: N_('Group snapshots and groups made from a source'),
  groupSnapshotResetStatus: N_("Resetting a group snapshot's status"),
  groupResetStatus: N_("Resetting a group's status"),
  groupVolumeList: N_("A group's volume ids"),
  groupReplication: N_("Enabling, disabling and failing over a group's replication"),
  defaultTypeOverrides: N_('A default volume type per project'),
  messageFilters: N_('Filtering and paging Cinder user messages'),
  serverAttachmentIds: N_("Attachment ids in a server's volume list"),
  bootVolumeType: N_('A volume type for a volume made at launch'),
  deleteOnTerminationShown: N_("Delete on termination in a server's volume list"),
  deleteOnTerminationUpdate: N_('Changing whether a volume is deleted with its server'),
  attachModeExtension: N_('Read-only attach mode through Nova (Rocky spec extension)'),
  shareableMultiCreate: N_('Launching several servers from one shareable volume (Rocky spec extension)'),
}

const SERVICE_LABELS = { volume: N_('Block Storage (Cinder)'), compute: N_('Compute (Nova)') } as const

type Missing = Pick<Extract<FeatureCheck, { available: false }>, 'feature' | 'service' | 'needed' | 'have'>

/** Why a feature is not there, in the reader's language. */
export function featureReason(check: Missing): string {
  const feature = tr(FEATURE_LABELS[check.feature])
  const service = tr(SERVICE_LABELS[check.service])
  return check.have === null
    ? tr("{{feature}} needs the {{service}} service, which this cloud's catalog does not list.", { feature, service })
    : tr('{{feature}} needs {{service}} API {{needed}} or later; this cloud offers {{have}}.', {
        feature,
        service,
        needed: check.needed,
        have: check.have,
      })
}

/** The console's wording of a reason the API module found; undefined for one only a feature words. */
export function reasonText(reason: ErrorReason): string | undefined {
  switch (reason.code) {
    case 'token-expired':
      return tr('Your session has expired. Please sign in again.')
    case 'session-ended':
      if (reason.why === 'expired') return tr('Your session has expired. Please sign in again.')
      if (reason.why === 'revoked') return tr('Your session was signed out or revoked; please sign in again.')
      return tr('The console could not verify your session; please sign in again.')
    case 'timeout':
      return tr('No answer from {{host}} within {{seconds}} s ({{request}}).', reason)
    case 'unreachable':
      return tr('Could not reach {{host}} ({{request}}): {{cause}}', reason)
    case 'no-endpoint':
      return reason.region
        ? tr('The catalog has no {{interface}} endpoint for the block-storage service in region {{region}}.', reason)
        : tr('The catalog has no {{interface}} endpoint for the block-storage service.', reason)
    case 'feature-missing':
      return featureReason({ ...reason, feature: reason.feature as FeatureName })
    case 'no-service':
      return reason.service === 'compute'
        ? tr('The catalog lists no compute service.')
        : tr("This cloud's catalog has no image service.")
    default:
      // The demo cloud's own control API: its page words these (features/settings).
      return undefined
  }
}

export function errorText(error: unknown): ErrorText {
  if (isOpenStackError(error)) {
    return {
      message: (error.reason && reasonText(error.reason)) ?? error.message,
      requestId: error.requestId,
      status: error.status || undefined,
      unknownOutcome: isOutcomeUnknown(error) ? tr(UNKNOWN_OUTCOME) : undefined,
    }
  }
  if (error instanceof Error) return { message: error.message }
  return { message: String(error) }
}
