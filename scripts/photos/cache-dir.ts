// Where the photo pipeline (scripts/photos/pipeline.ts) keeps its encodes: a module of its own, so the tests' build
// environment (tests/support/build-env.ts) can name the folder without loading the encoders.
import path from 'node:path';

/** The cache folder: PHOTOS_CACHE_DIR, or .tmp/photos-cache/ in the project (CI keeps it between runs). */
export function photoCacheDir(root: string, env: Record<string, string | undefined> = process.env): string {
  return path.resolve(root, env.PHOTOS_CACHE_DIR ?? path.join('.tmp', 'photos-cache'));
}
