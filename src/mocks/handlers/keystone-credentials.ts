// Keystone's credentials API (keystone/api/credentials.py), for the TOTP secrets a user keeps
// there: create, list, show, delete; and a user's own record (keystone/api/users.py), where the
// two-factor rules an operator set are read. As Zed's default policy (keystone/common/policies/credential.py)
// answers a member: its own only, and a credential of another user, or none at all, is the 403
// naming the rule rather than a 404 (seen on a Zed Keystone of our own).
import type { Caller, DemoCloud } from '../cloud/cloud'
import { isAdmin } from '../cloud/cloud'
import { newId } from '../cloud/attachments'
import type { CredentialRecord } from '../cloud/state'
import { empty, json, keystoneError } from '../http/respond'

const forbidden = (rule: string) =>
  keystoneError(403, 'Forbidden', `You are not authorized to perform the requested action: identity:${rule}.`)

function view(record: CredentialRecord, origin: string) {
  return {
    id: record.id,
    user_id: record.userId,
    project_id: record.projectId,
    type: record.type,
    blob: record.blob,
    links: { self: `${origin}/identity/v3/credentials/${record.id}` },
  }
}

/** /v3/credentials[/{id}] for a token's caller. */
export async function handleCredentials(
  cloud: DemoCloud,
  request: Request,
  caller: Caller,
  credentialId: string | undefined,
): Promise<Response> {
  const url = new URL(request.url)
  const all = (cloud.state.credentials ??= [])
  const mayUse = (userId: string) => isAdmin(caller) || userId === caller.userId
  if (!credentialId && request.method === 'GET') {
    const userId = url.searchParams.get('user_id')
    const type = url.searchParams.get('type')
    const listed = all.filter(
      (record) => mayUse(record.userId) && (!userId || record.userId === userId) && (!type || record.type === type),
    )
    return json({
      credentials: listed.map((record) => view(record, url.origin)),
      links: { next: null, self: `${url.origin}/identity/v3/credentials${url.search}`, previous: null },
    })
  }
  if (!credentialId && request.method === 'POST') {
    const body = (await request.json().catch(() => ({}))) as { credential?: Record<string, unknown> }
    const given = body.credential ?? {}
    // The policy is checked first, on the credential's user: none given is not the caller's own.
    if (typeof given.user_id !== 'string' || !mayUse(given.user_id)) return forbidden('create_credential')
    if (typeof given.type !== 'string' || typeof given.blob !== 'string')
      return keystoneError(400, 'Bad Request', "Invalid input for field 'credential': 'blob' is a required property")
    const record: CredentialRecord = {
      id: newId().replace(/-/g, ''),
      type: given.type,
      blob: given.blob,
      userId: given.user_id,
      projectId: typeof given.project_id === 'string' ? given.project_id : null,
    }
    all.push(record)
    cloud.changed()
    return json({ credential: view(record, url.origin) }, 201)
  }
  const record = all.find((candidate) => candidate.id === credentialId)
  const rule = request.method === 'DELETE' ? 'delete_credential' : 'get_credential'
  if (!record || !mayUse(record.userId)) {
    if (record || !isAdmin(caller)) return forbidden(rule)
    return keystoneError(404, 'Not Found', `Could not find credential: ${credentialId ?? ''}.`)
  }
  if (request.method === 'GET') return json({ credential: view(record, url.origin) })
  if (request.method === 'DELETE') {
    all.splice(all.indexOf(record), 1)
    cloud.changed()
    return empty(204)
  }
  return json({ message: 'The method is not allowed for the requested URL.' }, 405)
}

/** GET /v3/users/{id}: one's own record, or any for an admin; another's is the 403 naming the rule (identity:get_user). */
export function handleUser(cloud: DemoCloud, request: Request, caller: Caller, userId: string): Response {
  if (request.method !== 'GET') return json({ message: 'The method is not allowed for the requested URL.' }, 405)
  const user = cloud.state.users.find((candidate) => candidate.id === userId)
  if (!isAdmin(caller) && userId !== caller.userId) return forbidden('get_user')
  if (!user) return keystoneError(404, 'Not Found', `Could not find user: ${userId}.`)
  const origin = new URL(request.url).origin
  const firstProject = Object.keys(user.roles)[0]
  return json({
    user: {
      id: user.id,
      name: user.name,
      domain_id: user.domain_id,
      enabled: true,
      ...(firstProject ? { default_project_id: firstProject } : {}),
      password_expires_at: user.passwordExpiresAt ?? null,
      options: user.options ?? {},
      links: { self: `${origin}/identity/v3/users/${user.id}` },
    },
  })
}
