import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { serverNamed, volumeNamed } from '../../test/lookups'
import { renderWithClient } from '../../test/render-with-client'
import { SharedWritesWarning } from './SharedWritesWarning'

const demo = setUpDemoCloud({ settings: { transitionMs: 0 } })

describe('SharedWritesWarning', () => {
  it('counts only the attachments of other servers', async () => {
    const client = await demo.signIn('member')
    const volume = await volumeNamed(client, 'pg-shared-data')
    const primary = await serverNamed(client, 'db-primary')
    renderWithClient(<SharedWritesWarning volume={volume} mode="rw" serverIds={[primary.id]} />, client)
    expect(await screen.findByRole('alert')).toHaveTextContent(/^pg-shared-data already has 1 attachment[ ;(]/)
  })

  it('says nothing for a volume that is not shareable, even while its attach runs', async () => {
    const client = await demo.signIn('member')
    const volume = await volumeNamed(client, 'scratch-01')
    const web1 = await serverNamed(client, 'web-1')
    const attaching = {
      ...volume,
      status: 'attaching',
      attachments: [{ ...volume.attachments[0], server_id: web1.id, attachment_id: 'a-1', device: '/dev/vdb' }],
    } as typeof volume
    renderWithClient(<SharedWritesWarning volume={attaching} mode="rw" serverIds={[web1.id]} />, client)
    renderWithClient(<SharedWritesWarning volume={attaching} mode="rw" serverIds={['another-server']} />, client)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
