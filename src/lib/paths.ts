export const paths = {
  signIn: '/sign-in',
  volumes: '/volumes',
  volume: '/volumes/:volumeId',
  instances: '/instances',
  adminVolumeTypes: '/admin/volume-types',
  demoSettings: '/demo-settings',
} as const

export function volumePath(id: string): string {
  return `/volumes/${encodeURIComponent(id)}`
}
