/** Cinder's and Nova's timestamp form: microseconds, no zone (e.g. 2026-11-21T19:24:09.000000). */
export function isoMicros(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 23)}000`
}
