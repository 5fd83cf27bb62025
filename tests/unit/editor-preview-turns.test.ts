// The preview's turn-taking (scripts/editor/preview.ts): a draft waits for the requests being answered, and the
// requests that come meanwhile wait for the draft, so no render mixes modules from before and after a change.
import { describe, expect, it } from 'vitest';
import { turns } from '../../scripts/editor/preview.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the preview: requests and drafts take turns', () => {
  it('makes a draft wait for the request being answered, and a later request wait for the draft', async () => {
    const turn = turns();
    const events: string[] = [];
    let finishFirst = () => {};
    turn.request((finished) => {
      events.push('render 1 starts');
      finishFirst = () => {
        events.push('render 1 ends');
        finished();
      };
    });
    await tick();
    const drafted = turn.change(() => events.push('draft'));
    turn.request((finished) => {
      events.push('render 2 starts');
      finished();
    });
    await tick();
    expect(events).toEqual(['render 1 starts']);
    finishFirst();
    await drafted;
    await tick();
    expect(events).toEqual(['render 1 starts', 'render 1 ends', 'draft', 'render 2 starts']);
  });

  it('runs drafts in order, and a request that finishes twice counts once', async () => {
    const turn = turns();
    const events: string[] = [];
    turn.request((finished) => {
      finished();
      finished();
    });
    await tick();
    await Promise.all([turn.change(() => events.push('a')), turn.change(() => events.push('b'))]);
    turn.request((finished) => {
      events.push('render');
      finished();
    });
    await tick();
    expect(events).toEqual(['a', 'b', 'render']);
  });
});
