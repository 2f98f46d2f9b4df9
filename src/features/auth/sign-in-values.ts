// The Sign In form's values, and what they mean to Keystone.
import type { Credentials, EndpointInterface } from '../../api'
import type { SignInProfile } from '../../lib/session'

export interface SignInValues {
  authUrl: string
  username: string
  password: string
  projectName: string
  userDomainName: string
  projectDomainName: string
  /** Empty: whichever region the catalog lists first. */
  region: string
  interface: EndpointInterface
}

export const ENDPOINT_INTERFACES: readonly EndpointInterface[] = ['public', 'internal', 'admin']

const orUndefined = (text: string) => text.trim() || undefined

/** Trimmed; an empty domain is left to Keystone's default, an empty region to the catalog. */
export function toCredentials(values: SignInValues): Credentials {
  return {
    authUrl: values.authUrl.trim(),
    username: values.username.trim(),
    password: values.password,
    projectName: values.projectName.trim(),
    userDomainName: orUndefined(values.userDomainName),
    projectDomainName: orUndefined(values.projectDomainName),
    region: orUndefined(values.region),
    interface: values.interface,
  }
}

/** What the session keeps of the form: everything but the password. */
export function toProfile(values: SignInValues): SignInProfile {
  const { password: _password, ...profile } = toCredentials(values)
  return profile
}

/** The form again for a profile, with the password left for the user to type. */
export function fromProfile(profile: SignInProfile): SignInValues {
  return {
    authUrl: profile.authUrl,
    username: profile.username,
    password: '',
    projectName: profile.projectName,
    userDomainName: profile.userDomainName ?? '',
    projectDomainName: profile.projectDomainName ?? '',
    region: profile.region ?? '',
    interface: profile.interface ?? 'public',
  }
}
