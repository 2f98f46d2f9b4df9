// TOTP codes as Keystone checks them (keystone/auth/plugins/totp.py): 6 digits, 30 s, SHA-1, the
// current window and [totp] included_previous_windows before it (1 by default), never a later
// one; secrets in base32 of at least 16 bytes (doc/source/admin/auth-totp.rst). Kept apart from
// keystone-mfa.ts so that Sign In does not load the TOTP library: the demo cloud checks codes,
// the two-factor set-up makes a secret and checks the app's first code with it.
import { Secret, TOTP } from 'otpauth'
import { TOTP_DIGITS } from './keystone-mfa'

export const TOTP_PERIOD_SECONDS = 30
export const DEFAULT_PREVIOUS_WINDOWS = 1

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
