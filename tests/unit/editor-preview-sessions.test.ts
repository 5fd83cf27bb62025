// The preview's drafts by browser session (scripts/editor/preview.ts): a request runs with its own session's drafts
// loaded and no other session's, and a change of session waits for the requests being answered.
import { describe, expect, it } from 'vitest';
import { sessionDrafts, turns } from '../../scripts/editor/preview.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the preview: drafts by browser session', () => {
  it("shows each session its own draft and never another's", async () => {
    const applied: string[] = [];
    const sessions = sessionDrafts(turns(), (file, text) => applied.push(`${file}=${text ?? '(disk)'}`));
    await sessions.draft('a', '/site/pages/x.mdx', 'draft of a');
    const seen = (session: string) =>
      new Promise<string | undefined>((resolve) =>
        sessions.request(session, (finished) => {
          resolve(sessions.text('/site/pages/x.mdx'));
          finished();
        }),
      );
    expect(await seen('b')).toBeUndefined();
    expect(await seen('a')).toBe('draft of a');
    expect(await sessions.as('b', async () => sessions.text('/site/pages/x.mdx'))).toBeUndefined();
    expect(applied).toEqual([
      '/site/pages/x.mdx=draft of a',
      '/site/pages/x.mdx=(disk)',
      '/site/pages/x.mdx=draft of a',
      '/site/pages/x.mdx=(disk)',
    ]);
  });

  it("waits for a session's request to end before loading another session's drafts", async () => {
    const sessions = sessionDrafts(turns(), () => undefined);
    await sessions.draft('a', '/f', 'a');
    const events: string[] = [];
    let endA = () => {};
    sessions.request('a', (finished) => {
      events.push(`a sees ${sessions.text('/f')}`);
      endA = finished;
    });
    await tick();
    const b = sessions.as('b', async () => events.push(`b sees ${sessions.text('/f') ?? 'the disk'}`));
    await tick();
    expect(events).toEqual(['a sees a']);
    endA();
    await b;
    expect(events).toEqual(['a sees a', 'b sees the disk']);
  });
});
