// The one lead form UI (inspection and contact forms): a card with labelled fields, the security question,
// the hidden anti-spam and routing fields, the error banner and the submit button. Behaviour lives in
// use-lead-form.ts; without JavaScript the form still posts natively to the endpoint.
import { useMemo } from 'react';
import { Button } from '../components/ui/button.tsx';
import { cn } from '../components/ui/cn.ts';
import { businessIn, telHref } from '../content/business.ts';
import type { FormWords } from '../content/schemas/ui.ts';
import { fillNodes } from '../page/fill.ts';
import { questionText } from './anti-spam.ts';
import { HONEYPOT, formDef, formIn, type FormId } from './config.ts';
import { Field } from './Field.tsx';
import { Input } from '../components/ui/input.tsx';
import { hiddenFields } from './request.ts';
import { useLeadForm } from './use-lead-form.ts';
import { Card, cardVariants } from '../components/ui/card.tsx';
import { SpinnerIcon, WarningIcon } from '../components/icons.tsx';

/** The look of the two error messages above the fields. */
const errorPanel = cn(
  cardVariants({ radius: 'small', tone: 'destructive', elevated: false, padding: 'none' }),
  'mb-6 gap-3 p-4',
);

const phoneLink = (
  <a
    href={telHref}
    className="font-semibold whitespace-nowrap text-primary underline underline-offset-2 hover:text-highlight"
  >
    {/* A figure: the same in both languages. */}
    {businessIn.en.phone}
  </a>
);

/**
 * Renders one of the configured lead forms. Used through <InspectionForm/> and <ContactForm/>, which pass the
 * forms' words of the page's language (content/ui.<lang>.yaml `forms`): the island's props, so the browser gets
 * only that language's words.
 */
export function LeadForm({
  formId,
  lang = 'en',
  thankYou,
  page,
  words,
}: {
  formId: FormId;
  lang?: string;
  thankYou?: string;
  /** The route of the page the form is on: sent with the lead as where it was sent from. */
  page?: string;
  words: FormWords;
}) {
  // One object per form and language: the hook's effects depend on it (a new object each render would reload the
  // saved draft over what the visitor just typed).
  const def = useMemo(() => {
    const form = formDef(formId, words);
    return thankYou ? formIn(form, lang, thankYou, page) : form;
  }, [formId, lang, thankYou, page, words]);
  const w = def.words;
  // An island: its language comes as a prop (no page context in the browser).
  const business = businessIn[lang === 'es' ? 'es' : 'en'];
  const endpoint = business.formEndpoint;
  const f = useLeadForm(def, {
    endpoint,
    siteUrl: business.siteUrl,
    phone: business.phone,
    responsePromise: business.responsePromise,
  });
  const { question, answer, setAnswer, newQuestion } = f.antiSpam;
  const submitting = f.status === 'submitting';
  const bannerId = `${def.id}-banner`;
  const answerId = `${def.id}-security-answer`;
  const questionHelpId = `${def.id}-security-help`;
  const questionFailed = f.spamError?.rule === 'question';

  return (
    <Card padding="md" className="relative mt-6 text-foreground sm:p-8">
      <form
        ref={f.refs.formRef}
        id={`${def.id}-form`}
        aria-label={def.title}
        aria-busy={submitting || undefined}
        action={endpoint}
        method="post"
        encType="multipart/form-data"
        noValidate={f.hydrated}
        onSubmit={f.onSubmit}
        data-form={def.id}
        data-ready={question ? 'true' : undefined}
      >
        {f.spamError && (
          <div
            ref={f.refs.bannerRef}
            id={bannerId}
            role="alert"
            tabIndex={-1}
            data-testid="form-error-banner"
            className={cn(errorPanel, 'flex')}
          >
            <WarningIcon className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong className="font-semibold">{w.spam.banner} </strong>
              {f.spamError.message}
            </p>
          </div>
        )}
        {/* Shown by the embedded receiver's redirect (…#<form>-not-sent) after an invalid no-JavaScript post. */}
        <div id={`${def.id}-not-sent`} className={cn(errorPanel, 'hidden target:flex')}>
          <WarningIcon className="mt-0.5 size-5 shrink-0" />
          <p>{fillNodes(def.notSent, { phone: phoneLink })}</p>
        </div>

        <p className="mb-5 text-sm text-muted-foreground">
          {fillNodes(w.required, { star: <span className="font-semibold text-destructive">*</span> })}
        </p>

        <div className="grid gap-5 sm:grid-cols-2">
          {def.fields.map((field) => (
            <Field
              key={field.name}
              def={def}
              field={field}
              value={f.values[field.name] ?? ''}
              error={f.errors[field.name]}
              onChange={(v) => f.setValue(field.name, v)}
            />
          ))}
        </div>

        {/* Honeypot: off-screen and skipped by keyboard and screen readers; bots fill it in. */}
        <div aria-hidden="true" className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${def.id}-${HONEYPOT}`}>{w.security.honeypot}</label>
          <input
            id={`${def.id}-${HONEYPOT}`}
            type="text"
            name={HONEYPOT}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {hiddenFields(def, business.siteUrl, '', f.visit)
          .filter(([name]) => name !== HONEYPOT)
          .map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}

        <Card as="fieldset" radius="small" tone="muted" elevated={false} padding="none" className="mt-6 p-4">
          <legend className="sr-only">{w.security.legend}</legend>
          <label htmlFor={answerId} className="block text-sm font-semibold text-strong">
            {w.security.label}{' '}
            <span data-testid="security-question">
              {question ? questionText(question, w.security.question) : w.security.loading}
            </span>
            <span className="text-destructive" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Input
              variant="form"
              id={answerId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              disabled={!question}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
              aria-invalid={questionFailed || undefined}
              aria-describedby={questionFailed ? `${bannerId} ${questionHelpId}` : questionHelpId}
              className="h-12 w-24"
            />
            <Button type="button" variant="outline" onClick={newQuestion} disabled={!question}>
              {w.security.newQuestion}
            </Button>
          </div>
          <p id={questionHelpId} className="mt-2 text-sm text-muted-foreground">
            {w.security.help}
          </p>
          <noscript>
            <p className="mt-2 text-sm text-body">{w.security.noScript}</p>
          </noscript>
        </Card>

        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
          <Button type="submit" size="xl" disabled={submitting} className="w-full sm:w-auto">
            {submitting && <SpinnerIcon className="animate-spin" />}
            {submitting ? def.submittingLabel : def.submitLabel}
          </Button>
          <p className="text-sm text-muted-foreground">{fillNodes(w.common.preferToTalk, { phone: phoneLink })}</p>
        </div>
        <p className="sr-only" role="status">
          {submitting ? def.submittingLabel : ''}
        </p>

        {f.status === 'failed' && (
          <p
            ref={f.refs.failureRef}
            tabIndex={-1}
            data-testid="form-failure"
            className={cn(
              cardVariants({ radius: 'small', tone: 'warning', elevated: false, padding: 'none' }),
              'mt-5 p-4',
            )}
          >
            {fillNodes(def.failed, { phone: phoneLink })}
          </p>
        )}
      </form>
    </Card>
  );
}
