// Creating a volume when the cloud misbehaves (fault injection): a POST is never sent twice on
// its own, a lost answer is said to be unknown and refreshes the list instead of being resent,
// and a refusal keeps the input with the message and request id.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../../api'
import { UNKNOWN_OUTCOME } from '../../../components/error-text'
import { createQueryClient } from '../../../lib/query-client'
import type { FaultRule } from '../../../mocks/cloud/state'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { renderVolumeList } from '../../../test/render-volume-list'
import { countRequests } from '../../../test/request-log'

const demo = setUpDemoCloud()
const onCreate = (kind: FaultRule['kind'], status?: number): FaultRule => ({
  kind,
  rate: 1,
  status,
  methods: ['POST'],
  path: '/volumes',
})

let client: OpenStackClient
/** Every POST /volumes sent in this test. */
const creates = countRequests(demo, 'POST', /\/volumes$/)

beforeEach(async () => {
  client = await demo.signIn('member')
})

const named = async (name: string) =>
  (await client.cinder.listVolumes({ limit: 1000 })).volumes.filter((volume) => volume.name === name)

/** The Volumes page filtered by `name` (no such volume yet), its Create Volume dialog open, the name typed. */
async function openCreate(name: string) {
  const user = userEvent.setup({ delay: null })
  renderVolumeList(client, createQueryClient(), `/volumes?name=${name}`)
  await screen.findByText('No volumes')
  await user.click(screen.getByRole('button', { name: 'Create Volume' }))
  const dialog = await screen.findByRole('dialog', { name: 'Create Volume' })
  await user.type(await within(dialog).findByRole('textbox', { name: 'Name' }), name)
  return { user, dialog, submit: within(dialog).getByRole('button', { name: 'Create Volume' }) }
}

// Whole-page renders in jsdom: a few seconds each on a busy machine.
describe('Create Volume through faults', () => {
  it('says the result is unknown when the answer is lost, refreshes the list and sends nothing again', async () => {
    const { user, dialog, submit } = await openCreate('lost-answer')
    demo.cloud.settings.faults = [onCreate('drop')]

    await user.click(submit)

    const alert = await within(dialog).findByRole('alert')
    expect(within(alert).getByText('The result is unknown')).toBeInTheDocument()
    expect(alert).toHaveTextContent(/Could not reach cloud\.test \(POST \/volume\/v3\/[^)]+\/volumes\)/)
    expect(alert).toHaveTextContent(UNKNOWN_OUTCOME)
    expect(within(dialog).queryByText('The volume was not created')).not.toBeInTheDocument()
    // The cloud did create it: the list behind the dialog, refreshed, shows it.
    expect(await screen.findByRole('link', { name: 'lost-answer', hidden: true })).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('lost-answer')

    // Sending again could make a second one: neither the button nor Enter sends.
    demo.cloud.settings.faults = []
    expect(submit).toBeDisabled()
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Create Volume' }))
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(creates.count).toBe(1)
    expect(await named('lost-answer')).toHaveLength(1)
  })

  it('sends one POST for a double click, even when its answer is lost', async () => {
    const { dialog, submit } = await openCreate('double-lost')
    demo.cloud.settings.faults = [onCreate('drop')]

    fireEvent.click(submit)
    fireEvent.click(submit)

    expect(await within(dialog).findByText('The result is unknown')).toBeInTheDocument()
    expect(creates.count).toBe(1)
    expect(await named('double-lost')).toHaveLength(1)
  })

  it("shows a 500 with the cloud's message and request id, keeps the input and creates nothing", async () => {
    const { user, dialog, submit } = await openCreate('refused-once')
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'kept')
    demo.cloud.settings.faults = [onCreate('error', 500)]

    await user.click(submit)

    const alert = await within(dialog).findByRole('alert')
    expect(within(alert).getByText('The volume was not created')).toBeInTheDocument()
    expect(alert).toHaveTextContent(
      'The server has either erred or is incapable of performing the requested operation. (injected fault)',
    )
    expect(alert).toHaveTextContent(/Request ID: req-[0-9a-f-]+/)
    expect(within(alert).getByRole('button', { name: /^Copy request id req-/ })).toBeInTheDocument()
    expect(alert).not.toHaveTextContent(UNKNOWN_OUTCOME)
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('refused-once')
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('kept')
    expect(await named('refused-once')).toHaveLength(0)
    expect(creates.count).toBe(1)

    // Refused, so nothing was made: the same dialog may send it again, once.
    demo.cloud.settings.faults = []
    expect(submit).toBeEnabled()
    await user.click(submit)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await named('refused-once')).toHaveLength(1)
    expect(creates.count).toBe(2)
  })
})
