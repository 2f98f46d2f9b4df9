// Launching when the answer to POST /servers is lost (the demo cloud's drop fault: the servers
// are made, the answer never arrives): the dialog says the result is unknown and sends nothing again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../../api'
import { UNKNOWN_OUTCOME } from '../../../components/error-text'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { renderWithClient } from '../../../test/render-with-client'
import { LaunchInstanceDialog } from './LaunchInstanceDialog'
import { countRequests } from '../../../test/request-log'

const demo = setUpDemoCloud()
let client: OpenStackClient
/** Every POST /servers sent in this test. */
const launches = countRequests(demo, 'POST', /\/servers$/)

beforeEach(async () => {
  client = await demo.signIn('member')
})

describe('Launch Instance through a lost answer', () => {
  it('says the result is unknown, keeps the button from sending again, and one server exists', async () => {
    renderWithClient(<LaunchInstanceDialog open onClose={() => undefined} />, client)
    const dialog = await screen.findByRole('dialog', { name: 'Launch Instance' })
    const user = userEvent.setup({ delay: null })
    await user.type(await within(dialog).findByRole('textbox', { name: 'Instance Name' }), 'lost-launch')
    await user.click(within(dialog).getByRole('combobox', { name: 'Volume' }))
    await user.click(await screen.findByRole('option', { name: /^boot-template\b/ }))
    demo.cloud.settings.faults = [{ kind: 'drop', rate: 1, methods: ['POST'], path: '/servers' }]

    const launch = within(dialog).getByRole('button', { name: 'Launch Instance' })
    fireEvent.click(launch)
    fireEvent.click(launch)

    const alert = await within(dialog).findByRole('alert')
    expect(within(alert).getByText('The result is unknown')).toBeInTheDocument()
    expect(alert).toHaveTextContent(UNKNOWN_OUTCOME)
    demo.cloud.settings.faults = []
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Launch Instance' })).toBeDisabled())
    expect(within(dialog).getByRole('button', { name: 'Launch Instance' })).toHaveAccessibleDescription(
      'The cloud may have launched it: check the instances before launching again.',
    )
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Launch Instance' }))

    expect(launches.count).toBe(1)
    const { servers } = await client.nova!.listServers({ filters: { name: '^lost-launch' } })
    expect(servers.map((server) => server.name)).toEqual(['lost-launch'])
  })
})
