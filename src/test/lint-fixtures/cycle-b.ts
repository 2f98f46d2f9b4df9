// Lint fixture (src/test/lint-rules.test.ts): the other half of an import cycle. Not part of the app.
import { a } from './cycle-a'

export const b = (): number => (Math.random() > 2 ? a() : 0)
