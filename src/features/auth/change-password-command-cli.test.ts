// The command of Change Password, run: `openstack user password set` as shown, with the user's
// passwords put in place of its two placeholders, in a shell with openstackclient against the
// demo cloud over HTTP; then the dialog's request as shown, its placeholders filled the same way.
// Each change is the user's own at Keystone: the old password no longer signs in, the new one does.
import { describe, expect, it } from 'vitest'
import { identityV3Url, passwordAuthBody } from '../../api/keystone-wire'
import {
  changePasswordCommand,
  changePasswordRequest,
  CURRENT_PASSWORD_PLACEHOLDER,
  NEW_PASSWORD_PLACEHOLDER,
} from '../../rules/commands/identity-commands'
import { shellQuote } from '../../rules/commands/shell'
import { setUpCliDemoCloud } from '../../test/cli-demo-cloud'

const cloud = setUpCliDemoCloud()

/** Whether Keystone gives the demo user a token for `password`. */
async function signsIn(password: string): Promise<boolean> {
  const answer = await fetch(`${identityV3Url(cloud.running.authUrl)}/auth/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(
      passwordAuthBody({ authUrl: cloud.running.authUrl, username: 'demo', password, projectName: 'demo' }),
    ),
  })
  return answer.status === 201
}

describe('the command of Change Password does what the dialog does', () => {
  it('user password set, then the dialog’s request: each old password refused, each new one taken', async () => {
    expect(await signsIn('demo')).toBe(true)
    const shown = changePasswordCommand()
    expect(shown).not.toContain('demo')
    await cloud.shell(
      shown
        .replace(shellQuote(CURRENT_PASSWORD_PLACEHOLDER), shellQuote('demo'))
        .replace(shellQuote(NEW_PASSWORD_PLACEHOLDER), shellQuote('renewed-cli-1')),
    )
    expect(await signsIn('demo')).toBe(false)
    expect(await signsIn('renewed-cli-1')).toBe(true)

    const request = changePasswordRequest(cloud.running.authUrl, cloud.client.token.user.id)
    const filled = JSON.parse(
      JSON.stringify(request.body)
        .replace(CURRENT_PASSWORD_PLACEHOLDER, 'renewed-cli-1')
        .replace(NEW_PASSWORD_PLACEHOLDER, 'renewed-dialog-2'),
    ) as unknown
    await cloud.send([{ ...request, body: filled }])
    expect(await signsIn('renewed-cli-1')).toBe(false)
    expect(await signsIn('renewed-dialog-2')).toBe(true)
  })
})
