// Keystone reads: the projects the signed-in user may switch to, and their two-factor set-up.
import { queryOptions } from '@tanstack/react-query'
import type { OpenStackClient } from '../api'
import { keys } from './keys'

/** GET /v3/auth/projects: asked when the project menu opens, kept for five minutes. */
export function myProjectsOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.projects,
    queryFn: () => client.keystone.projects(),
    staleTime: 5 * 60_000,
  })
}

/** GET /v3/projects (admin): every project, for the admin pages; kept for five minutes. */
export function allProjectsOptions(client: OpenStackClient) {
  return queryOptions({
    queryKey: keys.allProjects(),
    queryFn: () => client.keystone.listProjects(),
    staleTime: 5 * 60_000,
  })
}

/** The user's two-factor rules and TOTP credentials, read when the set-up dialog opens. */
export function twoFactorOptions(client: OpenStackClient) {
  const userId = client.token.user.id
  return queryOptions({
    queryKey: keys.twoFactor(userId),
    queryFn: async () => {
      const [options, credentials] = await Promise.all([
        client.keystone.userOptions(userId),
        client.keystone.totpCredentials(userId),
      ])
      return { options, credentials }
    },
  })
}
