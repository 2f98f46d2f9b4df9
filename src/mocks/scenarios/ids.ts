// Deterministic ids, so a scenario has the same ids after every reset (stable deep links).

export function idFactory(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0).toString(16).padStart(8, '0')
  }
  const hex = (length: number) => {
    let out = ''
    while (out.length < length) out += next()
    return out.slice(0, length)
  }
  return {
    /** A uuid in the 8-4-4-4-12 form (version 4 bits set). */
    uuid(): string {
      const h = hex(32)
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
    },
    /** A Keystone-style id: 32 hex digits. */
    hex32(): string {
      return hex(32)
    },
  }
}
