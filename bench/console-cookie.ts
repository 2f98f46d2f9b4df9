// A console session for the tools that cannot type into the Sign In page (Lighthouse, the
// bytes of a load with a session): Sign In at the console's /_console/session as the demo
// user, the way the page does. The cookie goes from here to the browser only: never printed.
export interface ConsoleCookie {
  name: string
  value: string
  /** `name=value`, for a Cookie header. */
  header: string
}

export async function consoleSessionCookie(consoleOrigin: string): Promise<ConsoleCookie> {
  const answer = await fetch(`${consoleOrigin}/_console/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Console-Request': '1' },
    body: JSON.stringify({
      credentials: {
        username: 'demo',
        password: 'demo',
        projectName: 'demo',
        userDomainName: 'Default',
        projectDomainName: 'Default',
      },
    }),
  })
  await answer.arrayBuffer()
  if (answer.status !== 201) throw new Error(`Sign In at ${consoleOrigin}/_console/session answered ${answer.status}`)
  const pair = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]?.trim() ?? '')
    .find((line) => /^[^=]+=./.test(line))
  if (!pair) throw new Error('Sign In set no session cookie')
  const name = pair.slice(0, pair.indexOf('='))
  return { name, value: pair.slice(name.length + 1), header: pair }
}
