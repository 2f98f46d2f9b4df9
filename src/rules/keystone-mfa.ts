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
// The codes themselves are keystone-totp.ts (a library the first screen does not load).
import type { ReceiptBody } from '../api/keystone-wire'

export const TOTP_DIGITS = 6
export const DEFAULT_RECEIPT_SECONDS = 300

/** Keystone's 401 for a receipt it cannot open (ReceiptNotFound). */
export const receiptNotFound = (receiptId: string) => `Could not find auth receipt: ${receiptId}.`
const RECEIPT_NOT_FOUND = /^Could not find auth receipt: /

/**
 * Keystone's message for a receipt it cannot open, with the receipt's id left out: the console's
 * server and the demo cloud pass it on so, as the receipt never reaches the page (one refused for
 * naming another user may still be good for its own).
 */
export const RECEIPT_NOT_FOUND_FOR_PAGE = 'Could not find auth receipt: (the one this browser held).'

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

/**
 * Whether Keystone asks a user with these options for a code at every sign-in: rules in force
 * (multi_factor_auth_enabled not false) and every rule naming totp. A rule without totp would let
 * a password alone through.
 */
export function rulesAskForCode(options: {
  multi_factor_auth_rules?: string[][]
  multi_factor_auth_enabled?: boolean
}) {
  const rules = options.multi_factor_auth_rules ?? []
  return options.multi_factor_auth_enabled !== false && rules.length > 0 && rules.every((rule) => rule.includes('totp'))
}
