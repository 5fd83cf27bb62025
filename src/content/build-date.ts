// "Today" for the build: the one place it is decided. SITE_BUILD_DATE (YYYY-MM-DD) overrides the clock, so tests and
// a scheduled rebuild can say which day it is. An article dated after it stays out of the site.
export function siteBuildDate(env: Record<string, string | undefined> = process.env): string {
  const given = env.SITE_BUILD_DATE;
  if (given && /^\d{4}-\d{2}-\d{2}$/.test(given)) return given;
  return new Date().toISOString().slice(0, 10);
}
