export { OpenStackClient } from './client'
export type { ServiceInfo, SessionToken } from './client'
export { connect, connectViaConsole, resumeConsoleSession } from './connect'
export type { ConsoleConnectOptions } from './connect'
export type { ConnectOptions } from './open-client'
export type { Credentials } from './keystone'
export { authBody, authTokensUrl, passwordAuthBody, SERVICE_TYPES } from './keystone'
export { OpenStackError, isOpenStackError, serviceMissing } from './errors'
export type { ErrorKind, ErrorReason, KeystoneReceipt } from './errors'
export { ATTACH_MODE_MICROVERSION, FEATURES, featureError } from './features'
export type { FeatureCheck, FeatureName } from './features'
export type {
  CinderApi,
  CinderCalls,
  VolumeListParams,
  VolumePage,
  AttachmentCreateParams,
  SnapshotListParams,
  SnapshotPage,
  SnapshotCreateParams,
  BackupListParams,
  BackupPage,
  BackupCreateParams,
  MessageListParams,
  MessagePage,
  VersionedMetadata,
  ManageableListParams,
  SnapshotManageParams,
  VolumeManageParams,
} from './cinder'
export { manageableMarker } from './cinder'
export { requestText } from './describe'
export type { DescribedRequest } from './describe'
export type { NovaApi, AttachVolumeParams, ServerCreateParams } from './nova'
export type { GlanceApi, ImagePage } from './glance'
export type * from './types'
