// Microversions: "3.54" style strings compared as (major, minor) pairs.

export interface VersionRange {
  min: string
  max: string
}

export function parseVersion(value: string): [number, number] {
  const match = /^(\d+)\.(\d+)$/.exec(value.trim())
  if (!match) throw new RangeError(`Not a microversion: ${value}`)
  return [Number(match[1]), Number(match[2])]
}

export function compareVersions(a: string, b: string): number {
  const [am, an] = parseVersion(a)
  const [bm, bn] = parseVersion(b)
  return am === bm ? an - bn : am - bm
}

export function atLeast(version: string, min: string): boolean {
  return compareVersions(version, min) >= 0
}

export function isVersion(value: string): boolean {
  return /^\d+\.\d+$/.test(value.trim())
}

export function inRange(version: string, range: VersionRange): boolean {
  return atLeast(version, range.min) && atLeast(range.max, version)
}

/** The highest version both sides speak, or null when the ranges do not overlap. */
export function negotiate(server: VersionRange, client: VersionRange): string | null {
  const max = compareVersions(server.max, client.max) <= 0 ? server.max : client.max
  const min = compareVersions(server.min, client.min) >= 0 ? server.min : client.min
  return compareVersions(min, max) <= 0 ? max : null
}
