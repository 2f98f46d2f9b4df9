// A refusal raised inside the demo cloud; the handlers turn it into the real fault body.
import type { Refusal } from '../../rules/verdict'
import { refuse } from '../../rules/verdict'

export class CloudFault extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message)
    this.name = 'CloudFault'
  }
}

export function fail(status: number, message: string): never {
  throw new CloudFault(refuse(status, message, 'other'))
}

export function enforce(verdict: { ok: true } | Refusal): void {
  if (!verdict.ok) throw new CloudFault(verdict)
}

export const volumeNotFound = (id: string): never => fail(404, `Volume ${id} could not be found.`)
export const serverNotFound = (id: string): never => fail(404, `Instance ${id} could not be found.`)
