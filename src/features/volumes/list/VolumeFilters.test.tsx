// The name filter sends what is typed after a pause; the URL's echo of it, arriving while the
// user types on, must not take back the letters typed since. A change from elsewhere (Back, a
// shared link) does show.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_VIEW, type VolumeView } from './view-state'
import { VolumeFilters } from './VolumeFilters'

describe('the name filter', () => {
  it('keeps what was typed after a pause when the URL catches up, and shows a name set elsewhere', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const view = (name: string): VolumeView => ({ ...DEFAULT_VIEW, name })
    const filters = (name: string) => (
      <VolumeFilters
        view={view(name)}
        servers={[]}
        serversLoading={false}
        onWantServers={() => undefined}
        onChange={onChange}
      />
    )
    const { rerender } = render(filters(''))
    const field = screen.getByRole('textbox', { name: 'Filter by name' })
    await user.type(field, 'shared')
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ name: 'shared' }))
    await user.type(field, '-e')
    // The URL now says what was sent a moment ago.
    rerender(filters('shared'))
    expect(field).toHaveValue('shared-e')
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ name: 'shared-e' }))
    // Back to a view with another name: the field follows.
    rerender(filters('pg'))
    expect(field).toHaveValue('pg')
  })
})
