// The console server's password change (server/session-password.ts) as the browser demo cloud
// plays it: the body read with src/rules/console-credentials.ts, the change sent to Keystone
// (the demo cloud's own handler), its answer passed on as it came. No session is opened or ended
// here: Keystone revokes the user's tokens, and the page signs in again with the new password.
import { CONSOLE_REQUEST_HEADER, isConsoleCall } from '../../api/console-wire'
import { passwordChangeBody, userPasswordUrl } from '../../api/keystone-wire'
import { chooseCloud, NOT_A_PASSWORD_BODY, passwordChangeOf, sessionJson } from '../../rules/console-credentials'
import { json } from '../http/respond'
import { badRequest, forbidden, NO_STORE, NOT_THE_CONSOLE } from './console-session'

export async function handleConsolePassword(
  request: Request,
  dispatch: (request: Request) => Promise<Response>,
): Promise<Response> {
  if (!isConsoleCall(request.method, request.headers.get(CONSOLE_REQUEST_HEADER))) return forbidden(NOT_THE_CONSOLE)
  if (request.method !== 'POST')
    return json({ error: { code: 405, title: 'Method Not Allowed', message: 'Use POST.' } }, 405, {
      ...NO_STORE,
      Allow: 'POST',
    })
  const origin = new URL(request.url).origin
  const read = sessionJson(await request.text().catch(() => ''), NOT_A_PASSWORD_BODY)
  const change = read.ok ? passwordChangeOf(read.value) : read
  if (!change.ok) return badRequest(change)
  // The demo cloud is the configured cloud wherever it answers (as for Sign In).
  const chosen = chooseCloud([{ authUrl: change.value.authUrl || `${origin}/identity/v3` }], change.value)
  if (!chosen.ok) return badRequest(chosen)
  const { userId, originalPassword, password } = change.value
  const answered = await dispatch(
    new Request(userPasswordUrl(chosen.value.authUrl, userId), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(passwordChangeBody(originalPassword, password)),
    }),
  )
  answered.headers.set('Cache-Control', 'no-store')
  return answered
}
