// The command behind Change Password: openstackclient's `user password set`, which changes the
// signed-in user's own password at Keystone (POST /v3/users/{user_id}/password with the original
// and the new one; keystone/api/users.py UserChangePasswordResource). Passwords are secrets: the
// command and the request carry placeholders, never what was typed.
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
