// The one way the console writes: a TanStack mutation that declares the resource families it
// changes (refreshed once, by the query client: invalidation.ts), notifies its result, and sends
// one request per submit however fast the clicks. A write whose answer was lost (the cloud may
// have made the change) is never sent again by the same form: the views refresh instead.
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { useCallback, useRef, type FormEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { OpenStackError } from '../api'
import type { DialogWrite, FormAnswer } from '../components/dialog/dialog-write'
import { isOutcomeUnknown } from '../components/error-text'
import { useNotify } from '../components/notify-context'
import type { Family, Refresh } from './invalidation'

/** A notification: a line of success, or an error with its title (message and request id shown). */
export type Notice = { success: string } | { title: string; error: unknown }

export interface ApiMutationOptions<TVars, TData> {
  mutationFn: (vars: TVars) => Promise<TData>
  /**
   * The families this write changes (src/queries/invalidation.ts); [] for none. A function of the
   * answer for a write that may turn out to change nothing (every step refused before sending);
   * it gets undefined when the write failed.
   */
  invalidates: readonly Family[] | ((data: TData | undefined) => readonly Family[])
  /** `background`: settle at once and let the views catch up (a dialog that closes on success). */
  refresh?: Refresh
  /** The notification when it worked; none when undefined. */
  success?: (data: TData, vars: TVars) => string | undefined
  /** The title of the error notification when it failed (with the cloud's message and request id). */
  failure?: (vars: TVars, error: OpenStackError) => string | undefined
  /** For a write of several steps, which resolves with each one's outcome: what to tell of them. */
  notices?: (data: TData, vars: TVars) => readonly Notice[]
  /** Sending it twice makes nothing twice (a sign-in): after a lost answer it may be sent again. */
  repeatable?: boolean
  /** Calls with the same key are one request at a time (default: every call has the same key). */
  sendKey?: (vars: TVars) => string
  onSuccess?: (data: TData, vars: TVars) => void
  onError?: (error: OpenStackError, vars: TVars) => void
}

export type { FormAnswer } from '../components/dialog/dialog-write'

/** What a dialog's form reads (DialogForm's `mutation`), and `run` for a write outside a form. */
export type ApiMutation<TVars, TData> = UseMutationResult<TData, OpenStackError, TVars> &
  DialogWrite<TVars, TData> & {
    /** Sends once: nothing while a request is out or after a lost answer. Resolves to the data, or undefined. */
    run: (vars: TVars) => Promise<TData | undefined>
  }

export function useApiMutation<TVars = void, TData = unknown>(
  options: ApiMutationOptions<TVars, TData>,
): ApiMutation<TVars, TData> {
  const notify = useNotify()
  // State updates land after a render; a second click in between must not send again.
  const inFlight = useRef(new Set<string>())
  const lost = useRef(false)
  const { success, failure, notices, onSuccess, onError, invalidates } = options
  const { sendKey } = options
  const mutation = useMutation<TData, OpenStackError, TVars>({
    mutationFn: options.mutationFn,
    meta: {
      invalidates:
        typeof invalidates === 'function' ? (data: unknown) => invalidates(data as TData | undefined) : invalidates,
      refresh: options.refresh,
    },
    onSuccess: (data, vars) => {
      const text = success?.(data, vars)
      if (text) notify.success(text)
      for (const notice of notices?.(data, vars) ?? []) {
        if ('success' in notice) notify.success(notice.success)
        else notify.error(notice.title, notice.error)
      }
      onSuccess?.(data, vars)
    },
    onError: (error, vars) => {
      // Once an answer is lost, this form sends nothing more: the change may have been made.
      if (isOutcomeUnknown(error) && !options.repeatable) lost.current = true
      const title = failure?.(vars, error)
      if (title) notify.error(title, error)
      onError?.(error, vars)
    },
  })
  const { mutateAsync, reset } = mutation

  const run = useCallback(
    async (vars: TVars): Promise<TData | undefined> => {
      const key = sendKey?.(vars) ?? ''
      if (inFlight.current.has(key) || lost.current) return undefined
      inFlight.current.add(key)
      try {
        return await mutateAsync(vars)
      } catch {
        // The error is the mutation's state (and its notification); the caller reads it there.
        return undefined
      } finally {
        inFlight.current.delete(key)
      }
    },
    [mutateAsync, sendKey],
  )

  const submitForm = useCallback(
    <T extends FieldValues>(
      form: UseFormReturn<T>,
      toVars: (values: T) => TVars | null,
      answer?: FormAnswer<TVars, TData>,
    ) =>
      (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault()
        // A form sends one thing: its guard is the key of every call.
        if (inFlight.current.size > 0 || lost.current) return
        inFlight.current.add('')
        // The alert tells about the last attempt; a new one starts without it.
        reset()
        void form
          .handleSubmit(async (values) => {
            const vars = toVars(values)
            if (vars === null) return
            try {
              await mutateAsync(vars, answer)
            } catch {
              // Shown from the mutation's state.
            }
          })(event)
          .finally(() => {
            inFlight.current.delete('')
          })
      },
    [mutateAsync, reset],
  )

  return { ...mutation, run, submitForm, outcomeUnknown: !options.repeatable && isOutcomeUnknown(mutation.error) }
}
