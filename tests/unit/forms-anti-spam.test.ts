import { describe, expect, it } from 'vitest';
import {
  TOO_FAST_MS,
  checkAntiSpam,
  isCorrectAnswer,
  makeQuestion,
  questionText,
  type AntiSpamInput,
} from '../../src/forms/anti-spam.ts';
import { siteData } from '../../src/content/model.ts';

const en = siteData('ui.en').forms;
const es = siteData('ui.es').forms;

const passing: AntiSpamInput = {
  honeypot: ['', '', ''],
  loadedAt: 1000,
  now: 1000 + TOO_FAST_MS,
  question: { a: 3, b: 9 },
  answer: '12',
};

describe('anti-spam messages', () => {
  it('are the spec wording in English (content/ui.en.yaml), and Spanish in Spanish', () => {
    const { honeypot, tooFast, question } = en.spam;
    expect({ honeypot, tooFast, question }).toEqual({
      honeypot: 'Spam detected. Please try again.',
      tooFast: 'Form submitted too quickly. Please try again.',
      question: 'Please answer the security question correctly.',
    });
    for (const rule of ['honeypot', 'tooFast', 'question'] as const) expect(es.spam[rule]).not.toBe(en.spam[rule]);
    expect(TOO_FAST_MS).toBe(2000);
  });
});

describe('checkAntiSpam', () => {
  it('passes a clean, patient, correct submission', () => {
    expect(checkAntiSpam(passing)).toEqual({ ok: true });
  });

  it('rejects a filled honeypot or decoy', () => {
    for (const honeypot of [
      ['x', '', ''],
      ['', ' ', ''],
      ['', '', 'http://spam.example'],
    ]) {
      expect(checkAntiSpam({ ...passing, honeypot })).toEqual({
        ok: false,
        rule: 'honeypot',
      });
    }
  });

  it('rejects a submission within 2000 ms of load, and accepts one at exactly 2000 ms', () => {
    expect(checkAntiSpam({ ...passing, now: passing.loadedAt + 1999 })).toEqual({
      ok: false,
      rule: 'tooFast',
    });
    expect(checkAntiSpam({ ...passing, now: passing.loadedAt })).toMatchObject({ rule: 'tooFast' });
    expect(checkAntiSpam({ ...passing, now: passing.loadedAt + 2000 })).toEqual({ ok: true });
  });

  it('rejects a wrong, empty or missing answer', () => {
    for (const answer of ['11', '', ' ', 'twelve', '12abc', '1e1', '12.0', '-12', '0x0c']) {
      expect(checkAntiSpam({ ...passing, answer }), answer).toEqual({
        ok: false,
        rule: 'question',
      });
    }
    expect(checkAntiSpam({ ...passing, question: null })).toMatchObject({ rule: 'question' });
  });

  it('refuses a post sent before the question arrived with the question message, however soon after load', () => {
    for (const now of [passing.loadedAt, passing.loadedAt + 500, passing.loadedAt + 60_000])
      expect(checkAntiSpam({ ...passing, question: null, answer: '', now })).toEqual({ ok: false, rule: 'question' });
  });

  it('checks in order: honeypot, then speed, then the question', () => {
    const allBad = { honeypot: ['bot'], loadedAt: 0, now: 10, question: { a: 1, b: 1 }, answer: '3' };
    expect(checkAntiSpam(allBad)).toMatchObject({ rule: 'honeypot' });
    expect(checkAntiSpam({ ...allBad, honeypot: [''] })).toMatchObject({ rule: 'tooFast' });
    expect(checkAntiSpam({ ...allBad, honeypot: [''], now: 5000 })).toMatchObject({ rule: 'question' });
    expect(checkAntiSpam({ ...allBad, honeypot: [''], now: 5000, answer: '2' })).toEqual({ ok: true });
  });
});

describe('security question', () => {
  it('uses whole numbers from 1 to 10 and covers both ends', () => {
    expect(makeQuestion(() => 0)).toEqual({ a: 1, b: 1 });
    expect(makeQuestion(() => 0.999999)).toEqual({ a: 10, b: 10 });
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const q = makeQuestion();
      for (const n of [q.a, q.b]) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(10);
        seen.add(n);
      }
    }
    expect(seen.size).toBe(10);
  });

  it('accepts only the exact sum', () => {
    const q = { a: 4, b: 7 };
    expect(questionText(q, en.security.question)).toBe('What is 4 + 7?');
    expect(questionText(q, es.security.question)).toBe('¿Cuánto es 4 + 7?');
    expect(isCorrectAnswer(q, '11')).toBe(true);
    expect(isCorrectAnswer(q, ' 11 ')).toBe(true);
    expect(isCorrectAnswer(q, '011')).toBe(true);
    expect(isCorrectAnswer(q, '10')).toBe(false);
    expect(isCorrectAnswer(q, '11.5')).toBe(false);
    expect(isCorrectAnswer(null, '11')).toBe(false);
  });
});
