// The receipt of a two-factor sign-in's first step (Keystone's Openstack-Auth-Receipt), kept by
// the console's server for the code step in a cookie of its own: sealed like the session
// (session-seal.ts, another purpose, so neither opens as the other), HttpOnly, sent only to
// the session routes, and gone when Keystone's receipt expires. The page never holds it.
import { CONSOLE_SESSION_PATH } from '../src/api/console-wire.ts'
import { cookieValue, sealValue, unsealValue } from './session-seal.ts'
import type { SessionKeys } from './session-seal.ts'

export const RECEIPT_COOKIE = 'vc_receipt'
const PURPOSE = 'r1'

export interface ReceiptPayload {
  receiptId: string
  /** The Keystone that issued it: the code goes to that one only. */
  authUrl: string
  /** Keystone's expires_at, in ms since the epoch. */
  expiresAt: number
}

function isReceiptPayload(value: unknown): value is ReceiptPayload {
  const payload = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  return (
    typeof payload.receiptId === 'string' &&
    typeof payload.authUrl === 'string' &&
    typeof payload.expiresAt === 'number'
  )
}

/** The receipt this request's cookie carries, if it opens under the key and has not expired. */
export function openReceipt(cookieHeader: string | undefined, keys: SessionKeys, now: number): ReceiptPayload | null {
  const value = cookieValue(cookieHeader, RECEIPT_COOKIE)
  if (!value) return null
  const opened = unsealValue(value, keys, PURPOSE)
  if (!opened.ok || !isReceiptPayload(opened.value) || opened.value.expiresAt <= now) return null
  return opened.value
}

function cookie(value: string, secure: boolean, maxAge: number): string {
  return [
    `${RECEIPT_COOKIE}=${value}`,
    `Path=${CONSOLE_SESSION_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
    `Max-Age=${maxAge}`,
  ].join('; ')
}

/** The Set-Cookie value that keeps a receipt until Keystone's expiry. */
export function receiptCookie(
  payload: ReceiptPayload,
  keys: SessionKeys,
  options: { secure: boolean; now: number },
): string {
  const maxAge = Math.max(0, Math.floor((payload.expiresAt - options.now) / 1000))
  return cookie(sealValue(payload, keys, PURPOSE), options.secure, maxAge)
}

/** The Set-Cookie value that drops it (the code step done, or its receipt refused). */
export const clearedReceiptCookie = (options: { secure: boolean }) => cookie('', options.secure, 0)
