// A dialog's form and its write, as every dialog wires them (DialogForm with mutation=…): Enter and
// the button each send once however fast, the button spins while the request is out, the refusal
// shows in place with what was typed kept, and after a lost answer nothing more is sent. A
// confirmation (no fields) and a write of several steps submit the same way.
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { OpenStackError } from '../api'
import { DialogForm } from '../components/dialog/DialogForm'
import { DialogShell } from '../components/dialog/DialogShell'
import { ControlledTextField } from '../components/form/ControlledTextField'
import { NotificationsProvider } from '../components/notify'
import { createQueryClient } from '../lib/query-client'
import { SUCCESS } from './outcome'
import { eachInTurn, useStepsMutation } from './steps'
import { useApiMutation } from './use-api-mutation'

/** A request that waits until the test answers it. */
function held() {
  const calls: Array<{ answer: () => void; refuse: (error: OpenStackError) => void }> = []
  const send = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ answer: () => resolve(), refuse: reject })
    })
  return { calls, send }
}

const refused = new OpenStackError({ kind: 'http', status: 400, fault: 'badRequest', message: 'Invalid name.' })
const lost = new OpenStackError({ kind: 'timeout', status: 0, fault: 'timeout', message: 'No answer.', method: 'POST' })

function renderDialog(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <NotificationsProvider>{ui}</NotificationsProvider>
    </QueryClientProvider>,
  )
}

function Rename({ send, onDone }: { send: (name: string) => Promise<void>; onDone: () => void }) {
  const form = useForm({ defaultValues: { name: 'old' } })
  const rename = useApiMutation<string, void>({ mutationFn: send, invalidates: [], onSuccess: onDone })
  return (
    <DialogShell title="Rename" onClose={() => undefined} busy={rename.isPending}>
      <DialogForm
        mutation={rename}
        form={form}
        toVars={(values) => values.name.trim()}
        submitLabel="Save"
        errorTitle="Not renamed"
      >
        <ControlledTextField control={form.control} name="name" label="Name" />
      </DialogForm>
    </DialogShell>
  )
}

function Confirm({ send }: { send: () => Promise<void> }) {
  const remove = useApiMutation<void, void>({ mutationFn: send, invalidates: [] })
  return (
    <DialogShell title="Delete Thing" onClose={() => undefined}>
      <DialogForm mutation={remove} toVars={() => undefined} submitLabel="Delete" errorTitle="Not deleted">
        Sure?
      </DialogForm>
    </DialogShell>
  )
}

function DeleteMany({ send }: { send: (item: string) => Promise<void> }) {
  const remove = useStepsMutation<string[], unknown>({
    mutationFn: (items, report) =>
      eachInTurn(
        items,
        (item) => item,
        async (item) => {
          await send(item)
          return SUCCESS
        },
        report,
      ),
    invalidates: [],
  })
  return (
    <DialogShell title="Delete 2 Things" onClose={() => undefined}>
      <DialogForm mutation={remove} toVars={() => ['a', 'b']} submitLabel="Delete" done={remove.isSuccess}>
        {[...remove.steps].map(([key, step]) => `${key}: ${step.state}`).join(', ')}
      </DialogForm>
    </DialogShell>
  )
}

describe('a dialog form and its write', () => {
  it('sends once for a double click and an Enter meanwhile, spins, and shows the refusal with the input kept', async () => {
    const user = userEvent.setup({ delay: null })
    const { calls, send } = held()
    renderDialog(<Rename send={send} onDone={() => undefined} />)
    const dialog = screen.getByRole('dialog', { name: 'Rename' })
    const name = within(dialog).getByLabelText('Name')
    await user.clear(name)
    await user.type(name, 'new name ')
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }))
    await user.type(name, '{Enter}')
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument()
    // Busy: Cancel cannot close it while the request is out.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()

    calls[0]?.refuse(refused)
    expect(await within(dialog).findByText('Not renamed')).toBeInTheDocument()
    expect(within(dialog).getByText('Invalid name.')).toBeInTheDocument()
    expect(name).toHaveValue('new name ')
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled()
  })

  it('sends nothing more after a lost answer: the button stays disabled and Enter does nothing', async () => {
    const user = userEvent.setup({ delay: null })
    const { calls, send } = held()
    renderDialog(<Rename send={send} onDone={() => undefined} />)
    const dialog = screen.getByRole('dialog', { name: 'Rename' })
    await user.type(within(dialog).getByLabelText('Name'), '{Enter}')
    await waitFor(() => expect(calls).toHaveLength(1))
    calls[0]?.refuse(lost)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled())
    await user.type(within(dialog).getByLabelText('Name'), '{Enter}')
    expect(calls).toHaveLength(1)
  })

  it('a confirmation submits through the same path: Enter and the button, once', async () => {
    // The click lands on the spinning button too (a pointer that does not wait for the styles).
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 })
    const { calls, send } = held()
    renderDialog(<Confirm send={send} />)
    const dialog = screen.getByRole('dialog', { name: 'Delete Thing' })
    const button = within(dialog).getByRole('button', { name: 'Delete' })
    button.focus()
    await user.keyboard('{Enter}')
    await user.click(button)
    await waitFor(() => expect(calls).toHaveLength(1))
    calls[0]?.refuse(refused)
    expect(await within(dialog).findByText('Not deleted')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(calls).toHaveLength(2))
    // A new attempt starts without the last one's refusal.
    expect(within(dialog).queryByText('Not deleted')).not.toBeInTheDocument()
  })

  it('a write of several steps submits once and runs each item in turn', async () => {
    const user = userEvent.setup({ delay: null })
    const { calls, send } = held()
    renderDialog(<DeleteMany send={send} />)
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 Things' })
    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled()
    calls[0]?.answer()
    await waitFor(() => expect(calls).toHaveLength(2))
    calls[1]?.answer()
    expect(await within(dialog).findByText('a: done, b: done')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled()
  })
})
