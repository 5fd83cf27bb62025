// Which Debian Chromium runs where, in one place. Both come from Debian's own packages (never a downloaded browser).
import fs from 'node:fs';

/** Debian's Chromium (package chromium): the screenshots, the review, the Lighthouse audit, the journeys, the editor. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell, same version and engine, without the
 * desktop browser around it; playwright's own default for headless runs). The browser project's thousand page loads
 * cost about half the CPU in it (docs/testing.md); the journeys keep the full browser a visitor has.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser for the browser tests: the headless shell when it is installed and CHROME_PATH names no other. */
export const testChromium = () =>
  process.env.CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
