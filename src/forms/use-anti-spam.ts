// React side of the anti-spam checks. The question is made on the client after hydration (the server HTML
// shows a stable "loading" state, so there is no hydration mismatch) and again whenever a new one is asked
// for; a new question clears the answer, so validity starts over.
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkAntiSpam, isCorrectAnswer, makeQuestion, type AntiSpamResult, type Question } from './anti-spam.ts';

function differentQuestion(previous: Question | null): Question {
  for (;;) {
    const q = makeQuestion();
    if (!previous || q.a !== previous.a || q.b !== previous.b) return q;
  }
}

export function useAntiSpam() {
  const [question, setQuestion] = useState<Question | null>(null);
  const [answer, setAnswer] = useState('');
  const loadedAt = useRef<number | null>(null);

  useEffect(() => {
    loadedAt.current = performance.now();
    setQuestion(makeQuestion());
  }, []);

  const newQuestion = useCallback(() => {
    setQuestion((q) => differentQuestion(q));
    setAnswer('');
  }, []);

  const check = useCallback(
    (honeypot: readonly string[]): AntiSpamResult => {
      const now = performance.now();
      return checkAntiSpam({ honeypot, loadedAt: loadedAt.current ?? now, now, question, answer });
    },
    [question, answer],
  );

  return { question, answer, setAnswer, newQuestion, check, valid: isCorrectAnswer(question, answer) };
}
