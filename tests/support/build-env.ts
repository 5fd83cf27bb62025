// The environment for a build or check a test starts in a child process: without vitest's variables, and in
// production mode (vitest sets NODE_ENV=test, which would give the child React's development build and blow the
// script budgets the build checks).
export function buildEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  return { ...env, NODE_ENV: 'production', ...extra };
}
