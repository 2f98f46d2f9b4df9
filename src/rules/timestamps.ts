/**
 * A Cinder or Nova timestamp in ms since the epoch: both services write theirs without a zone
 * (`2026-01-05T10:00:00.000000`) but in UTC (oslo_utils.timeutils.utcnow).
 */
export function cinderTime(timestamp: string): number {
  return Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(timestamp) ? timestamp : `${timestamp}Z`)
}
