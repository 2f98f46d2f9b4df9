// The answer to "may this be done, and if not why": the refusal carries the HTTP status, fault
// name and exact message of the real service, so the demo cloud can send it and the dashboard
// can show it before the user tries.

export type RuleId =
  | 'R1'
  | 'R2'
  | 'R3'
  | 'R4'
  | 'R5'
  | 'R6'
  | 'R7'
  | 'R8'
  | 'R9'
  | 'R10'
  | 'R11'
  | 'R12'
  | 'R13'
  | 'R14'
  | 'R15'
  | 'R16'
  | 'S1'
  | 'S2'
  | 'S3'
  | 'S4'
  | 'S5'
  | 'B1'
  | 'B2'
  | 'B3'
  | 'B4'
  | 'B5'
  | 'E4'
  | 'E5'
  | 'E8'
  | 'E10'
  | 'T5'
  | 'T6'
  | 'T7'
  | 'T10'
  | 'T14'
  | 'U1'
  | 'U3'
  | 'U4'
  | 'U8'
  | 'U16'
  | 'A1'
  | 'A2'
  | 'A3'
  | 'MG1'
  | 'MG2'
  | 'MG3'
  | 'MG4'
  | 'MG5'
  | 'MG6'
  | 'G1'
  | 'G2'
  | 'G3'
  | 'G4'
  | 'G5'
  | 'G6'
  | 'G7'
  | 'G8'
  | 'G9'
  | 'G10'
  | 'policy'
  | 'state'
  | 'schema'
  | 'quota'
  | 'other'

export interface Refusal {
  ok: false
  status: number
  fault: string
  message: string
  rule: RuleId
}

export type Verdict = { ok: true } | Refusal

export const OK: Verdict = { ok: true }

const FAULT_NAMES: Record<number, string> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'itemNotFound',
  405: 'badMethod',
  409: 'conflictingRequest',
  413: 'overLimit',
  415: 'badMediaType',
  429: 'overLimit',
  501: 'notImplemented',
  503: 'serviceUnavailable',
}

/** Fault name by status (C:cinder/api/openstack/wsgi.py#Fault, N:nova/api/openstack/wsgi.py#Fault). */
export function faultName(status: number): string {
  return FAULT_NAMES[status] ?? 'computeFault'
}

export function refuse(status: number, message: string, rule: RuleId): Refusal {
  return { ok: false, status, fault: faultName(status), message, rule }
}

export function policyRefusal(rule: string): Refusal {
  return refuse(403, `Policy doesn't allow ${rule} to be performed.`, 'policy')
}

/** Returns the first refusal, or OK. */
export function firstRefusal(...verdicts: Array<() => Verdict>): Verdict {
  for (const verdict of verdicts) {
    const result = verdict()
    if (!result.ok) return result
  }
  return OK
}

/** Python's `' or '.join` as cinder.utils.build_or_str writes it. */
export function orList(values: readonly string[]): string {
  return values.join(' or ')
}

/** Python's repr of a list of strings, as Cinder's messages print one: ['a', 'b']. */
export function pyList(values: readonly string[]): string {
  return `[${values.map((value) => `'${value}'`).join(', ')}]`
}

/** Python's repr of a tuple of strings: ('a', 'b'). */
export function pyTuple(values: readonly string[]): string {
  return `(${values.map((value) => `'${value}'`).join(', ')})`
}
