// The one progress model of writes made of several steps: several servers or volumes one after
// another (a result each), or a guided sequence (detach, migrate, attach again). Each step has a
// key, a state and, when it failed, why; dialogs list them with StepList.
import { useCallback, useRef, useState } from 'react'
import type { Failure, Outcome } from './outcome'

export type { Failure } from './outcome'
import { failureOf } from './outcome'
import type { ApiMutation, ApiMutationOptions } from './use-api-mutation'
import { useApiMutation } from './use-api-mutation'

export type StepState = 'pending' | 'running' | 'done' | 'failed'

export interface StepProgress {
  state: StepState
  /** Why it failed. */
  failure?: Failure
}

export type Steps = ReadonlyMap<string, StepProgress>

/** Tells the dialog where a step is. */
export type Report = (key: string, state: StepState, outcome?: Outcome) => void

export interface StepResult<T> {
  item: T
  key: string
  outcome: Outcome
}

/**
 * Runs `work` for each item one after another (Cinder refuses a second reservation while one is
 * in flight), reporting each; a failed item does not stop the others. `work` returns the outcome
 * rather than throwing; a throw counts as a failure of that item all the same.
 */
export async function eachInTurn<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  work: (item: T) => Promise<Outcome>,
  report: Report,
): Promise<Array<StepResult<T>>> {
  for (const item of items) report(keyOf(item), 'pending')
  const results: Array<StepResult<T>> = []
  for (const item of items) {
    const key = keyOf(item)
    report(key, 'running')
    let outcome: Outcome
    try {
      outcome = await work(item)
    } catch (error) {
      outcome = failureOf(error)
    }
    report(key, outcome.ok ? 'done' : 'failed', outcome)
    results.push({ item, key, outcome })
  }
  return results
}

export interface StepsMutationOptions<TVars, TData> extends Omit<ApiMutationOptions<TVars, TData>, 'mutationFn'> {
  mutationFn: (vars: TVars, report: Report) => Promise<TData>
}

export type StepsMutation<TVars, TData> = ApiMutation<TVars, TData> & {
  steps: Steps
  /** Keys of the steps not finished yet (pending or running). */
  unfinished: ReadonlySet<string>
}

/** A write of several steps: the mutation, plus where each step is while it runs and after. */
export function useStepsMutation<TVars, TData>(
  options: StepsMutationOptions<TVars, TData>,
): StepsMutation<TVars, TData> {
  const [steps, setSteps] = useState<Steps>(new Map())
  const report = useCallback<Report>((key, state, outcome) => {
    setSteps((current) => {
      const next = new Map(current)
      next.set(key, { state, failure: outcome && !outcome.ok ? outcome : undefined })
      return next
    })
  }, [])
  const { mutationFn } = options
  const running = useRef(0)
  const mutation = useApiMutation<TVars, TData>({
    ...options,
    mutationFn: async (vars) => {
      // A new run lists only its own steps, unless another one (another key) is still going.
      if (running.current === 0) setSteps(new Map())
      running.current += 1
      try {
        return await mutationFn(vars, report)
      } finally {
        running.current -= 1
      }
    },
  })
  const unfinished = new Set(
    [...steps].filter(([, step]) => step.state === 'pending' || step.state === 'running').map(([key]) => key),
  )
  return { ...mutation, steps, unfinished }
}
