import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { countRequests } from '../../test/request-log'
import { QosSpecsPage } from './QosSpecsPage'

const demo = setUpDemoCloud()
let client: OpenStackClient
const deletes = countRequests(demo, 'DELETE', /\/qos-specs\//)

async function renderPage() {
  renderWithClient(<QosSpecsPage />, client)
  const table = await screen.findByRole('table', { name: 'QoS Specs' })
  return { table, user: userEvent.setup({ delay: null }) }
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name, { exact: true }))
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

async function openAction(user: ReturnType<typeof userEvent.setup>, table: HTMLElement, name: string, action: string) {
  await user.click(within(rowOf(table, name)).getByRole('button', { name: `Actions for ${name}` }))
  await user.click(await screen.findByRole('menuitem', { name: action }))
}

describe('QosSpecsPage', () => {
  it('creates a QoS spec with a consumer and keys; a duplicate key is refused before sending', async () => {
    client = await demo.signIn('admin')
    const { table, user } = await renderPage()
    await user.click(screen.getByRole('button', { name: 'Create QoS Spec' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create QoS Spec' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'silver')
    await user.click(within(dialog).getByRole('radio', { name: /^Front-end/ }))
    const values = within(dialog).getAllByRole('textbox', { name: 'Value' })
    await user.type(values[0]!, '800')
    await user.click(within(dialog).getByRole('button', { name: 'Add Key' }))
    const keys = within(dialog).getAllByRole('textbox', { name: 'Key' })
    await user.type(keys[1]!, 'total_iops_sec')
    await user.click(within(dialog).getByRole('button', { name: 'Create QoS Spec' }))
    expect(await within(dialog).findByText('This key is already in the list.')).toBeInTheDocument()
    expect((await client.cinder.listQosSpecs()).map((specs) => specs.name)).not.toContain('silver')

    await user.clear(keys[1]!)
    await user.type(keys[1]!, 'read_bytes_sec')
    await user.type(within(dialog).getAllByRole('textbox', { name: 'Value' })[1]!, '1048576')
    await user.click(within(dialog).getByRole('button', { name: 'Create QoS Spec' }))
    expect(await screen.findByText('QoS spec silver created')).toBeInTheDocument()
    expect((await client.cinder.listQosSpecs()).find((specs) => specs.name === 'silver')).toMatchObject({
      consumer: 'front-end',
      specs: { total_iops_sec: '800', read_bytes_sec: '1048576' },
    })
    await waitFor(() => expect(within(rowOf(table, 'silver')).getByText('total_iops_sec=800')).toBeInTheDocument())
  })

  it('edits keys: changed ones set, removed ones deleted, the consumer changed', async () => {
    client = await demo.signIn('admin')
    const { table, user } = await renderPage()
    await openAction(user, table, 'backend-throttle', 'Edit Keys')
    const dialog = await screen.findByRole('dialog', { name: /Edit QoS Spec/ })
    await user.click(within(dialog).getByRole('radio', { name: 'Both' }))
    await user.click(within(dialog).getByRole('button', { name: 'Remove minIOPS' }))
    const value = within(dialog).getAllByRole('textbox', { name: 'Value' })[0]!
    await user.clear(value)
    await user.type(value, '1500')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('QoS spec backend-throttle saved')).toBeInTheDocument()
    expect((await client.cinder.listQosSpecs()).find((specs) => specs.name === 'backend-throttle')).toMatchObject({
      consumer: 'both',
      specs: { maxIOPS: '1500' },
    })
  })

  it('explains the refusal while associated and deletes only with force, which disassociates', async () => {
    client = await demo.signIn('admin')
    const { table, user } = await renderPage()
    await openAction(user, table, 'gold-iops', 'Delete')
    const dialog = await screen.findByRole('dialog', { name: /Delete QoS Spec/ })
    expect(await within(dialog).findByText(/1 volume type has this QoS spec: shared-ssd\./)).toBeInTheDocument()
    const submit = within(dialog).getByRole('button', { name: 'Disassociate and Delete' })
    expect(submit).toBeDisabled()
    expect(submit).toHaveAccessibleDescription(/"Qos specs still in use\."/)
    expect(deletes.count).toBe(0)

    await user.click(within(dialog).getByRole('checkbox', { name: /Force/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Disassociate and Delete' }))
    expect(await screen.findByText('QoS spec gold-iops deleted')).toBeInTheDocument()
    expect(deletes.count).toBe(1)
    const sharedSsd = (await client.cinder.listVolumeTypes()).find((type) => type.name === 'shared-ssd')
    expect(sharedSsd?.qos_specs_id).toBeNull()
  })

  it('associates a type; a type that has another QoS spec is offered disabled with the reason', async () => {
    client = await demo.signIn('admin')
    const { table, user } = await renderPage()
    await openAction(user, table, 'backend-throttle', 'Associations')
    const dialog = await screen.findByRole('dialog', { name: /Associations/ })
    expect(await within(dialog).findByText('No volume type has it.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: 'Volume type' }))
    const taken = await screen.findByRole('option', { name: /shared-ssd/ })
    expect(taken).toHaveAttribute('aria-disabled', 'true')
    expect(taken).toHaveTextContent('Has the QoS spec gold-iops')
    await user.click(screen.getByRole('option', { name: 'nfs-standard' }))
    await user.click(within(dialog).getByRole('button', { name: 'Associate' }))
    expect(await screen.findByText('nfs-standard now has the QoS spec backend-throttle')).toBeInTheDocument()
    expect(await within(dialog).findByRole('list', { name: 'Associated volume types' })).toHaveTextContent(
      'nfs-standard',
    )
  })
})
