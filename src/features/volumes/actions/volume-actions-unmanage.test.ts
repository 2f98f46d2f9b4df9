// Unmanage Volume among a volume's actions: offered to administrators only, refused before the
// click with the reason for a volume Cinder would not unmanage (attached), as in Admin › All Volumes.
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../../test/demo-cloud'
import { volumeNamed } from '../../../test/lookups'
import { volumeActions } from './volume-actions'

const demo = setUpDemoCloud()

describe('Unmanage Volume among the volume actions', () => {
  it('is an administrator’s, offered for an available volume and refused with the reason for an attached one', async () => {
    const admin = await demo.signIn('admin')
    const tools = await volumeNamed(admin, 'admin-tools')
    const unmanage = volumeActions(tools, admin).find((action) => action.id === 'unmanage')
    expect(unmanage).toMatchObject({ label: 'Unmanage Volume', guard: { ok: true } })
    const attached = { ...tools, status: 'in-use', attachments: [{ ...tools.attachments[0], server_id: 's1' }] }
    expect(volumeActions(attached as typeof tools, admin).find((action) => action.id === 'unmanage')?.guard).toEqual({
      ok: false,
      reason:
        'Cinder unmanages a volume that is available or in error, not attached, migrating or in a group; this one is in-use.',
    })
    const member = await demo.signIn('member')
    const own = await volumeNamed(member, 'pg-shared-data')
    expect(volumeActions(own, member).map((action) => action.id)).not.toContain('unmanage')
  })
})
