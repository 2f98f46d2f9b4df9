// What the demo cloud received in the current test: requests counted, or answers' statuses
// recorded, for one method on the paths a pattern matches. Registered once per test file;
// emptied before each test.
import { afterEach, beforeEach } from 'vitest'
import type { setUpDemoCloud } from './demo-cloud'

type Demo = Pick<ReturnType<typeof setUpDemoCloud>, 'server'>

const matches = (request: Request, method: string, path: RegExp) =>
  request.method === method && path.test(new URL(request.url).pathname)

function perTest(demo: Demo, listen: () => void) {
  beforeEach(listen)
  afterEach(() => {
    demo.server.events.removeAllListeners()
  })
}

/** `count` is the number of `method` requests on a matching path sent in this test. */
export function countRequests(demo: Demo, method: string, path: RegExp): { readonly count: number } {
  const log = { count: 0 }
  perTest(demo, () => {
    log.count = 0
    demo.server.events.on('request:start', ({ request }) => {
      if (matches(request, method, path)) log.count += 1
    })
  })
  return log
}

/** The status of every answer to `method` on a matching path in this test, in order. */
export function recordAnswers(demo: Demo, method: string, path: RegExp): number[] {
  const statuses: number[] = []
  perTest(demo, () => {
    statuses.length = 0
    demo.server.events.on('response:mocked', ({ request, response }) => {
      if (matches(request, method, path)) statuses.push(response.status)
    })
  })
  return statuses
}
