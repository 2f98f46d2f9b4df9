export const paths = {
  signIn: '/sign-in',
  overview: '/overview',
  volumes: '/volumes',
  volume: '/volumes/:volumeId',
  allVolumes: '/all-volumes',
  snapshots: '/snapshots',
  snapshot: '/snapshots/:snapshotId',
  backups: '/backups',
  backup: '/backups/:backupId',
  transfers: '/transfers',
  groups: '/groups',
  group: '/groups/:groupId',
  images: '/images',
  instances: '/instances',
  instance: '/instances/:serverId',
  sharingMap: '/sharing-map',
  adminVolumeTypes: '/admin/volume-types',
  adminQosSpecs: '/admin/qos-specs',
  adminGroupTypes: '/admin/group-types',
  adminVolumes: '/admin/volumes',
  adminSnapshots: '/admin/snapshots',
  adminBackups: '/admin/backups',
  adminQuotas: '/admin/quotas',
  adminStorage: '/admin/storage',
  adminManageable: '/admin/manageable',
  demoSettings: '/demo-settings',
  /** The demo's identity provider, where the demo's single sign-on goes (demo builds only). */
  demoSingleSignOn: '/sign-in/demo-identity-provider',
} as const

export function instancePath(id: string): string {
  return `/instances/${encodeURIComponent(id)}`
}

export function volumePath(id: string): string {
  return `/volumes/${encodeURIComponent(id)}`
}

/** A volume group's page (generic volume groups, 3.13). */
export function groupPath(id: string): string {
  return `/groups/${encodeURIComponent(id)}`
}

export function snapshotPath(id: string): string {
  return `/snapshots/${encodeURIComponent(id)}`
}

/** The Volumes panel with Create Volume open, starting from this snapshot. */
export function createFromSnapshotPath(id: string): string {
  return `/volumes?createFromSnapshot=${encodeURIComponent(id)}`
}

/** The Volumes panel with Create Volume open, starting from this backup (3.47). */
export function createFromBackupPath(id: string): string {
  return `/volumes?createFromBackup=${encodeURIComponent(id)}`
}

export function backupPath(id: string): string {
  return `/backups/${encodeURIComponent(id)}`
}

/** The Images panel showing this image above the list (an upload's notification links here). */
export function imagePath(id: string): string {
  return `/images?image=${encodeURIComponent(id)}`
}

/** The Instances panel with Launch Instance open on this volume as the boot source. */
export function launchFromVolumePath(volumeId: string): string {
  return `/instances?launchFromVolume=${encodeURIComponent(volumeId)}`
}
