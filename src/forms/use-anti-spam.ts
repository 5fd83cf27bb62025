// React side of the anti-spam checks. The question comes from the server's signed challenge when the form's
// endpoint is the site's own receiver (challenge.ts), else it is made on the client; either way after hydration
// (the server HTML shows a stable "loading" state, so there is no hydration mismatch). A new question clears the
// answer, so validity starts over. The 2-second clock starts when the first question arrives.
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkAntiSpam, isCorrectAnswer, makeQuestion, type AntiSpamResult, type Question } from './anti-spam.ts';
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
  const loadedAt = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    void fetchChallenge(endpoint).then((c) => {
      if (!live) return;
      token.current = c?.token ?? null;
      loadedAt.current = performance.now();
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
      const now = performance.now();
      return checkAntiSpam({ honeypot, loadedAt: loadedAt.current ?? now, now, question, answer });
    },
    [question, answer],
  );

  return {
    question,
    answer,
    setAnswer,
    newQuestion,
    check,
    /** What goes with the post: the challenge token (when the server gave one) and the answer. */
    proof: () => (token.current ? { challenge: token.current, answer } : null),
    valid: isCorrectAnswer(question, answer),
  };
}
