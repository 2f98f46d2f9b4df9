// Keystone's two-factor sign-in (multi-factor auth rules, TOTP and auth receipts) as the console
// and the demo cloud both read it; sources in docs/keystone-sign-in.md ("Two-factor sign-in").
// - A user's option `multi_factor_auth_rules` ([["password","totp"]]) names the methods a token
//   needs; a rule's methods that Keystone does not load ([auth] methods) are left out of it, and
//   the rules hold unless `multi_factor_auth_enabled` is false (keystone/auth/core.py
//   UserMFARulesValidator).
// - Methods that pass without meeting a rule are answered 401 with the header
//   Openstack-Auth-Receipt and a body of `receipt` and `required_auth_methods`, no `error`
//   (keystone/receipt/handlers.py build_receipt); the missing method is then sent with that
//   header. A receipt Keystone cannot open (expired after [receipt] expiration, 300 s by default,
//   or altered) is 401 "Could not find auth receipt: <id>." (keystone/receipt/provider.py).
// - TOTP: 6 digits, 30 s, SHA-1, the current window and [totp] included_previous_windows before
//   it (1 by default), never a later one (keystone/auth/plugins/totp.py).
import { Secret, TOTP } from 'otpauth'
import type { ReceiptBody } from '../api/keystone-wire'

export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
export const DEFAULT_PREVIOUS_WINDOWS = 1
export const DEFAULT_RECEIPT_SECONDS = 300

/** Keystone's 401 for a receipt it cannot open (ReceiptNotFound). */
export const receiptNotFound = (receiptId: string) => `Could not find auth receipt: ${receiptId}.`
const RECEIPT_NOT_FOUND = /^Could not find auth receipt: /

/** Whether a 401's message is Keystone's for a receipt it cannot open (expired or altered). */
export const isReceiptNotFound = (message: string | undefined) => RECEIPT_NOT_FOUND.test(message ?? '')

/** Whether a receipt asks for a TOTP code (a rule that still needs totp). */
export const asksForCode = (body: ReceiptBody) =>
  body.required_auth_methods.some((rule) => rule.includes('totp') && !body.receipt.methods.includes('totp'))

/** Each rule reduced to the loaded methods; rules left empty are dropped. */
function loadedRules(rules: readonly (readonly string[])[], loaded: readonly string[]): string[][] {
  return rules.map((rule) => rule.filter((method) => loaded.includes(method))).filter((rule) => rule.length > 0)
}

/** Whether the methods used meet the rules: no rule left, or every method of one rule used. */
export function rulesMet(rules: readonly (readonly string[])[], used: readonly string[], loaded: readonly string[]) {
  const valid = loadedRules(rules, loaded)
  return valid.length === 0 || valid.some((rule) => rule.every((method) => used.includes(method)))
}

/** `required_auth_methods`: the loaded rules that share a method with those used (keystone/models/receipt_model.py). */
export function requiredAuthMethods(
  rules: readonly (readonly string[])[],
  used: readonly string[],
  loaded: readonly string[],
): string[][] {
  return loadedRules(rules, loaded).filter((rule) => rule.some((method) => used.includes(method)))
}

/** A six-digit code as typed (spaces allowed), or null when it is not one. */
export function passcodeOf(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '')
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null
}

function totpFor(secretBase32: string): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(secretBase32),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
  })
}

/** The code an authenticator shows for the secret at `now` (ms). */
export const totpCode = (secretBase32: string, now: number) => totpFor(secretBase32).generate({ timestamp: now })

/** Whether `code` is the secret's code now or in one of the `previousWindows` windows before (never a later one). */
export function totpAccepts(
  secretBase32: string,
  code: string,
  now: number,
  previousWindows = DEFAULT_PREVIOUS_WINDOWS,
) {
  const totp = totpFor(secretBase32)
  for (let window = 0; window <= previousWindows; window += 1)
    if (totp.generate({ timestamp: now - window * TOTP_PERIOD_SECONDS * 1000 }) === code) return true
  return false
}

/** A new secret: 20 random bytes in base32 without padding (Keystone asks for at least 16, doc/source/admin/auth-totp.rst). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** The otpauth URI authenticator apps read, as Keystone's docs and Horizon write it (issuer Keystone). */
export const totpUri = (userName: string, secretBase32: string) =>
  `otpauth://totp/${encodeURIComponent(userName)}?secret=${secretBase32}&issuer=Keystone`
