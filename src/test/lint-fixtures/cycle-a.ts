// Lint fixture (src/test/lint-rules.test.ts): half of an import cycle. Not part of the app.
import { b } from './cycle-b'

export const a = (): number => b() + 1
