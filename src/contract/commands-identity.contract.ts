// The commands of the user's own identity dialogs on a real cloud: Change Password (`openstack user
// password set`) and Set Up / Remove Authenticator (`openstack credential create --type totp`,
// `credential delete`), each run as shown through `sh -c` with the real CLIs, its placeholders
// filled as the user would, beside the dialog's own request. They act on a user the test makes for
// itself (the rig's accounts keep their passwords) and deletes after. On the demo cloud the same
// runs are src/features/auth/change-password-command-cli.test.ts and two-factor-commands-cli.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect, type Credentials, type OpenStackClient } from '../api'
import {
  changePasswordCommand,
  changePasswordRequest,
  createTotpCommand,
  CURRENT_PASSWORD_PLACEHOLDER,
  deleteCredentialCommand,
  NEW_PASSWORD_PLACEHOLDER,
  SECRET_KEY_PLACEHOLDER,
} from '../rules/commands/identity-commands'
import { commandLine, shellQuote } from '../rules/commands/shell'
import { administrator, runShown } from './cli-shell'
import { targetKind } from './target'
import { RUN, setUpWorld } from './world'

const world = setUpWorld()

/** Whether Keystone gives `user` a token with `password`. */
async function signsIn(user: Credentials, password: string): Promise<boolean> {
  const client = await connect({ ...user, password }).catch(() => null)
  await client?.signOut()
  return client !== null
}

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((filled, [placeholder, value]) => filled.replace(placeholder, value), text)

describe.runIf(targetKind() === 'cloud')('the commands of the identity dialogs on a real cloud', () => {
  const name = `${RUN}-identity`
  let user: Credentials
  let asAdmin: (command: string) => Promise<string | undefined>

  beforeAll(async () => {
    ;({ asAdmin } = administrator(world, 'making a user for the identity commands'))
    const project = world.target.member.projectName
    user = { ...world.target.member, username: name, password: 'first-Passw0rd' }
    await asAdmin(commandLine(['openstack', 'user', 'create', '--project', project, '--password', user.password, name]))
    await asAdmin(commandLine(['openstack', 'role', 'add', '--user', name, '--project', project, 'member']))
  })

  afterAll(async () => {
    await asAdmin?.(commandLine(['openstack', 'user', 'delete', name]))
  })

  it('user password set, then the dialog’s request: each old password refused, each new one taken', async () => {
    const shown = changePasswordCommand()
    await runShown(
      fill(shown, {
        [shellQuote(CURRENT_PASSWORD_PLACEHOLDER)]: shellQuote('first-Passw0rd'),
        [shellQuote(NEW_PASSWORD_PLACEHOLDER)]: shellQuote('second-Passw0rd'),
      }),
      user,
    )
    expect(await signsIn(user, 'first-Passw0rd')).toBe(false)
    expect(await signsIn(user, 'second-Passw0rd')).toBe(true)

    const client = await connect({ ...user, password: 'second-Passw0rd' })
    const request = changePasswordRequest(user.authUrl, client.token.user.id)
    await client.signOut()
    const answer = await fetch(request.url, {
      method: request.method,
      headers: { 'Content-Type': 'application/json', ...request.headers },
      body: fill(JSON.stringify(request.body), {
        [CURRENT_PASSWORD_PLACEHOLDER]: 'second-Passw0rd',
        [NEW_PASSWORD_PLACEHOLDER]: 'third-Passw0rd',
      }),
    })
    expect(answer.status).toBe(204)
    expect(await signsIn(user, 'second-Passw0rd')).toBe(false)
    expect(await signsIn(user, 'third-Passw0rd')).toBe(true)
    user = { ...user, password: 'third-Passw0rd' }
  })

  it('credential create --type totp and the dialog’s request make the same record; each delete removes it', async () => {
    const client: OpenStackClient = await connect(user)
    try {
      const userId = client.token.user.id
      const [byCli, byDialog] = ['JBSWY3DPEHPK3PXPJBSWY3DP', 'KRSXG5CTMVRXEZLUKRSXG5CT']
      await runShown(fill(createTotpCommand(userId), { [shellQuote(SECRET_KEY_PLACEHOLDER)]: shellQuote(byCli) }), user)
      await client.keystone.createTotpCredential(userId, byDialog)
      const made = await client.keystone.totpCredentials(userId)
      const of = (blob: string) => made.filter((credential) => credential.blob === blob)
      expect([of(byCli).length, of(byDialog).length]).toEqual([1, 1])
      const pick = (credential: (typeof made)[0]) => ({
        type: credential.type,
        owner: credential.user_id,
        project: credential.project_id ?? null,
      })
      expect(pick(of(byCli)[0]!)).toEqual(pick(of(byDialog)[0]!))
      expect(pick(of(byCli)[0]!)).toMatchObject({ type: 'totp', owner: userId })

      await runShown(deleteCredentialCommand(of(byCli)[0]!.id), user)
      await client.keystone.deleteCredential(of(byDialog)[0]!.id)
      expect(await client.keystone.totpCredentials(userId)).toEqual([])
    } finally {
      await client.signOut()
    }
  })
})
