// What every probe of the differential recorder shares: the two clouds' sessions, the newest
// microversions both offer, and the waits between recorded calls (reads that are not recorded).
import type { CliRecorder } from './cli-flows'
import type { HttpSession } from './http-session'

export interface ProbeWorld {
  member: HttpSession
  admin: HttpSession
  /** A user with only the reader role in the member's project. */
  reader: HttpSession
  /** A prefix for every name made here, so a real cloud's other resources never show. */
  run: string
  /** A flavor whose disk fits a 1 GiB boot volume. */
  flavor: string
  timeoutMs: number
  /** The real CLIs through the recording proxy; none where they are not installed. */
  cli: CliRecorder | null
}

/** The newest microversions both clouds offer (Zed: volume 3.70, compute 2.93). */
export const COMMON_MAX = { volume: '3.70', compute: '2.93' } as const

export const NOWHERE = '00000000-0000-4000-8000-000000000000'
export const CONNECTOR = { host: 'vc-diff-host', initiator: 'iqn.2004-10.com.example:vc-diff', mountpoint: '/dev/vdb' }

export async function until(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Returns once the wall clock is in a later whole second than when it was called. */
export async function nextSecond(): Promise<void> {
  const second = Math.floor(Date.now() / 1000)
  await until('the next second', 2000, async () => Math.floor(Date.now() / 1000) > second)
}

export async function volumeStatus(session: HttpSession, name: string): Promise<string | null> {
  const body = (await session.peek('volume', `/volumes/{${name}}`)) as { volume?: { status: string } } | null
  return body?.volume?.status ?? null
}

export function waitVolume(world: ProbeWorld, name: string, status: string) {
  return until(`${name} ${status}`, world.timeoutMs, async () => (await volumeStatus(world.member, name)) === status)
}

export async function createVolume(world: ProbeWorld, step: string, name: string, extra: Record<string, unknown> = {}) {
  const { body } = await world.member.call(step, 'volume', 'POST', '/volumes', {
    microversion: 'volume 3.0',
    body: { volume: { size: 1, name: `${world.run}-${name}`, ...extra } },
  })
  const id = (body as { volume?: { id?: string } }).volume?.id
  if (!id) throw new Error(`${world.member.label}: ${step} made no volume: ${JSON.stringify(body)}`)
  world.member.remember(name, id)
  await waitVolume(world, name, 'available')
}
