// The receipt of a two-factor sign-in's first step, as the demo cloud playing the console's
// server keeps it (the server's own is server/receipt-cookie.ts, a sealed HttpOnly cookie): in
// memory, for the code step that follows, to the Keystone that issued it; never in the page.
import type { Credentials } from '../../api/keystone-wire'
import { AUTH_RECEIPT_HEADER, isReceiptBody } from '../../api/keystone-wire'
import { isReceiptNotFound, RECEIPT_NOT_FOUND_FOR_PAGE } from '../../rules/keystone-mfa'
import type { DemoCloud } from '../cloud/cloud'
import { json } from '../http/respond'

/** The headers a Sign In sends to Keystone: the held receipt for a code step; null when a code step has none. */
export function receiptHeaders(
  cloud: DemoCloud,
  credentials: Credentials,
  authUrl: string,
): Record<string, string> | null {
  if (credentials.passcode === undefined) return {}
  const held = cloud.consoleReceipt
  if (!held || held.authUrl !== authUrl || held.expiresAt <= cloud.now()) {
    cloud.consoleReceipt = null
    return null
  }
  return { [AUTH_RECEIPT_HEADER]: held.receiptId }
}

/**
 * After Keystone refused a Sign In, what the page gets: a new receipt is kept (its header never
 * passed on); one Keystone no longer opens is dropped, and its id left out of the message.
 */
export async function keepReceipt(cloud: DemoCloud, keystone: Response, authUrl: string): Promise<Response> {
  const receiptId = keystone.headers.get(AUTH_RECEIPT_HEADER)
  keystone.headers.delete(AUTH_RECEIPT_HEADER)
  if (keystone.status !== 401) return keystone
  const body: unknown = await keystone
    .clone()
    .json()
    .catch(() => null)
  if (receiptId && isReceiptBody(body)) {
    cloud.consoleReceipt = { receiptId, authUrl, expiresAt: Date.parse(body.receipt.expires_at) }
  } else if (isReceiptNotFound((body as { error?: { message?: string } } | null)?.error?.message)) {
    cloud.consoleReceipt = null
    return json({ error: { code: 401, title: 'Unauthorized', message: RECEIPT_NOT_FOUND_FOR_PAGE } }, 401, {
      'Cache-Control': 'no-store',
    })
  }
  return keystone
}
