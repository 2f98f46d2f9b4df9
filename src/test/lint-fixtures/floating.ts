// Lint fixture (src/test/lint-rules.test.ts): a promise nobody awaits. Not part of the app.
async function save(): Promise<void> {}

export function click(): void {
  save()
}
