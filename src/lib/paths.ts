export const paths = {
  signIn: '/sign-in',
  volumes: '/volumes',
  volume: '/volumes/:volumeId',
  instances: '/instances',
} as const

export function volumePath(id: string): string {
  return `/volumes/${encodeURIComponent(id)}`
}
