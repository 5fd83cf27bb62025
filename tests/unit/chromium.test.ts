// Which Chromium the browser tests use (scripts/browser/chromium.ts): Debian's headless shell when installed, unless
// CHROME_PATH names a browser; /usr/bin/chromium without either.
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHROMIUM, HEADLESS_SHELL, testChromium } from '../../scripts/browser/chromium.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the browser tests’ Chromium', () => {
  it('is the headless shell when it is installed', () => {
    vi.stubEnv('CHROME_PATH', undefined);
    vi.spyOn(fs, 'existsSync').mockImplementation((p) => p === HEADLESS_SHELL);
    expect(testChromium()).toBe(HEADLESS_SHELL);
  });
  it('is Debian’s Chromium when the shell is missing', () => {
    vi.stubEnv('CHROME_PATH', undefined);
    vi.spyOn(fs, 'existsSync').mockReturnValue(false);
    expect(testChromium()).toBe(CHROMIUM);
  });
  it('is the browser CHROME_PATH names, whatever is installed', () => {
    vi.stubEnv('CHROME_PATH', '/opt/other/chrome');
    vi.spyOn(fs, 'existsSync').mockReturnValue(true);
    expect(testChromium()).toBe('/opt/other/chrome');
  });
});
