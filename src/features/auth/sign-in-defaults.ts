import type { Credentials } from '../../api'
import { isDemoMode } from '../../lib/demo-mode'

export interface SignInValues {
  authUrl: string
  username: string
  password: string
  projectName: string
  domainName: string
}

/** Demo mode prefills the demo cloud's account, served by the service worker on this origin. */
export function signInDefaults(origin: string = window.location.origin): SignInValues {
  if (isDemoMode) {
    return {
      authUrl: `${origin}/identity/v3`,
      username: 'demo',
      password: 'demo',
      projectName: 'demo',
      domainName: 'Default',
    }
  }
  return {
    authUrl: import.meta.env.VITE_KEYSTONE_URL ?? '',
    username: '',
    password: '',
    projectName: '',
    domainName: 'Default',
  }
}

/** One domain field on the form serves both the user's and the project's domain. */
export function toCredentials(values: SignInValues): Credentials {
  const domain = values.domainName.trim() || undefined
  return {
    authUrl: values.authUrl.trim(),
    username: values.username.trim(),
    password: values.password,
    projectName: values.projectName.trim(),
    userDomainName: domain,
    projectDomainName: domain,
  }
}
