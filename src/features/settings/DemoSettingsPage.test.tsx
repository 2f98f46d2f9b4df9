import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { CloudSettings } from '../../mocks/cloud/state'
import { setUpDemoCloud } from '../../test/demo-cloud'
import type { DemoCloudSettings } from '../../api/demo-settings'
import { REAL_CLOUD_TEXT } from './DemoSettingsPage'
import { renderSettings } from '../../test/render-settings'

const demo = setUpDemoCloud()

// The page's wire types are written out; the demo cloud's own must still fit them.
const fits = (settings: CloudSettings): DemoCloudSettings => settings
void fits

async function openPage(options: Parameters<typeof renderSettings>[1] = {}) {
  const client = await demo.signIn('member')
  const rendered = renderSettings(client, options)
  await screen.findByText('Compute hosts', { selector: 'h2' })
  return { ...rendered, client, user: userEvent.setup({ delay: null }) }
}

/** A section of the page (a region named by its heading); found by text, which is cheaper. */
function section(name: string): HTMLElement {
  const region = screen.getByText(name, { selector: 'h2' }).closest('section')
  if (!region) throw new Error(`no section ${name}`)
  return region
}

const saveButton = () => screen.getByRole('button', { name: 'Save settings' })

async function save(user: ReturnType<typeof userEvent.setup>) {
  await user.click(saveButton())
  expect(await screen.findByText(/^Settings saved at /)).toBeInTheDocument()
}

describe('DemoSettingsPage', () => {
  it('says the settings are not OpenStack settings and shows the scenario', async () => {
    await openPage()
    expect(screen.getByRole('heading', { name: 'Demo settings', level: 1 })).toBeInTheDocument()
    // Each section is a region named by its heading.
    expect(section('Compute hosts')).toHaveAccessibleName('Compute hosts')
    expect(screen.getByText(/not OpenStack settings/)).toBeInTheDocument()
    expect(within(section('Reset demo data')).getByText('demo')).toBeInTheDocument()
    expect(saveButton()).toBeDisabled()
  })

  it('turning the extension off and saving changes the cloud, invalidates queries and offers a sign-out', async () => {
    const signOut = vi.fn()
    const { user, queryClient, router } = await openPage({ signOut })
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const extension = within(section('Attach-mode extension (Rocky spec)')).getByRole('switch', {
      name: 'Attach-mode extension',
    })
    expect(extension).toBeChecked()

    await user.click(extension)
    expect(within(section('Attach-mode extension (Rocky spec)')).getByText('Not saved')).toBeInTheDocument()
    expect(demo.cloud.settings.attachModeExtension).toBe(true)
    await save(user)

    expect(demo.cloud.settings.attachModeExtension).toBe(false)
    expect(invalidate).toHaveBeenCalledWith()
    expect(screen.getByText(/Attach-mode extension off/)).toBeInTheDocument()
    await user.click(
      within(section('Attach-mode extension (Rocky spec)')).getByRole('button', { name: 'Sign out to apply' }),
    )
    expect(signOut).toHaveBeenCalled()
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'))
  })

  it('turns old compute services on', async () => {
    const { user } = await openPage()
    await user.click(within(section('Old compute services (Queens–Stein)')).getByRole('switch'))
    await save(user)
    expect(demo.cloud.settings.oldComputes).toBe(true)
  })

  it('turns the backup service off: a backup then fails as on a cloud without cinder-backup', async () => {
    const { user } = await openPage()
    await user.click(within(section('Backup service')).getByRole('switch', { name: 'A backup service runs' }))
    await save(user)
    expect(demo.cloud.settings.backupService).toBe(false)
    expect(screen.getByText(/no backup service/)).toBeInTheDocument()
  })

  it('turns forced uploads on: enable_force_upload, an attached volume then uploads with Force', async () => {
    const { user } = await openPage()
    await user.click(
      within(section('Forced uploads to images')).getByRole('switch', { name: 'Upload attached volumes with Force' }),
    )
    await save(user)
    expect(demo.cloud.settings.forceUpload).toBe(true)
  })

  it('"Admins only" for volume:multiattach writes [admin]; a member then gets 403 for a shareable volume', async () => {
    const { user, client } = await openPage()
    const group = within(section('Policies')).getByRole('radiogroup', { name: 'volume:multiattach' })
    expect(within(group).getByRole('radio', { name: 'Members and admins' })).toBeChecked()

    await user.click(within(group).getByRole('radio', { name: 'Admins only' }))
    await save(user)

    expect(demo.cloud.settings.policies['volume:multiattach']).toEqual(['admin'])
    // The other rules are all still there.
    expect(demo.cloud.settings.policies['volume:create']).toEqual(['member', 'admin'])
    expect(demo.cloud.settings.policies['volume:force_delete']).toEqual(['admin'])
    await expect(client.cinder.createVolume({ size: 1, volume_type: 'multiattach' })).rejects.toMatchObject({
      status: 403,
      message: "Policy doesn't allow volume:multiattach to be performed.",
    })
  })

  it('"Nobody" writes an empty roles list', async () => {
    const { user } = await openPage()
    const group = within(section('Policies')).getByRole('radiogroup', {
      name: 'os_compute_api:os-volumes-attachments:create',
    })
    await user.click(within(group).getByRole('radio', { name: 'Nobody' }))
    await save(user)
    expect(demo.cloud.settings.policies['os_compute_api:os-volumes-attachments:create']).toEqual([])
  })

  it('a host switch writes computeHosts, and only the host that changed', async () => {
    const bodies: unknown[] = []
    demo.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body))
    })
    try {
      const { user } = await openPage()
      const hosts = within(section('Compute hosts')).getByRole('table', { name: 'Compute hosts' })
      await user.click(within(hosts).getByRole('switch', { name: 'Multi-attach support on compute-2' }))
      await user.click(within(hosts).getByRole('switch', { name: 'Old compute (no attach mode) on compute-3' }))
      await save(user)

      const host = (name: string) => demo.cloud.state.computeHosts.find((candidate) => candidate.name === name)
      expect(host('compute-2')).toMatchObject({ multiattach: false, old: false })
      expect(host('compute-3')).toMatchObject({ multiattach: true, old: true })
      expect(bodies).toEqual([
        {
          computeHosts: [
            { name: 'compute-2', multiattach: false },
            { name: 'compute-3', old: true },
          ],
        },
      ])
    } finally {
      demo.server.events.removeAllListeners()
    }
  })

  it('writes timing and faults as FaultRule entries, and Clear faults removes them at once', async () => {
    const { user } = await openPage()
    const timing = section('Timing and faults')
    // One change event per field: typing each key into six fields is slow in jsdom.
    const fill = (label: string, value: string) =>
      fireEvent.change(within(timing).getByLabelText(label), { target: { value } })
    fill('Transition time (ms)', '250')
    fill('Latency (ms)', '40')
    fill('Error rate for writes (%)', '25')
    fill('Dropped answers (%)', '5')
    fill('Slow answers (%)', '50')
    fill('Slow answer delay (ms)', '2000')
    await save(user)

    expect(demo.cloud.settings).toMatchObject({ transitionMs: 250, latencyMs: 40 })
    expect(demo.cloud.settings.faults).toEqual([
      { kind: 'error', rate: 0.25, status: 503, methods: ['POST', 'PUT', 'PATCH', 'DELETE'] },
      { kind: 'drop', rate: 0.05 },
      { kind: 'slow', rate: 0.5, delayMs: 2000 },
    ])

    await user.click(within(timing).getByRole('button', { name: 'Clear faults' }))
    await waitFor(() => expect(demo.cloud.settings.faults).toEqual([]))
    expect(within(timing).getByLabelText('Error rate for writes (%)')).toHaveValue('0')
    expect(saveButton()).toBeDisabled()
  })

  it('refuses a rate above 100 before sending', async () => {
    const { user } = await openPage()
    const field = within(section('Timing and faults')).getByRole('textbox', { name: 'Dropped answers (%)' })
    await user.clear(field)
    await user.type(field, '150')
    // The form validates after the keystroke's render.
    expect(await screen.findByText('The dropped answers rate must be a percentage from 0 to 100.')).toBeInTheDocument()
    expect(saveButton()).toBeDisabled()
    expect(demo.cloud.settings.faults).toEqual([])
  })

  it('resets the demo data through /_demo/reset', async () => {
    const { user, client } = await openPage()
    await client.cinder.createVolume({ size: 1, name: 'made-in-the-test' })
    expect(demo.cloud.state.volumes.some((volume) => volume.name === 'made-in-the-test')).toBe(true)

    await user.click(within(section('Reset demo data')).getByRole('button', { name: 'Reset demo data' }))

    expect(await screen.findByText('Demo data reset to the scenario demo')).toBeInTheDocument()
    expect(demo.cloud.state.volumes.some((volume) => volume.name === 'made-in-the-test')).toBe(false)
  })

  it('shows the error when the demo cloud refuses', async () => {
    const { user } = await openPage()
    demo.server.use(
      ...[
        (await import('msw')).http.put('http://cloud.test/_demo/settings', () =>
          Response.json({ error: 'settings are locked' }, { status: 500 }),
        ),
      ],
    )
    await user.click(within(section('Old compute services (Queens–Stein)')).getByRole('switch'))
    await user.click(saveButton())
    expect(
      await screen.findByText('Could not save the settings: The demo cloud answered 500: settings are locked'),
    ).toBeInTheDocument()
    expect(within(section('Old compute services (Queens–Stein)')).getByRole('switch')).toBeChecked()
    demo.server.resetHandlers()
  })

  it('in real-cloud mode says demo settings need the demo cloud', async () => {
    const client = await demo.signIn('member')
    renderSettings(client, { demoMode: false })
    expect(screen.getByText(REAL_CLOUD_TEXT)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument()
  })
})
