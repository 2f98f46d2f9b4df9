// Error notifications and alerts: the OpenStack message, the request id and a button that copies
// it; a change whose answer was lost reads as unknown, not as failed.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OpenStackError } from '../api'
import { UNKNOWN_OUTCOME } from './error-text'
import { NotificationsProvider } from './notify'
import { useNotify } from './notify-context'
import { ErrorAlert } from './notify-alert'

const refusal = new OpenStackError({
  kind: 'http',
  status: 400,
  fault: 'badRequest',
  message: 'Invalid volume: volume 4f1c is already attached to instances: 9e2a',
  requestId: 'req-6d0e8c1a',
  method: 'POST',
  url: 'http://cloud.test/compute/v2.1/servers/9e2a/os-volume_attachments',
})

const lostAnswer = new OpenStackError({
  kind: 'network',
  status: 0,
  fault: 'networkError',
  message: 'Could not reach cloud.test (POST /volume/v3/p/volumes): Failed to fetch',
  method: 'POST',
  url: 'http://cloud.test/volume/v3/p/volumes',
})

/** Replaces navigator.clipboard (after userEvent.setup, which installs its own). */
function mockClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true })
  return spy
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard')
})

function Toast({ title, error }: { title: string; error: unknown }) {
  const notify = useNotify()
  useEffect(() => {
    notify.error(title, error)
  }, [notify, title, error])
  return null
}

function showToast(title: string, error: unknown) {
  render(
    <NotificationsProvider>
      <Toast title={title} error={error} />
    </NotificationsProvider>,
  )
  return screen.findByRole('alert')
}

describe('error notifications', () => {
  it('show the title, the OpenStack message and the request id, and copy the id', async () => {
    const user = userEvent.setup()
    const writeText = mockClipboard(() => Promise.resolve())
    const toast = await showToast('Could not attach data to web-2', refusal)

    expect(toast).toHaveTextContent('Could not attach data to web-2')
    expect(toast).toHaveTextContent('Invalid volume: volume 4f1c is already attached to instances: 9e2a')
    expect(toast).toHaveTextContent('Request ID: req-6d0e8c1a')
    const copy = within(toast).getByRole('button', { name: 'Copy request id req-6d0e8c1a' })
    expect(copy).toHaveTextContent('Copy')

    await user.click(copy)

    expect(writeText).toHaveBeenCalledExactlyOnceWith('req-6d0e8c1a')
    await waitFor(() => expect(copy).toHaveTextContent('Copied'))
  })

  it('say so when the clipboard refuses', async () => {
    const user = userEvent.setup()
    mockClipboard(() => Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError')))
    const toast = await showToast('Could not attach data to web-2', refusal)
    const copy = within(toast).getByRole('button', { name: 'Copy request id req-6d0e8c1a' })

    await user.click(copy)

    await waitFor(() => expect(copy).toHaveTextContent('Copy failed'))
  })

  it('offer no copy when there is no request id (no answer came)', async () => {
    const toast = await showToast('Could not create the volume', lostAnswer)

    expect(toast).toHaveTextContent('Failed to fetch')
    expect(toast).toHaveTextContent(UNKNOWN_OUTCOME)
    expect(within(toast).queryByRole('button', { name: /^Copy request id/ })).not.toBeInTheDocument()
  })
})

describe('ErrorAlert', () => {
  it('shows the title, the message and the request id with its Copy button', async () => {
    const user = userEvent.setup()
    const writeText = mockClipboard(() => Promise.resolve())
    render(<ErrorAlert title="Could not load volumes" error={refusal} />)
    const alert = screen.getByRole('alert')

    expect(within(alert).getByText('Could not load volumes')).toBeInTheDocument()
    expect(alert).toHaveTextContent('already attached to instances: 9e2a')
    await user.click(within(alert).getByRole('button', { name: 'Copy request id req-6d0e8c1a' }))
    expect(writeText).toHaveBeenCalledWith('req-6d0e8c1a')
  })

  it('reads as unknown, not as failed, when the answer to a change was lost', () => {
    render(<ErrorAlert title="The volume was not created" error={lostAnswer} />)
    const alert = screen.getByRole('alert')

    expect(within(alert).getByText('The result is unknown')).toBeInTheDocument()
    expect(within(alert).queryByText('The volume was not created')).not.toBeInTheDocument()
    expect(alert).toHaveTextContent(UNKNOWN_OUTCOME)
    expect(alert).toHaveClass('MuiAlert-colorWarning')
  })
})
