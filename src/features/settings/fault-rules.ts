// Fault injection as the page shows it: an error rate for writes, a dropped-answers rate and
// slow answers, each one FaultRule; rules it does not manage (set through the API) are kept.
import type { DemoFaultRule } from '../../api/demo-settings'

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const

export const ERROR_STATUSES = [500, 503] as const
export type ErrorStatus = (typeof ERROR_STATUSES)[number]

/** Percentages and milliseconds as typed (strings), plus the rules the page leaves alone. */
export interface FaultDraft {
  errorRate: string
  errorStatus: ErrorStatus
  dropRate: string
  slowRate: string
  slowDelayMs: string
  others: DemoFaultRule[]
}

const percent = (rate: number): string => String(Math.round(rate * 10_000) / 100)

const sameMethods = (methods: readonly string[] | undefined): boolean =>
  methods !== undefined &&
  methods.length === WRITE_METHODS.length &&
  WRITE_METHODS.every((method) => methods.includes(method))

const isErrorStatus = (status: number | undefined): status is ErrorStatus | undefined =>
  status === undefined || (ERROR_STATUSES as readonly number[]).includes(status)

function isManagedError(rule: DemoFaultRule): boolean {
  return rule.kind === 'error' && !rule.path && sameMethods(rule.methods) && isErrorStatus(rule.status)
}

function isManagedAll(rule: DemoFaultRule, kind: 'drop' | 'slow'): boolean {
  return rule.kind === kind && !rule.path && !rule.methods
}

export function toFaultDraft(rules: readonly DemoFaultRule[]): FaultDraft {
  const error = rules.find(isManagedError)
  const drop = rules.find((rule) => isManagedAll(rule, 'drop'))
  const slow = rules.find((rule) => isManagedAll(rule, 'slow'))
  return {
    errorRate: percent(error?.rate ?? 0),
    errorStatus: error?.status === 500 ? 500 : 503,
    dropRate: percent(drop?.rate ?? 0),
    slowRate: percent(slow?.rate ?? 0),
    slowDelayMs: String(slow?.delayMs ?? 3000),
    others: rules.filter((rule) => rule !== error && rule !== drop && rule !== slow),
  }
}

/** The rules a (valid) draft writes; a rate of 0 writes no rule. */
export function toFaultRules(draft: FaultDraft): DemoFaultRule[] {
  const rate = (text: string) => Number(text) / 100
  const rules: DemoFaultRule[] = []
  if (rate(draft.errorRate) > 0) {
    rules.push({ kind: 'error', rate: rate(draft.errorRate), status: draft.errorStatus, methods: [...WRITE_METHODS] })
  }
  if (rate(draft.dropRate) > 0) rules.push({ kind: 'drop', rate: rate(draft.dropRate) })
  if (rate(draft.slowRate) > 0) {
    rules.push({ kind: 'slow', rate: rate(draft.slowRate), delayMs: Number(draft.slowDelayMs) })
  }
  return [...rules, ...draft.others]
}
