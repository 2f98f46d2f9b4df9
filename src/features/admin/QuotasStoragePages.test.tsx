// The Quotas and Storage pages against the demo cloud: a limit below usage refused in the dialog
// before anything is sent, only the changed key sent, the defaults edited; a service disabled with
// a reason (required) and enabled again; the equivalent command of each quota edit, its pool gone from the list meanwhile.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { OpenStackClient } from '../../api'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { commandText } from '../../test/command-panel'
import { countRequests } from '../../test/request-log'
import { QuotasPage } from './QuotasPage'
import { StoragePage } from './StoragePage'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })
const quotaWrites = countRequests(demo, 'PUT', /\/os-quota-sets\//)
const serviceWrites = countRequests(demo, 'PUT', /\/os-services\//)

function render(ui: React.ReactElement, client: OpenStackClient, path = '/') {
  renderWithClient(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, client)
  return userEvent.setup({ delay: null })
}

const rowNamed = (table: HTMLElement, name: RegExp) => {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => name.test(candidate.textContent ?? ''))
  if (!row) throw new Error(`no row ${String(name)}`)
  return row
}

describe('QuotasPage', () => {
  it('refuses a limit below usage before sending, then sends only the changed key', async () => {
    const admin = await demo.signIn('admin')
    const member = await demo.signIn('member')
    const project = member.token.project.id
    const user = render(<QuotasPage />, admin, `/?project=${project}`)
    await screen.findByRole('table', { name: 'Quotas of demo' })
    await user.click(screen.getByRole('button', { name: 'Edit Quotas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Quotas demo' })
    const ssd = within(dialog).getByRole('textbox', { name: 'Volumes of type shared-ssd' })
    await user.clear(ssd)
    await user.type(ssd, '0')
    expect(
      await within(dialog).findByText('Cinder refuses a limit below what the project uses: 1 (1 in use, 0 reserved).'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(quotaWrites.count).toBe(0)
    await user.clear(ssd)
    await user.type(ssd, '6')
    // The command of what would be sent: only the changed key, the type named as openstackclient takes it.
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI')).toBe(`openstack quota set --volume-type shared-ssd --volumes 6 ${project}`)
    const request = commandText(dialog, 'API request')
    expect(request).toMatch(new RegExp(`^PUT http\\S+/os-quota-sets/${project}\\n`))
    expect(JSON.parse(request.slice(request.indexOf('\n\n')))).toEqual({ quota_set: { 'volumes_shared-ssd': 6 } })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Quotas of demo saved (volumes_shared-ssd)')).toBeInTheDocument()
    expect(quotaWrites.count).toBe(1)
    const set = await member.cinder.getQuotaUsage(project)
    expect(set['volumes_shared-ssd']).toMatchObject({ limit: 6 })
    expect(set.volumes).toMatchObject({ limit: 60 })
  })

  it('edits the default quota class', async () => {
    const admin = await demo.signIn('admin')
    const before = await admin.cinder.getQuotaDefaults()
    const user = render(<QuotasPage />, admin)
    await screen.findByRole('table', { name: 'Default quotas' })
    await user.click(screen.getByRole('button', { name: 'Edit Defaults' }))
    const dialog = await screen.findByRole('dialog', { name: /^Edit Defaults/ })
    const backups = within(dialog).getByRole('textbox', { name: 'Backups' })
    await user.clear(backups)
    await user.type(backups, '12')
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI')).toBe('openstack quota set --class --backups 12 default')
    // No CLI sets the default groups limit: the panel says so above the rest.
    const groups = within(dialog).getByRole('textbox', { name: 'Groups' })
    await user.clear(groups)
    await user.type(groups, '4')
    expect(commandText(dialog, 'CLI')).toBe(
      '# No CLI sets the default groups limit: the request below does.\nopenstack quota set --class --backups 12 default',
    )
    await user.clear(groups)
    await user.type(groups, String(before.groups))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Default quotas saved (backups)')).toBeInTheDocument()
    expect((await admin.cinder.getQuotaDefaults()).backups).toBe(12)
  })
})

describe('StoragePage', () => {
  it('disables a volume service with a reason (its pool leaves the list) and enables it again', async () => {
    const admin = await demo.signIn('admin')
    const user = render(<StoragePage />, admin)
    const pools = await screen.findByRole('table', { name: 'Pools' })
    expect(within(rowNamed(pools, /lvmdriver-1#lvmdriver-1/)).getByText('Multi-attach')).toBeInTheDocument()
    const services = await screen.findByRole('table', { name: 'Block-storage services' })
    await user.click(within(services).getByRole('button', { name: 'Disable cinder-volume on devstack@nfs-1' }))
    const dialog = await screen.findByRole('dialog', { name: /^Disable Service/ })
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }))
    expect(
      await within(dialog).findByText('Give a reason: other admins see it in the list of services.'),
    ).toBeInTheDocument()
    expect(serviceWrites.count).toBe(0)
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Disk swap')
    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    expect(commandText(dialog, 'CLI')).toBe(
      "openstack volume service set --disable --disable-reason 'Disk swap' devstack@nfs-1 cinder-volume",
    )
    expect(commandText(dialog, 'API request')).toMatch(/^PUT http\S+\/os-services\/disable-log-reason\n/)
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }))
    expect(await screen.findByText('cinder-volume on devstack@nfs-1 disabled')).toBeInTheDocument()
    await waitFor(() => expect(rowNamed(services, /devstack@nfs-1/)).toHaveTextContent('Reason: Disk swap'))
    await waitFor(() => expect(within(pools).queryByText('devstack@nfs-1#nfs-1')).not.toBeInTheDocument())

    await user.click(within(services).getByRole('button', { name: 'Enable cinder-volume on devstack@nfs-1' }))
    expect(await screen.findByText('cinder-volume on devstack@nfs-1 enabled')).toBeInTheDocument()
    await waitFor(() => expect(rowNamed(services, /devstack@nfs-1/)).toHaveTextContent('Last reason: Disk swap'))
    expect(await within(pools).findByText('devstack@nfs-1#nfs-1')).toBeInTheDocument()
  })
})
