export const paths = {
  signIn: '/sign-in',
  volumes: '/volumes',
  volume: '/volumes/:volumeId',
  snapshots: '/snapshots',
  snapshot: '/snapshots/:snapshotId',
  backups: '/backups',
  instances: '/instances',
  adminVolumeTypes: '/admin/volume-types',
  demoSettings: '/demo-settings',
} as const

export function volumePath(id: string): string {
  return `/volumes/${encodeURIComponent(id)}`
}

export function snapshotPath(id: string): string {
  return `/snapshots/${encodeURIComponent(id)}`
}

/** The Volumes panel with Create Volume open, starting from this snapshot. */
export function createFromSnapshotPath(id: string): string {
  return `/volumes?createFrom=${encodeURIComponent(id)}`
}
