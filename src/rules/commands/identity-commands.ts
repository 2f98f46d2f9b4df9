// The commands behind the user's own identity dialogs. Change Password: openstackclient's `user
// password set` (POST /v3/users/{user_id}/password with the original and the new one;
// keystone/api/users.py UserChangePasswordResource). Set Up an Authenticator and Remove
// Authenticator: `credential create --type totp` and `credential delete` (keystone/api/credentials.py).
// Passwords and keys are secrets: commands and requests carry placeholders, never what was typed
// or made.
import type { DescribedRequest } from '../../api/describe'
import { identityV3Url } from '../../api/keystone-wire'
import { commandLine } from './shell'

export const CURRENT_PASSWORD_PLACEHOLDER = '<current password>'
export const NEW_PASSWORD_PLACEHOLDER = '<new password>'

export function changePasswordCommand(): string {
  return commandLine([
    'openstack',
    'user',
    'password',
    'set',
    '--original-password',
    CURRENT_PASSWORD_PLACEHOLDER,
    '--password',
    NEW_PASSWORD_PLACEHOLDER,
  ])
}

export function changePasswordRequest(authUrl: string, userId: string): DescribedRequest {
  return {
    method: 'POST',
    url: `${identityV3Url(authUrl).replace(/\/$/, '')}/users/${encodeURIComponent(userId)}/password`,
    headers: {},
    body: { user: { original_password: CURRENT_PASSWORD_PLACEHOLDER, password: NEW_PASSWORD_PLACEHOLDER } },
  }
}

export const SECRET_KEY_PLACEHOLDER = '<secret key>'

/** A TOTP credential of the user's own, its blob the base32 key shown in the dialog. */
export function createTotpCommand(userId: string): string {
  return commandLine(['openstack', 'credential', 'create', '--type', 'totp', userId, SECRET_KEY_PLACEHOLDER])
}

export function deleteCredentialCommand(credentialId: string): string {
  return commandLine(['openstack', 'credential', 'delete', credentialId])
}
