// Keystone's WebSSO pages as the demo cloud plays them (keystone/api/auth.py
// AuthFederationWebSSOResource and AuthFederationWebSSOIDPsResource; docs/keystone-sign-in.md,
// 1.2 to 1.4): `origin` must be one of [federation] trusted_dashboard exactly (400 without one,
// the bare 401 for another), and the answer is a page that posts the unscoped token to it.
// Where a real Keystone sits behind Apache and the identity provider's own sign-in (for example
// mod_auth_openidc), the demo shows the identity provider's sign-in page itself, at the same
// address, and goes on when one of its accounts signs in there.
import type { DemoCloud } from '../cloud/cloud'
import { federatedAccount, federatedToken } from '../cloud/federation'
import { AUTH_REQUIRED, keystoneError } from '../http/respond'

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function html(body: string, status = 200): Response {
  return new Response(`<!DOCTYPE html>\n<html lang="en">${body}</html>\n`, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** The identity provider's sign-in page, posting back to the same address. */
function signInPage(title: string, action: string, failed: boolean): Response {
  return html(
    `<head><meta charset="utf-8"><title>${escape(title)}: sign in</title></head><body>` +
      `<main><h1>${escape(title)}</h1><p>Sign in to continue to OpenStack.</p>` +
      (failed ? '<p role="alert">Wrong user name or password.</p>' : '') +
      `<form method="post" action="${escape(action)}">` +
      '<p><label>User name <input name="username" autocomplete="username"></label></p>' +
      '<p><label>Password <input name="password" type="password" autocomplete="current-password"></label></p>' +
      '<p><button type="submit">Sign in</button></p></form></main></body>',
    failed ? 401 : 200,
  )
}

/** Keystone's sso_callback_template.html: the token posted to the dashboard by a form that submits itself. */
function callbackPage(origin: string, token: string): Response {
  return html(
    '<head><meta charset="utf-8"><title>Keystone WebSSO redirect</title></head><body>' +
      `<form id="sso" name="sso" action="${escape(origin)}" method="post">Please wait...<br>` +
      `<input type="hidden" name="token" id="token" value="${escape(token)}">` +
      '<noscript><input type="submit" name="submit_no_javascript" id="submit_no_javascript" value="If your JavaScript is disabled, please click to continue"></noscript>' +
      '</form><script>window.onload = function () { document.forms["sso"].submit(); }</script></body>',
  )
}

/** The WebSSO paths under /v3/auth/OS-FEDERATION; null for any other path. */
export async function handleWebSso(cloud: DemoCloud, request: Request, path: string): Promise<Response | null> {
  const byProtocol = /^v3\/auth\/OS-FEDERATION\/websso\/([^/]+)$/.exec(path)
  const byProvider = /^v3\/auth\/OS-FEDERATION\/identity_providers\/([^/]+)\/protocols\/([^/]+)\/websso$/.exec(path)
  if (!byProtocol && !byProvider) return null
  if (request.method !== 'GET' && request.method !== 'POST')
    return keystoneError(405, 'Method Not Allowed', 'The method is not allowed for the requested URL.')
  const federation = cloud.state.federation
  const protocol = decodeURIComponent((byProtocol?.[1] ?? byProvider?.[2]) || '')
  const provider = byProvider ? decodeURIComponent(byProvider[1] ?? '') : undefined
  const url = new URL(request.url)
  const origin = url.searchParams.get('origin')
  const originCheck = () => {
    if (!origin) return keystoneError(400, 'Bad Request', 'Request must have an origin query parameter')
    return (cloud.settings.trustedDashboards ?? []).includes(origin)
      ? null
      : keystoneError(401, 'Unauthorized', AUTH_REQUIRED)
  }
  // By protocol: the identity provider is found from the request first, then the origin checked;
  // by identity provider: the origin first (keystone/api/auth.py).
  if (byProtocol && (!federation || federation.protocol !== protocol))
    return keystoneError(401, 'Unauthorized', AUTH_REQUIRED)
  const refused = originCheck()
  if (refused) return refused
  if (provider !== undefined && (!federation || federation.identityProvider !== provider))
    return keystoneError(404, 'Not Found', `Could not find Identity Provider: ${provider}.`)
  if (!federation || federation.protocol !== protocol) return keystoneError(401, 'Unauthorized', AUTH_REQUIRED)
  const action = `${url.pathname}${url.search}`
  if (request.method === 'GET') return signInPage(federation.title, action, false)
  const form = new URLSearchParams(await request.text().catch(() => ''))
  const account = federatedAccount(cloud, form.get('username') ?? '', form.get('password') ?? '')
  const token = account ? federatedToken(cloud, account.name) : null
  if (!token) return signInPage(federation.title, action, true)
  return callbackPage(origin ?? '', token.tokenId)
}
