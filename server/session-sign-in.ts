// POST /_console/session: Sign In. The body is read as the demo cloud reads it
// (src/rules/console-credentials.ts); the credentials go to the chosen cloud's Keystone once,
// its refusal comes back as it came, and a token becomes the sealed session cookie.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { NO_RECEIPT_MESSAGE } from '../src/api/console-wire.ts'
import { AUTH_RECEIPT_HEADER, authBody, isReceiptBody } from '../src/api/keystone-wire.ts'
import type { TokenBody } from '../src/api/types'
import { chooseCloud, NOT_A_SIGN_IN_BODY, signInCredentials } from '../src/rules/console-credentials.ts'
import { errorBody, isSecure, readJson, refuseBody, relay, sendJson } from './http-json.ts'
import { isReceiptNotFound, RECEIPT_NOT_FOUND_FOR_PAGE } from '../src/rules/keystone-mfa.ts'
import { expiredPasswordUser } from '../src/rules/keystone-passwords.ts'
import { clearedReceiptCookie, openReceipt, receiptCookie } from './receipt-cookie.ts'
import { note, type SignInOutcome } from './request-context.ts'
import type { SessionCore } from './session-core.ts'
import type { SessionKeys, SessionPayload } from './session-seal.ts'
import type { UpstreamAnswer } from './upstream.ts'

export async function signIn(core: SessionCore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const read = await readJson(req, NOT_A_SIGN_IN_BODY)
  const credentials = read.ok ? signInCredentials(read.value) : read
  if (!credentials.ok) return refuseBody(res, credentials)
  const cloud = chooseCloud(core.clouds, credentials.value)
  if (!cloud.ok) return refuseBody(res, cloud)
  const { authUrl } = cloud.value
  const { keys, now } = core.options
  const secure = isSecure(req)
  // The code step goes with the receipt of the first, to the Keystone that issued it.
  const held = openReceipt(req.headers.cookie, keys, (now ?? Date.now)())
  const receipt = held?.authUrl === authUrl ? held : null
  if (credentials.value.passcode !== undefined && !receipt) {
    note(req, { signIn: 'refused' })
    sendJson(res, 401, errorBody(401, 'Unauthorized', NO_RECEIPT_MESSAGE), {
      'Set-Cookie': clearedReceiptCookie({ secure }),
    })
    return
  }
  const headers: Record<string, string> =
    credentials.value.passcode !== undefined && receipt ? { [AUTH_RECEIPT_HEADER]: receipt.receiptId } : {}
  let answer: UpstreamAnswer
  try {
    answer = await core.keystone(authUrl, 'POST', headers, authBody({ ...credentials.value, authUrl }))
  } catch (error) {
    note(req, { signIn: 'failed' })
    core.unreachable(res, authUrl, error)
    return
  }
  const token = answer.headers['x-subject-token']
  if (answer.status !== 201 || typeof token !== 'string') {
    note(req, { signIn: relayRefusal(res, answer, { authUrl, keys, now: (now ?? Date.now)(), secure }) })
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
    userId: body.token.user?.id,
    projectId: body.token.project?.id ?? '',
    region: credentials.value.region,
    interface: credentials.value.interface,
  }
  const method = credentials.value.applicationCredential
    ? 'application-credential'
    : receipt
      ? 'password-and-passcode'
      : 'password'
  note(req, { signIn: 'accepted', opened: method, userId: session.userId, projectId: session.projectId })
  sendJson(res, 201, await core.answerFor(body, session), {
    'Set-Cookie': [...core.cookiesFor(req, session), ...(held ? [clearedReceiptCookie({ secure })] : [])],
  })
}

/**
 * Keystone's refusal as it came. A receipt (another method still needed) is kept in its cookie
 * for the code step, the header not passed on; a receipt Keystone no longer opens is dropped.
 * Gives what the refusal meant, for the log and the counts.
 */
function relayRefusal(
  res: ServerResponse,
  answer: UpstreamAnswer,
  options: { authUrl: string; keys: SessionKeys; now: number; secure: boolean },
): SignInOutcome {
  const receiptId = answer.headers[AUTH_RECEIPT_HEADER.toLowerCase()]
  const body: unknown = answer.status === 401 && typeof receiptId === 'string' ? safeJson(answer.text) : null
  if (typeof receiptId === 'string' && isReceiptBody(body)) {
    const expiresAt = Date.parse(body.receipt.expires_at)
    const payload = { receiptId, authUrl: options.authUrl, expiresAt }
    res.setHeader('Set-Cookie', receiptCookie(payload, options.keys, options))
    relay(res, answer)
    return 'second-factor'
  } else if (answer.status === 401 && isReceiptNotFound(messageOf(answer.text))) {
    res.setHeader('Set-Cookie', clearedReceiptCookie(options))
    relay(res, { ...answer, text: JSON.stringify(errorBody(401, 'Unauthorized', RECEIPT_NOT_FOUND_FOR_PAGE)) })
    return 'refused'
  }
  relay(res, answer)
  const message = messageOf(answer.text)
  return answer.status === 401 && message && expiredPasswordUser(message) ? 'password-expired' : 'refused'
}

const messageOf = (text: string) => (safeJson(text) as { error?: { message?: string } } | null)?.error?.message

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
