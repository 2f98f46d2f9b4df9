// The Sign In form's values, and what they mean to Keystone.
import type { Credentials, EndpointInterface } from '../../api'
import type { SignInProfile } from '../../lib/session'

/** A password, an application credential, or single sign-on by one of the cloud's choices (`sso:<id>`). */
export type SignInMethod = 'password' | 'application_credential' | `sso:${string}`

/** The single sign-on choice a method names, or null. */
export const ssoChoiceOf = (method: SignInMethod) => (method.startsWith('sso:') ? method.slice(4) : null)

export interface SignInValues {
  /** The cloud's name when the console offers several ('' otherwise). */
  cloud: string
  method: SignInMethod
  authUrl: string
  username: string
  password: string
  projectName: string
  userDomainName: string
  projectDomainName: string
  /** An application credential's id and secret (method application_credential). */
  applicationCredentialId: string
  applicationCredentialSecret: string
  /** Empty: whichever region the catalog lists first. */
  region: string
  interface: EndpointInterface
}

export const ENDPOINT_INTERFACES: readonly EndpointInterface[] = ['public', 'internal', 'admin']

/** The fields each way of signing in needs. */
export function requiredFields(values: SignInValues): ReadonlyArray<keyof SignInValues> {
  // Single sign-on asks for nothing here: the identity provider does.
  if (ssoChoiceOf(values.method)) return []
  return values.method === 'application_credential'
    ? ['authUrl', 'applicationCredentialId', 'applicationCredentialSecret']
    : ['authUrl', 'username', 'password', 'projectName']
}

const orUndefined = (text: string) => text.trim() || undefined

/** Trimmed; an empty domain is left to Keystone's default, an empty region to the catalog. */
export function toCredentials(values: SignInValues): Credentials {
  const common = {
    authUrl: values.authUrl.trim(),
    region: orUndefined(values.region),
    interface: values.interface,
    ...(values.cloud ? { cloud: values.cloud } : {}),
  }
  if (values.method === 'application_credential') {
    return {
      ...common,
      username: '',
      password: '',
      projectName: '',
      applicationCredential: { id: values.applicationCredentialId.trim(), secret: values.applicationCredentialSecret },
    }
  }
  return {
    ...common,
    username: values.username.trim(),
    password: values.password,
    projectName: values.projectName.trim(),
    userDomainName: orUndefined(values.userDomainName),
    projectDomainName: orUndefined(values.projectDomainName),
  }
}

/** What the session keeps of the form: everything but the password and the secret. */
export function toProfile(values: SignInValues): SignInProfile {
  const { password: _password, applicationCredential, ...profile } = toCredentials(values)
  return applicationCredential?.id ? { ...profile, applicationCredentialId: applicationCredential.id } : profile
}

/** The form again for a profile, with the password (or secret) left for the user to type. */
export function fromProfile(profile: SignInProfile): SignInValues {
  return {
    cloud: profile.cloud ?? '',
    method: profile.applicationCredentialId ? 'application_credential' : 'password',
    authUrl: profile.authUrl,
    username: profile.username,
    password: '',
    projectName: profile.projectName,
    userDomainName: profile.userDomainName ?? '',
    projectDomainName: profile.projectDomainName ?? '',
    applicationCredentialId: profile.applicationCredentialId ?? '',
    applicationCredentialSecret: '',
    region: profile.region ?? '',
    interface: profile.interface ?? 'public',
  }
}
