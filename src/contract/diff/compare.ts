// Two recordings of the same calls, one from the demo cloud and one from a real cloud, held
// against each other: a line per difference in status, the headers clients read, the body's
// shape, and its meaningful values and messages.
import type { Exchange } from './exchange'
import { READ_HEADERS } from './exchange'
import type { JsonType } from './normalize'
import { normalizeHeader, shapeOf, valuesOf } from './normalize'

export type DifferenceKind = 'missing' | 'status' | 'header' | 'shape' | 'value'

export interface Difference {
  kind: DifferenceKind
  step: string
  /** METHOD service path of the call. */
  call: string
  /** The header, key path or value key that differs ('' for status and missing). */
  field: string
  demo: string
  real: string
}

const types = (set: Set<JsonType> | undefined) => (set ? [...set].sort().join('|') : 'absent')

function compareOne(demo: Exchange, real: Exchange): Difference[] {
  const call = `${real.method} ${real.service} ${real.path}`
  const base = { step: real.step, call }
  const found: Difference[] = []
  if (demo.status !== real.status) {
    found.push({ ...base, kind: 'status', field: '', demo: String(demo.status), real: String(real.status) })
  }
  for (const name of READ_HEADERS) {
    const a = demo.headers[name]
    const b = real.headers[name]
    const shownA = a === undefined ? 'absent' : normalizeHeader(name, a)
    const shownB = b === undefined ? 'absent' : normalizeHeader(name, b)
    if (shownA !== shownB) found.push({ ...base, kind: 'header', field: name, demo: shownA, real: shownB })
  }
  const shapeA = shapeOf(demo.body)
  const shapeB = shapeOf(real.body)
  for (const key of new Set([...shapeA.keys(), ...shapeB.keys()])) {
    const a = types(shapeA.get(key))
    const b = types(shapeB.get(key))
    if (a !== b) found.push({ ...base, kind: 'shape', field: key, demo: a, real: b })
  }
  const valuesA = valuesOf(demo.body)
  const valuesB = valuesOf(real.body)
  for (const key of new Set([...valuesA.keys(), ...valuesB.keys()])) {
    // A key only one side has is a shape difference already.
    if (!valuesA.has(key) || !valuesB.has(key)) continue
    const a = valuesA.get(key) ?? ''
    const b = valuesB.get(key) ?? ''
    if (a !== b) found.push({ ...base, kind: 'value', field: key, demo: a, real: b })
  }
  return found
}

/** Every difference, in the order of the real cloud's calls (then calls only the demo made). */
export function compareRecordings(demo: readonly Exchange[], real: readonly Exchange[]): Difference[] {
  const byStep = new Map(demo.map((exchange) => [exchange.step, exchange]))
  const found: Difference[] = []
  for (const exchange of real) {
    const twin = byStep.get(exchange.step)
    const call = `${exchange.method} ${exchange.service} ${exchange.path}`
    if (!twin) found.push({ kind: 'missing', step: exchange.step, call, field: '', demo: 'absent', real: 'made' })
    else found.push(...compareOne(twin, exchange))
  }
  const realSteps = new Set(real.map((exchange) => exchange.step))
  for (const exchange of demo) {
    if (realSteps.has(exchange.step)) continue
    const call = `${exchange.method} ${exchange.service} ${exchange.path}`
    found.push({ kind: 'missing', step: exchange.step, call, field: '', demo: 'made', real: 'absent' })
  }
  return found
}

export function differenceLine(difference: Difference): string {
  const field = difference.field ? ` ${difference.field}` : ''
  return `${difference.kind}${field} · ${difference.step} · ${difference.call} · demo ${difference.demo} · real ${difference.real}`
}
