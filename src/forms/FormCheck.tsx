// The question page the self-hosted form receiver answers a post without a valid challenge with (a visitor with
// JavaScript off; scripts/server/held-page.ts puts it into the built thank-you page of the visitor's language, so
// it has the site's header, footer and styles). It repeats what was sent, asks the security question (signed,
// bound to the held post) and has one button. Plain HTML: no island, no script of its own.
import { cn } from '../components/ui/cn.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, cardVariants } from '../components/ui/card.tsx';
import { Container } from '../components/ui/container.tsx';
import { Heading } from '../components/ui/heading.tsx';
import { Input } from '../components/ui/input.tsx';
import { WarningIcon } from '../components/icons.tsx';
import type { UiWords } from '../content/schemas/ui.ts';
import { fillNodes } from '../page/fill.ts';
import { questionText, type Question } from './anti-spam.ts';
import { ANSWER_FIELD, CHALLENGE_FIELD, HELD_FIELD } from './config.ts';

export interface FormCheckProps {
  words: Pick<UiWords, 'formCheck' | 'forms'>;
  /** Where the answer is posted: the receiver's endpoint. */
  endpoint: string;
  heldId: string;
  /** What the visitor sent, as label and value, in the form's order. */
  sent: [string, string][];
  question: Question;
  token: string;
  /** The previous answer was wrong (a right one is taken however soon or late it comes: challenge.ts). */
  wrong: boolean;
  phone: string;
  telHref: string;
}

export function FormCheck({ words, endpoint, heldId, sent, question, token, wrong, phone, telHref }: FormCheckProps) {
  const w = words.formCheck;
  const security = words.forms.security;
  const phoneLink = (
    <a href={telHref} className="font-semibold whitespace-nowrap text-primary underline underline-offset-2">
      {phone}
    </a>
  );
  return (
    <>
      <section className="bg-primary text-primary-foreground">
        <Container className="py-12 sm:py-16">
          <Heading as="h1" size="hero" tone="inherit" className="max-w-3xl">
            {w.title}
          </Heading>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-secondary sm:text-xl">{w.lead}</p>
        </Container>
      </section>
      <section className="bg-background py-12 sm:py-16">
        <Container width="narrow">
          <Card padding="md" className="text-foreground sm:p-8">
            <form action={endpoint} method="post" encType="multipart/form-data" data-form-check="">
              {wrong && (
                <div
                  role="alert"
                  className={cn(
                    cardVariants({ radius: 'small', tone: 'destructive', elevated: false, padding: 'none' }),
                    'mb-6 flex gap-3 p-4',
                  )}
                >
                  <WarningIcon className="mt-0.5 size-5 shrink-0" />
                  <p>{w.wrong}</p>
                </div>
              )}
              <input type="hidden" name={HELD_FIELD} value={heldId} />
              <input type="hidden" name={CHALLENGE_FIELD} value={token} />
              <label htmlFor="form-check-answer" className="block text-lg font-semibold text-strong">
                {security.label} <span className="whitespace-nowrap">{questionText(question, security.question)}</span>
              </label>
              <Input
                variant="form"
                id="form-check-answer"
                name={ANSWER_FIELD}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                required
                maxLength={3}
                aria-describedby="form-check-help"
                className="mt-2 h-12 w-24"
              />
              <p id="form-check-help" className="mt-2 text-sm text-muted-foreground">
                {security.help}
              </p>
              <Button type="submit" size="xl" className="mt-6 w-full sm:w-auto">
                {w.button}
              </Button>
            </form>
          </Card>
          <Heading size="block" className="mt-10">
            {w.sent}
          </Heading>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-body sm:grid-cols-[max-content_1fr]">
            {sent.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-strong">{label}</dt>
                <dd className="break-words whitespace-pre-wrap">{value || '–'}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-8 text-sm text-muted-foreground">
            {fillNodes(words.forms.common.preferToTalk, { phone: phoneLink })}
          </p>
        </Container>
      </section>
    </>
  );
}
