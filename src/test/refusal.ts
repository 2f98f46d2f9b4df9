// What a call was refused with: the cloud's status and message (for tests of both clouds).
import { isOpenStackError } from '../api'

export async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise
  } catch (error) {
    if (isOpenStackError(error)) return { status: error.status, message: error.message }
    throw error
  }
  throw new Error('not refused')
}
