// POST /_console/session: Sign In. The body is read as the demo cloud reads it
// (src/rules/console-credentials.ts); the credentials go to the chosen cloud's Keystone once,
// its refusal comes back as it came, and a token becomes the sealed session cookie.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { authBody } from '../src/api/keystone-wire.ts'
import type { TokenBody } from '../src/api/types'
import { chooseCloud, NOT_A_SIGN_IN_BODY, signInCredentials } from '../src/rules/console-credentials.ts'
import { errorBody, readJson, refuseBody, relay, sendJson } from './http-json.ts'
import type { SessionCore } from './session-core.ts'
import type { SessionPayload } from './session-seal.ts'
import type { UpstreamAnswer } from './upstream.ts'

export async function signIn(core: SessionCore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const read = await readJson(req, NOT_A_SIGN_IN_BODY)
  const credentials = read.ok ? signInCredentials(read.value) : read
  if (!credentials.ok) return refuseBody(res, credentials)
  const cloud = chooseCloud(core.clouds, credentials.value)
  if (!cloud.ok) return refuseBody(res, cloud)
  const { authUrl } = cloud.value
  let answer: UpstreamAnswer
  try {
    answer = await core.keystone(authUrl, 'POST', {}, authBody({ ...credentials.value, authUrl }))
  } catch (error) {
    core.unreachable(res, authUrl, error)
    return
  }
  const token = answer.headers['x-subject-token']
  if (answer.status !== 201 || typeof token !== 'string') {
    relay(res, answer)
    return
  }
  const body = JSON.parse(answer.text) as TokenBody
  const expiresAt = Date.parse(body.token?.expires_at ?? '')
  if (!Number.isFinite(expiresAt)) {
    sendJson(res, 502, errorBody(502, 'Bad Gateway', 'Keystone answered Sign In without a token expiry.'))
    return
  }
  core.options.learn?.(body, authUrl)
  // Signing in again ends the session this browser had.
  const previous = core.open(req)
  if (previous.ok) core.revoke(previous.session)
  const session: SessionPayload = {
    token,
    expiresAt,
    authUrl,
    projectId: body.token.project?.id ?? '',
    region: credentials.value.region,
    interface: credentials.value.interface,
  }
  sendJson(res, 201, await core.answerFor(body, session), { 'Set-Cookie': core.cookieFor(req, session) })
}
