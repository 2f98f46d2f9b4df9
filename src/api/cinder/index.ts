// Cinder v3: one facade over the calls of each resource, made over one CinderCall (the
// microversion, the path's encoding and the feature checks).
import type { FeatureCheck, FeatureName } from '../features'
import type { ServiceClient } from '../service-client'
import type { AttachmentCalls } from './attachments'
import { attachmentCalls } from './attachments'
import type { BackupRecordCalls } from './backup-records'
import { backupRecordCalls } from './backup-records'
import type { BackupCalls } from './backups'
import { backupCalls } from './backups'
import { CinderCall } from './call'
import type { DescribedRequest } from '../describe'
import { describeCalls } from '../describe'
import type { DefaultTypeCalls } from './default-types'
import { defaultTypeCalls } from './default-types'
import type { ManageCalls } from './manage'
import { manageCalls } from './manage'
import type { GroupCalls } from './groups'
import { groupCalls } from './groups'
import type { GroupTypeCalls } from './group-types'
import { groupTypeCalls } from './group-types'
import type { MessageCalls } from './messages'
import { messageCalls } from './messages'
import type { QosCalls } from './qos'
import { qosCalls } from './qos'
import type { QuotaCalls } from './quotas'
import { quotaCalls } from './quotas'
import type { SnapshotCalls } from './snapshots'
import { snapshotCalls } from './snapshots'
import type { StorageCalls } from './storage'
import { storageCalls } from './storage'
import type { TransferCalls } from './transfers'
import { transferCalls } from './transfers'
import type { VolumeActionCalls } from './volume-actions'
import { volumeActionCalls } from './volume-actions'
import type { VolumeTypeCalls } from './volume-types'
import { volumeTypeCalls } from './volume-types'
import type { VolumeCalls } from './volumes'
import { volumeCalls } from './volumes'

export type { CallOptions, PageParams } from './call'
export type { AttachmentCreateParams, AttachmentListParams } from './attachments'
export type { BackupCreateParams, BackupListParams, BackupPage } from './backups'
export type { ManageableListParams, SnapshotManageParams, VolumeManageParams } from './manage'
export { manageableMarker } from './manage'
export type { GroupCreateParams, GroupSource, GroupUpdateParams } from './groups'
export type { GroupTypeFields } from './group-types'
export type { MessageListParams, MessagePage } from './messages'
export type { SnapshotCreateParams, SnapshotListParams, SnapshotPage } from './snapshots'
export type { UploadToImageParams } from './volume-actions'
export type { VersionedMetadata, VolumeCreateParams, VolumeListParams, VolumePage } from './volumes'

export interface CinderApi
  extends
    VolumeCalls,
    VolumeActionCalls,
    SnapshotCalls,
    BackupCalls,
    BackupRecordCalls,
    ManageCalls,
    TransferCalls,
    MessageCalls,
    VolumeTypeCalls,
    DefaultTypeCalls,
    QosCalls,
    QuotaCalls,
    StorageCalls,
    AttachmentCalls,
    GroupCalls,
    GroupTypeCalls {
  /** The microversion sent by default (the negotiated one). */
  readonly version: string | null
  /**
   * The requests `run` would send (method, URL, microversion header, body), recorded instead of
   * sent: the calls are this module's own, so what a dialog shows is what it sends.
   */
  describe(run: (calls: CinderCalls) => Promise<unknown>): DescribedRequest[]
}

export type CinderCalls = Omit<CinderApi, 'version' | 'describe'>

function callsOf(cinder: CinderCall): CinderCalls {
  return {
    ...volumeCalls(cinder),
    ...volumeActionCalls(cinder),
    ...snapshotCalls(cinder),
    ...backupCalls(cinder),
    ...backupRecordCalls(cinder),
    ...manageCalls(cinder),
    ...transferCalls(cinder),
    ...messageCalls(cinder),
    ...volumeTypeCalls(cinder),
    ...defaultTypeCalls(cinder),
    ...qosCalls(cinder),
    ...quotaCalls(cinder),
    ...storageCalls(cinder),
    ...attachmentCalls(cinder),
    ...groupCalls(cinder),
    ...groupTypeCalls(cinder),
  }
}

/** The resources' calls side by side; no two share a name (index.test.ts). */
export function cinderApi(http: ServiceClient, feature: (name: FeatureName) => FeatureCheck): CinderApi {
  const cinder = new CinderCall(http, feature)
  return {
    get version() {
      return cinder.version
    },
    ...callsOf(cinder),
    describe: (run) => describeCalls(http, (recorder) => run(callsOf(new CinderCall(recorder, feature)))),
  }
}
