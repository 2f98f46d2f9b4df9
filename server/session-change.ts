// PUT /_console/session: the same user in another project (a token scoped there with Keystone's
// token method, the one left revoked) or another region (the endpoints the page and the proxy
// use), under a new cookie. Keystone's refusal comes back as it came: 401 when the user has no
// role there, 403 for an application credential's token (docs/sessions.md).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { SERVICE_TYPES, catalogRegions } from '../src/api/keystone-wire.ts'
import type { EndpointInterface, TokenBody } from '../src/api/types'
import { NOT_A_CHANGE_BODY, sessionChangeOf } from '../src/rules/console-credentials.ts'
import { errorBody, readJson, refuseBody, relay, sendJson } from './http-json.ts'
import type { SessionCore } from './session-core.ts'
import type { SessionPayload } from './session-seal.ts'
import type { UpstreamAnswer } from './upstream.ts'

export async function changeSession(core: SessionCore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const read = await readJson(req, NOT_A_CHANGE_BODY)
  const change = read.ok ? sessionChangeOf(read.value) : read
  if (!change.ok) return refuseBody(res, change)
  const { projectId, region } = change.value
  const opened = core.open(req)
  if (!opened.ok) {
    core.refuse(req, res, opened.reason)
    return
  }
  const current = opened.session
  const rescoping = projectId !== undefined && projectId !== current.projectId
  let answer: UpstreamAnswer
  try {
    answer = rescoping ? await core.rescope(current, projectId) : await core.validate(current)
  } catch (error) {
    core.unreachable(res, current.authUrl, error)
    return
  }
  // The session's own token no longer validates (re-scoping from it: 404; validating it: 401 or 404).
  if ((rescoping && answer.status === 404) || (!rescoping && (answer.status === 401 || answer.status === 404))) {
    core.refuse(req, res, 'revoked')
    return
  }
  const token = rescoping ? answer.headers['x-subject-token'] : current.token
  if (answer.status !== (rescoping ? 201 : 200) || typeof token !== 'string') {
    relay(res, answer)
    return
  }
  const body = JSON.parse(answer.text) as TokenBody
  const iface = (current.interface as EndpointInterface | undefined) ?? 'public'
  const nextRegion = region ?? current.region ?? ''
  if (nextRegion && !catalogRegions(body.token.catalog ?? [], SERVICE_TYPES.volume, iface).includes(nextRegion)) {
    if (rescoping) core.revoke({ ...current, token })
    const message = `The catalog has no ${iface} block-storage endpoint in region ${nextRegion}.`
    sendJson(res, 400, errorBody(400, 'Bad Request', message))
    return
  }
  core.options.learn?.(body, current.authUrl)
  const session: SessionPayload = {
    ...current,
    token,
    expiresAt: Date.parse(body.token.expires_at) || current.expiresAt,
    projectId: body.token.project?.id ?? '',
    region: nextRegion,
  }
  sendJson(res, 200, await core.answerFor(body, session), { 'Set-Cookie': core.cookiesFor(req, session) })
  if (rescoping) core.revoke(current)
}
