export const paths = {
  signIn: '/sign-in',
  volumes: '/volumes',
  instances: '/instances',
} as const
