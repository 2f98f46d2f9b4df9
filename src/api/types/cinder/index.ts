// Cinder v3 wire types, one file a resource.
export type * from './volumes'
export type * from './snapshots'
export type * from './backups'
export type * from './messages'
export type * from './transfers'
export type * from './volume-types'
export type * from './attachments'
export type * from './limits'
