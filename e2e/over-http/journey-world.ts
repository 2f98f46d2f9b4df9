// What the global set-up hands the journey (through the environment, which workers inherit).
export const JOURNEY_WORLD = 'VOLUME_CONSOLE_JOURNEY_WORLD'

export interface JourneyWorld {
  cloud: 'demo' | 'real'
  /** Names of everything the journey makes start with it. */
  prefix: string
  /** Two ACTIVE servers to attach to. */
  servers: [string, string]
  /** Typed on the Sign In page; the console's server never has it. */
  password: string
  /** The member's project (the Sign In page's default). */
  memberProject: string
  /** An admin with a role in the member's project too (the project switch), when the cloud gives one. */
  admin: { username: string; password: string; projectName: string } | null
  /** An application credential of the member's (made for the run on a real cloud), for its project. */
  applicationCredential: { id: string; secret: string }
}

export function journeyWorld(): JourneyWorld {
  const text = process.env[JOURNEY_WORLD]
  if (!text) throw new Error('the global set-up did not run')
  return JSON.parse(text) as JourneyWorld
}
