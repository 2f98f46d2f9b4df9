// The expiry dialog's prefill: the session's own sign-in, minus the password.
import type { OpenStackClient } from '../../api'
import type { SignInProfile } from '../../lib/session'
import { signInDefaults } from './sign-in-defaults'
import { fromProfile, type SignInValues } from './sign-in-values'

/** From the profile the session signed in with; without one, the token's names on the configured cloud. */
export function reauthValues(profile: SignInProfile | null, client: OpenStackClient): SignInValues {
  if (profile) return fromProfile(profile)
  const { user, project, applicationCredential } = client.token
  return {
    ...signInDefaults(),
    password: '',
    ...(applicationCredential
      ? { method: 'application_credential' as const, applicationCredentialId: applicationCredential.id }
      : {}),
    username: user.name,
    userDomainName: user.domain,
    projectName: project.name,
    projectDomainName: project.domain,
  }
}
