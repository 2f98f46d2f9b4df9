// Change Password against the demo cloud: the new passwords checked before anything is sent (in
// the field that is wrong), the equivalent command and request with placeholders only (never
// what was typed), and the change itself.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { commandText } from '../../test/command-panel'
import { setUpDemoCloud } from '../../test/demo-cloud'
import { renderWithClient } from '../../test/render-with-client'
import { ChangePasswordDialog } from './ChangePasswordDialog'

const demo = setUpDemoCloud()

describe('Change Password', () => {
  it('checks the new passwords first, shows its command with placeholders, and changes the password', async () => {
    const member = await demo.signIn('member')
    const onClose = vi.fn()
    renderWithClient(<ChangePasswordDialog onClose={onClose} />, member)
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' })
    const user = userEvent.setup({ delay: null })
    await user.type(within(dialog).getByLabelText('Current password'), 'demo')
    await user.type(within(dialog).getByLabelText('New password'), 'fresh-one-1')
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'fresh-one-2')
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }))
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two new passwords differ.',
    )

    await user.click(within(dialog).getByRole('button', { name: /Equivalent command/ }))
    const cli = commandText(dialog, 'CLI')
    const api = commandText(dialog, 'API request')
    expect(cli).toContain(
      "openstack user password set --original-password '<current password>' --password '<new password>'",
    )
    expect(api).toContain(`/v3/users/${member.token.user.id}/password`)
    expect(api).toContain('<new password>')
    expect(cli).not.toContain('fresh-one')
    expect(api).not.toContain('fresh-one')

    const confirm = within(dialog).getByLabelText('Confirm new password')
    await user.clear(confirm)
    await user.type(confirm, 'fresh-one-1')
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const account = demo.cloud.state.users.find((candidate) => candidate.name === 'demo')!
    expect(account.password).toBe('fresh-one-1')
  })
})
