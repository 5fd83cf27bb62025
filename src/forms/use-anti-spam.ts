// React side of the anti-spam checks. The question comes from the server's signed challenge when the form's
// endpoint is the site's own receiver (challenge.ts), else it is made on the client; either way after hydration
// (the server HTML shows a stable "loading" state, so there is no hydration mismatch). A new question clears the
// answer, so validity starts over. The 2-second clock starts when the page loaded (performance.now()'s origin, the
// navigation's start), not when the form's code or its question arrived: a visitor who reads for a minute and then
// autofills the form in a second is not "too quick". The server's own 2 seconds count from when it issued the
// question (challenge.ts); a post sent sooner waits out the rest of them before it goes (`proof`).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  checkAntiSpam,
  isCorrectAnswer,
  makeQuestion,
  TOO_FAST_MS,
  type AntiSpamResult,
  type Question,
} from './anti-spam.ts';
import { fetchChallenge } from './challenge.ts';

const same = (a: Question | null, b: Question | null) => !!a && !!b && a.a === b.a && a.b === b.b;

function differentQuestion(previous: Question | null): Question {
  for (;;) {
    const q = makeQuestion();
    if (!same(q, previous)) return q;
  }
}

export function useAntiSpam(endpoint: string) {
  const [question, setQuestion] = useState<Question | null>(null);
  const [answer, setAnswer] = useState('');
  const token = useRef<string | null>(null);
  /** When the server's first question arrived (a new question keeps its issue time: challenge.ts). */
  const tokenAt = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    void fetchChallenge(endpoint).then((c) => {
      if (!live) return;
      token.current = c?.token ?? null;
      tokenAt.current = c ? performance.now() : null;
      setQuestion(c?.question ?? makeQuestion());
    });
    return () => {
      live = false;
    };
  }, [endpoint]);

  const newQuestion = useCallback(async () => {
    setAnswer('');
    const previous = question;
    for (let i = 0; token.current && i < 3; i++) {
      const c = await fetchChallenge(endpoint, token.current);
      if (!c) break;
      token.current = c.token;
      if (!same(c.question, previous)) return setQuestion(c.question);
    }
    token.current = null;
    setQuestion(differentQuestion(previous));
  }, [endpoint, question]);

  const check = useCallback(
    (honeypot: readonly string[]): AntiSpamResult => {
      return checkAntiSpam({ honeypot, loadedAt: 0, now: performance.now(), question, answer });
    },
    [question, answer],
  );

  return {
    question,
    answer,
    setAnswer,
    newQuestion,
    check,
    /**
     * What goes with the post: the challenge token (when the server gave one) and the answer, once the server's
     * question is 2 seconds old (an autofilled form sent sooner waits out the rest, under "Sending…").
     */
    proof: async () => {
      if (!token.current) return null;
      const wait = (tokenAt.current ?? 0) + TOO_FAST_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return token.current ? { challenge: token.current, answer } : null;
    },
    valid: isCorrectAnswer(question, answer),
  };
}
