// POST /_console/session/password: a user's own password change, for a password Keystone says
// has expired at Sign In or one the user changes from the user menu. The body is read as the
// demo cloud reads it (src/rules/console-credentials.ts); the change goes to the chosen cloud's
// Keystone once (POST /v3/users/{id}/password needs no token) and its answer comes back as it
// came: 204, or its refusal with Keystone's words. No cookie is set: the page signs in again
// with the new password, as Keystone has revoked the user's tokens.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { passwordChangeBody, userPasswordUrl } from '../src/api/keystone-wire.ts'
import { chooseCloud, NOT_A_PASSWORD_BODY, passwordChangeOf } from '../src/rules/console-credentials.ts'
import { readJson, refuseBody, relay } from './http-json.ts'
import type { SessionCore } from './session-core.ts'

export async function changePassword(core: SessionCore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const read = await readJson(req, NOT_A_PASSWORD_BODY)
  const change = read.ok ? passwordChangeOf(read.value) : read
  if (!change.ok) return refuseBody(res, change)
  const cloud = chooseCloud(core.clouds, change.value)
  if (!cloud.ok) return refuseBody(res, cloud)
  const { authUrl } = cloud.value
  const { userId, originalPassword, password } = change.value
  try {
    relay(
      res,
      await core.identity(userPasswordUrl(authUrl, userId), 'POST', {}, passwordChangeBody(originalPassword, password)),
    )
  } catch (error) {
    core.unreachable(res, authUrl, error)
  }
}
