// The single sign-on choices a cloud offers at Sign In (Keystone federation's WebSSO), as the
// operator writes them: a list of {label, protocol, identity_provider?} under the cloud in
// clouds.yaml (`websso:`), or the same list as JSON in CONSOLE_WEBSSO for the cloud of OS_*.
// Horizon's WEBSSO_CHOICES and WEBSSO_IDP_MAPPING say the same (openstack_auth/defaults.py): a
// protocol alone goes to Keystone's /auth/OS-FEDERATION/websso/<protocol>, one with an identity
// provider to /auth/OS-FEDERATION/identity_providers/<idp>/protocols/<protocol>/websso.

/** One way to sign in through an identity provider; `id` is what Sign In sends back. */
export interface WebSsoChoice {
  id: string
  label: string
  protocol: string
  identityProvider?: string
}

/** Keystone's ids of protocols and identity providers, as they go into its paths. */
const NAME = /^[A-Za-z0-9_.-]{1,64}$/

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** The choices, or what is wrong with them (said with where they came from). */
export function parseWebSso(value: unknown, source: string): WebSsoChoice[] | string {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) return `websso (${source}) must be a list of {label, protocol, identity_provider}`
  const choices: WebSsoChoice[] = []
  for (const [index, item] of value.entries()) {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
    const label = text(entry.label)
    const protocol = text(entry.protocol)
    const identityProvider = text(entry.identity_provider)
    const where = `websso[${index}] (${source})`
    if (!label) return `${where} needs a label (the words on the Sign In page)`
    if (!protocol || !NAME.test(protocol)) return `${where} needs a protocol: Keystone's id, e.g. openid or saml2`
    if (identityProvider !== undefined && !NAME.test(identityProvider))
      return `${where}: identity_provider must be Keystone's id of it (letters, digits, . _ -)`
    const id = identityProvider ? `${identityProvider}/${protocol}` : protocol
    if (choices.some((choice) => choice.id === id)) return `${where} repeats ${id}`
    choices.push({ id, label, protocol, ...(identityProvider ? { identityProvider } : {}) })
  }
  return choices
}

/** CONSOLE_WEBSSO's JSON, or what is wrong with it. */
export function webSsoFromEnv(json: string | undefined): unknown {
  if (json === undefined || json.trim() === '') return undefined
  try {
    return JSON.parse(json) as unknown
  } catch {
    return 'CONSOLE_WEBSSO is not JSON'
  }
}
