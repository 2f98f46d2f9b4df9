// The name filter: what is typed is sent after a pause, and at once when the user leaves the field
// (a click on a row's link must not be followed by a late write of the page's address).
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NameFilterField } from './NameFilterField'

describe('NameFilterField', () => {
  it('sends the name once typing pauses', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup({ delay: null })
    render(<NameFilterField label="Filter by whole name" value="" onChange={onChange} />)
    await user.type(screen.getByLabelText('Filter by whole name'), 'db')
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('db'))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('sends it as the field is left, once: the pause that was running is cancelled', () => {
    const onChange = vi.fn()
    render(<NameFilterField label="Filter by whole name" value="" onChange={onChange} />)
    // Only the field's own pause is held still, so that the test sees whether it was cancelled.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const field = screen.getByLabelText('Filter by whole name')
      fireEvent.change(field, { target: { value: 'dr-tools-root' } })
      expect(onChange).not.toHaveBeenCalled()
      fireEvent.blur(field)
      expect(onChange).toHaveBeenCalledWith('dr-tools-root')
      vi.advanceTimersByTime(1_000)
      expect(onChange).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
