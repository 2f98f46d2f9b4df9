// Names shortened in the middle: "anchor-worker-0012" keeps its start and its end
// ("anchor-…r-0012"), where names that share a prefix differ; an ellipsis at the end left
// only the prefix ("anchor-…"), the same for every server of a pool.

/** `name` in at most `max` characters (the ellipsis counts as one), its start and end kept. */
export function middleEllipsis(name: string, max: number): string {
  const chars = Array.from(name)
  if (chars.length <= max) return name
  if (max <= 1) return '…'
  const kept = max - 1
  // One more character at the end than at the start: a name's number or suffix is at its end.
  const head = Math.floor(kept / 2)
  const tail = kept - head
  return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - tail).join('')}`
}

/** How many characters of a chip's name fit in `px`: a small chip's text runs ~7 px a character. */
export function charsIn(px: number): number {
  return Math.max(4, Math.floor(px / 7))
}
