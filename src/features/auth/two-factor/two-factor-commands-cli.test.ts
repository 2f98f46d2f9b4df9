// The commands of Set Up an Authenticator and Remove Authenticator, run: `openstack credential
// create --type totp` as shown, with a new key in place of its placeholder, and `openstack
// credential delete`, in a shell with openstackclient against the demo cloud over HTTP, each
// beside the dialog's own request (described, its placeholder filled the same way, sent as shown).
import { describe, expect, it } from 'vitest'
import {
  createTotpCommand,
  deleteCredentialCommand,
  SECRET_KEY_PLACEHOLDER,
} from '../../../rules/commands/identity-commands'
import { shellQuote } from '../../../rules/commands/shell'
import { setUpCliDemoCloud } from '../../../test/cli-demo-cloud'

const cloud = setUpCliDemoCloud()
const totpOf = (blob: string) =>
  (cloud.running.cloud.state.credentials ?? []).filter((credential) => credential.blob === blob)

describe('the commands of the two-factor dialogs do what the dialogs do', () => {
  it('an authenticator saved, then removed, by each', async () => {
    const userId = cloud.client.token.user.id
    const [byCli, byDialog] = ['JBSWY3DPEHPK3PXPJBSWY3DP', 'KRSXG5CTMVRXEZLUKRSXG5CT']
    const shown = createTotpCommand(userId)
    await cloud.shell(shown.replace(shellQuote(SECRET_KEY_PLACEHOLDER), shellQuote(byCli)))
    const requests = cloud.client.keystone.describe((keystone) =>
      keystone.createTotpCredential(userId, SECRET_KEY_PLACEHOLDER),
    )
    await cloud.send(
      requests.map((request) => ({
        ...request,
        body: JSON.parse(JSON.stringify(request.body).replace(SECRET_KEY_PLACEHOLDER, byDialog)) as unknown,
      })),
    )
    const [cliMade, dialogMade] = [totpOf(byCli), totpOf(byDialog)]
    expect([cliMade.length, dialogMade.length]).toEqual([1, 1])
    const pick = ({ type, userId: owner, projectId }: (typeof cliMade)[0]) => ({ type, owner, projectId })
    expect(pick(cliMade[0]!)).toEqual(pick(dialogMade[0]!))
    expect(pick(cliMade[0]!)).toMatchObject({ type: 'totp', owner: userId })

    await cloud.shell(deleteCredentialCommand(cliMade[0]!.id))
    await cloud.send(cloud.client.keystone.describe((keystone) => keystone.deleteCredential(dialogMade[0]!.id)))
    expect([totpOf(byCli), totpOf(byDialog)]).toEqual([[], []])
  })
})
