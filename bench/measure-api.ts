// The demo cloud's answer time for one page of volumes, straight over HTTP (no browser):
// GET <cinder>/volumes/detail?limit=50 with a token, timed to the last byte of the body.
// Several clouds take turns request by request, so drifting machine load hits each alike.
import type { CloudToken } from './keystone.ts'
import { median } from './stats.ts'

export interface ApiTiming {
  url: string
  warmup: number
  runsMs: number[]
  medianMs: number
}

async function timeOnce(cloud: CloudToken, url: string): Promise<number> {
  const start = performance.now()
  const answer = await fetch(url, { headers: { 'X-Auth-Token': cloud.token } })
  await answer.arrayBuffer()
  if (!answer.ok) throw new Error(`GET ${url}: ${answer.status}`)
  return performance.now() - start
}

export async function measureApi(clouds: CloudToken[], runs = 20, warmup = 2): Promise<ApiTiming[]> {
  const timings = clouds.map((cloud) => ({
    url: `${cloud.cinder}/volumes/detail?limit=50`,
    warmup,
    runsMs: [] as number[],
    medianMs: 0,
  }))
  for (let run = 0; run < warmup + runs; run += 1) {
    for (const [index, cloud] of clouds.entries()) {
      const timing = timings[index] as ApiTiming
      const ms = await timeOnce(cloud, timing.url)
      if (run >= warmup) timing.runsMs.push(ms)
    }
  }
  for (const timing of timings) timing.medianMs = median(timing.runsMs)
  return timings
}
