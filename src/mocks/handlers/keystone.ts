// Keystone v3 at /identity: version discovery, password tokens, validation and revocation.
import type { Caller, DemoCloud } from '../cloud/cloud'
import type { ApplicationCredentialRecord } from '../cloud/state'
import { newId } from '../cloud/attachments'
import { authenticateApplicationCredential, callerOf, catalogFor, rescope, tokenBody } from '../cloud/identity'
import { AUTH_REQUIRED, empty, json, keystoneError, requestId } from '../http/respond'
import { changePassword, type PasswordChange } from '../cloud/passwords'
import { authenticateFactors } from '../cloud/mfa'
import { handleCredentials, handleUser } from './keystone-credentials'
import { handleWebSso } from './keystone-websso'
import { getProject, listProjects, projectView } from './keystone-projects'
import { AUTH_RECEIPT_HEADER } from '../../api/keystone-wire'

const UPDATED = '2020-04-07T00:00:00Z'

function versionEntry(origin: string) {
  return {
    id: 'v3.14',
    status: 'stable',
    updated: UPDATED,
    links: [{ rel: 'self', href: `${origin}/identity/v3/` }],
    'media-types': [{ base: 'application/json', type: 'application/vnd.openstack.identity-v3+json' }],
  }
}

interface AuthBody {
  auth?: {
    identity?: {
      methods?: string[]
      password?: { user?: { id?: string; name?: string; password?: string; domain?: { id?: string; name?: string } } }
      totp?: { user?: { id?: string; name?: string; passcode?: string; domain?: { id?: string; name?: string } } }
      token?: { id?: unknown }
      application_credential?: {
        id?: string
        name?: string
        secret?: string
        user?: { name?: string; domain?: { id?: string; name?: string } }
      }
    }
    scope?: { project?: { id?: string; name?: string; domain?: { id?: string; name?: string } } }
  }
}

/** Keystone's challenge on every 401 (keystone/server/flask/application.py). */
function challenge(origin: string): Record<string, string> {
  return { 'WWW-Authenticate': `Keystone uri="${origin}/identity/v3"` }
}

async function issueToken(cloud: DemoCloud, request: Request, origin: string): Promise<Response> {
  let body: AuthBody
  try {
    body = (await request.json()) as AuthBody
  } catch {
    return keystoneError(400, 'Bad Request', 'Malformed request body')
  }
  const identity = body.auth?.identity
  const project = body.auth?.scope?.project
  const withCatalog = !new URL(request.url).searchParams.has('nocatalog')
  if (identity?.methods?.includes('application_credential')) {
    const given = identity.application_credential
    if (!given?.secret) return keystoneError(401, 'Unauthorized', AUTH_REQUIRED, challenge(origin))
    if (project)
      return keystoneError(
        401,
        'Unauthorized',
        'Error authenticating with application credential: Application credentials cannot request a scope.',
        challenge(origin),
      )
    const result = authenticateApplicationCredential(
      cloud,
      {
        id: given.id,
        name: given.name,
        userName: given.user?.name,
        userDomain: given.user?.domain?.id ?? given.user?.domain?.name,
        secret: given.secret,
      },
      origin,
      withCatalog,
    )
    if (result === 'unknown')
      return keystoneError(404, 'Not Found', `Could not find Application Credential: ${given.id ?? ''}.`)
    if (!result) return keystoneError(401, 'Unauthorized', AUTH_REQUIRED, challenge(origin))
    return json(result.body, 201, { 'X-Subject-Token': result.caller.tokenId })
  }
  if (identity?.methods?.includes('token')) {
    if (typeof identity.token?.id !== 'string')
      return keystoneError(400, 'Bad Request', "Invalid input for field 'identity/token': 'id' is a required property")
    const from = callerOf(cloud, identity.token.id)
    // A revoked token is "Failed to validate token"; one Keystone never issued is not a Fernet token.
    if (!from)
      return keystoneError(
        404,
        'Not Found',
        cloud.revokedTokens.has(identity.token.id) ? 'Failed to validate token' : 'Could not recognize Fernet token',
      )
    const result = rescope(
      cloud,
      from,
      {
        projectId: project?.id,
        projectName: project?.name,
        projectDomain: project?.domain?.id ?? project?.domain?.name,
      },
      origin,
      withCatalog,
    )
    if (!('caller' in result))
      return keystoneError(result.status, result.title, result.message, result.status === 401 ? challenge(origin) : {})
    return json(result.body, 201, { 'X-Subject-Token': result.caller.tokenId })
  }
  const methods = identity?.methods ?? []
  // keystone/auth/core.py _validate_auth_methods: each method named needs its own object.
  for (const method of ['password', 'totp'] as const)
    if (methods.includes(method) && !identity?.[method]?.user)
      return keystoneError(400, 'Bad Request', `Invalid input for field 'identity': '${method}' is a required property`)
  if (!methods.includes('password') && !methods.includes('totp'))
    return keystoneError(400, 'Bad Request', "Invalid input for field 'identity': 'password' is a required property")
  const user = identity?.password?.user ?? identity?.totp?.user ?? {}
  const result = authenticateFactors(
    cloud,
    {
      methods,
      user: { id: user.id, name: user.name, domain: user.domain?.id ?? user.domain?.name },
      password: identity?.password?.user?.password,
      passcode: identity?.totp?.user?.passcode,
      receiptId: request.headers.get(AUTH_RECEIPT_HEADER),
      scope: {
        projectId: project?.id,
        projectName: project?.name,
        projectDomain: project?.domain?.id ?? project?.domain?.name,
      },
    },
    origin,
    withCatalog,
  )
  // A receipt's 401 is its own body, without Keystone's error object or challenge (keystone/receipt/handlers.py).
  if ('receipt' in result) return json(result.receipt, 401, { [AUTH_RECEIPT_HEADER]: result.receiptId })
  if (!('caller' in result)) return keystoneError(result.status, result.title, result.message, challenge(origin))
  return json(result.body, 201, { 'X-Subject-Token': result.caller.tokenId })
}

/** Keystone's 400 for a body that is not JSON, as Zed words it. */
const NOT_JSON =
  'Expecting to find valid JSON in request body. The server could not comply with the request since it is either malformed or otherwise incorrect. The client is assumed to be in error.'

/**
 * POST /v3/users/{user_id}/password: the self-service change, no token needed (keystone/api/users.py
 * UserChangePasswordResource, `unenforced_api`); 204 without a body, every token of the user revoked.
 */
async function passwordChange(cloud: DemoCloud, request: Request, origin: string, userId: string): Promise<Response> {
  // Flask's own 405, not Keystone's error body (as Zed answers it).
  if (request.method !== 'POST') return json({ message: 'The method is not allowed for the requested URL.' }, 405)
  let body: { user?: unknown }
  try {
    body = (await request.json()) as { user?: unknown }
  } catch {
    return keystoneError(400, 'Bad Request', NOT_JSON)
  }
  // No `user` is validated as an empty one (Zed's answer names original_password).
  const user = typeof body.user === 'object' && body.user !== null ? (body.user as PasswordChange) : {}
  const refused = changePassword(cloud, decodeURIComponent(userId), user)
  if (refused)
    return keystoneError(
      refused.status,
      refused.title,
      refused.message,
      refused.status === 401 ? challenge(origin) : {},
    )
  return empty(204)
}

export async function handleKeystone(cloud: DemoCloud, request: Request): Promise<Response> {
  cloud.tick()
  const url = new URL(request.url)
  const origin = url.origin
  const parts = url.pathname.split('/').filter(Boolean)
  const rest = parts.slice(parts.indexOf('identity') + 1)
  const path = rest.join('/')
  const headers = { 'x-openstack-request-id': requestId(), Vary: 'X-Auth-Token' }
  const withHeaders = (response: Response) => {
    for (const [key, value] of Object.entries(headers)) response.headers.set(key, value)
    return response
  }
  if (path === '' && request.method === 'GET')
    return withHeaders(json({ versions: { values: [versionEntry(origin)] } }, 300))
  if (path === 'v3' && request.method === 'GET') return withHeaders(json({ version: versionEntry(origin) }))
  if (path === 'v3/auth/tokens' && request.method === 'POST')
    return withHeaders(await issueToken(cloud, request, origin))
  const websso = await handleWebSso(cloud, request, path)
  if (websso) return withHeaders(websso)
  const password = /^v3\/users\/([^/]+)\/password$/.exec(path)
  if (password) return withHeaders(await passwordChange(cloud, request, origin, password[1] ?? ''))
  const caller = callerOf(cloud, request.headers.get('X-Auth-Token'))
  if (!caller) return withHeaders(keystoneError(401, 'Unauthorized', AUTH_REQUIRED, challenge(origin)))
  if (path === 'v3/auth/tokens') {
    const subject = request.headers.get('X-Subject-Token')
    const target = callerOf(cloud, subject)
    if (!target || !subject)
      return withHeaders(keystoneError(404, 'Not Found', `Could not find token: ${subject ?? ''}.`))
    if (request.method === 'DELETE') {
      cloud.revokeToken(subject)
      return withHeaders(empty(204))
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      return withHeaders(
        json(tokenBody(cloud, target, origin, !new URL(request.url).searchParams.has('nocatalog')), 200, {
          'X-Subject-Token': subject,
        }),
      )
    }
  }
  if (path === 'v3/auth/catalog' && request.method === 'GET') {
    return withHeaders(
      json({
        catalog: catalogFor(cloud, origin, caller.projectId),
        links: { self: `${origin}/identity/v3/auth/catalog` },
      }),
    )
  }
  const ownUser = /^v3\/users\/([^/]+)$/.exec(path)
  if (ownUser) return withHeaders(handleUser(cloud, request, caller, decodeURIComponent(ownUser[1] ?? '')))
  const keystoneCredential = /^v3\/credentials(?:\/([^/]+))?$/.exec(path)
  if (keystoneCredential) return withHeaders(await handleCredentials(cloud, request, caller, keystoneCredential[1]))
  const credentials = /^v3\/users\/([^/]+)\/application_credentials(?:\/([^/]+))?$/.exec(path)
  if (credentials) return withHeaders(await applicationCredentials(cloud, request, caller, origin, credentials))
  if (path === 'v3/projects' && request.method === 'GET') return withHeaders(listProjects(cloud, request, caller))
  const project = /^v3\/projects\/([^/]+)$/.exec(path)
  if (project && request.method === 'GET') {
    return withHeaders(getProject(cloud, request, caller, decodeURIComponent(project[1] ?? '')))
  }
  if (path === 'v3/auth/projects' && request.method === 'GET') {
    const user = cloud.state.users.find((candidate) => candidate.id === caller.userId)
    const projects = cloud.state.projects.filter((project) => user && (user.roles[project.id]?.length ?? 0) > 0)
    const self = `${origin}/identity/v3/auth/projects`
    return withHeaders(
      json({
        projects: projects.map((project) => projectView(project, origin)),
        links: { next: null, self, previous: null },
      }),
    )
  }
  return withHeaders(keystoneError(404, 'Not Found', 'The resource could not be found.'))
}

/** A user's application credentials: create (the secret shown once), list, delete (keystone/api/users.py). */
async function applicationCredentials(
  cloud: DemoCloud,
  request: Request,
  caller: Caller,
  origin: string,
  [, userId = '', credentialId]: RegExpExecArray,
): Promise<Response> {
  // identity:*_application_credential: the user's own only (the default policy's rule:owner).
  if (userId !== caller.userId)
    return keystoneError(
      403,
      'Forbidden',
      'You are not authorized to perform the requested action: identity:list_application_credentials.',
    )
  const all = (cloud.state.applicationCredentials ??= [])
  const view = (record: ApplicationCredentialRecord) => ({
    id: record.id,
    name: record.name,
    description: record.description,
    user_id: record.userId,
    project_id: record.projectId,
    roles: record.roles.map((name) => ({ id: `role-${name}`, name, domain_id: null })),
    expires_at: record.expiresAt,
    unrestricted: record.unrestricted,
    system: null,
    links: { self: `${origin}/identity/v3/users/${userId}/application_credentials/${record.id}` },
  })
  if (!credentialId && request.method === 'GET')
    return json({ application_credentials: all.filter((record) => record.userId === userId).map(view) })
  if (!credentialId && request.method === 'POST') {
    // An application credential's own token makes no other unless it is unrestricted.
    if (caller.applicationCredential)
      return keystoneError(
        403,
        'Forbidden',
        "You are not authorized to perform the requested action: Using method 'application_credential' is not allowed for managing additional application credentials.",
      )
    let body: { application_credential?: { name?: unknown; description?: unknown; secret?: unknown } }
    try {
      body = (await request.json()) as typeof body
    } catch {
      return keystoneError(400, 'Bad Request', 'Malformed request body')
    }
    const given = body.application_credential
    if (typeof given?.name !== 'string' || !given.name)
      return keystoneError(400, 'Bad Request', "'name' is a required property")
    if (all.some((record) => record.userId === userId && record.name === given.name))
      return keystoneError(
        409,
        'Conflict',
        `Conflict occurred attempting to store application_credential - Duplicate entry found with name ${given.name}.`,
      )
    const record: ApplicationCredentialRecord = {
      id: newId().replace(/-/g, ''),
      name: given.name,
      description: typeof given.description === 'string' ? given.description : null,
      userId,
      projectId: caller.projectId,
      secret: typeof given.secret === 'string' && given.secret ? given.secret : newId().replace(/-/g, ''),
      roles: [...caller.roles],
      expiresAt: null,
      unrestricted: false,
    }
    all.push(record)
    cloud.changed()
    return json({ application_credential: { ...view(record), secret: record.secret } }, 201)
  }
  const record = all.find((candidate) => candidate.id === credentialId && candidate.userId === userId)
  if (!record) return keystoneError(404, 'Not Found', `Could not find Application Credential: ${credentialId ?? ''}.`)
  if (request.method === 'GET') return json({ application_credential: view(record) })
  if (request.method === 'DELETE') {
    all.splice(all.indexOf(record), 1)
    // Its tokens end with it.
    for (const [id, token] of cloud.tokens) if (token.applicationCredential?.id === record.id) cloud.revokeToken(id)
    cloud.changed()
    return empty(204)
  }
  return keystoneError(405, 'Method Not Allowed', 'The method is not allowed for the requested URL.')
}
