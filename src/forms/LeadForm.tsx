// The one lead form UI (inspection and contact forms): a card with labelled fields, the security question,
// the hidden anti-spam and routing fields, the error banner and the submit button. Behaviour lives in
// use-lead-form.ts; without JavaScript the form still posts natively to the endpoint.
import { useMemo } from 'react';
import { Button } from '../components/ui/button.tsx';
import { cn } from '../components/ui/cn.ts';
import { business, businessIn, telHref } from '../content/business.ts';
import type { FormWords } from '../content/schemas/ui.ts';
import { fillNodes } from '../layout/fill.ts';
import { questionText } from './anti-spam.ts';
import { HONEYPOT, formDef, formIn, type FormId } from './config.ts';
import { Field, control } from './Field.tsx';
import { hiddenFields } from './request.ts';
import { useLeadForm } from './use-lead-form.ts';
import { Card } from '../components/ui/card.tsx';

function AlertIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-5 shrink-0">
      <path
        fillRule="evenodd"
        d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 6a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 6Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="animate-spin">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.3" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

const phoneLink = (
  <a
    href={telHref}
    className="font-semibold whitespace-nowrap text-primary underline underline-offset-2 hover:text-highlight"
  >
    {business.phone}
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
  words,
}: {
  formId: FormId;
  lang?: string;
  thankYou?: string;
  words: FormWords;
}) {
  // One object per form and language: the hook's effects depend on it (a new object each render would reload the
  // saved draft over what the visitor just typed).
  const def = useMemo(() => {
    const form = formDef(formId, words);
    return thankYou ? formIn(form, lang, thankYou) : form;
  }, [formId, lang, thankYou, words]);
  const w = def.words;
  const endpoint = business.formEndpoint;
  const f = useLeadForm(def, {
    endpoint,
    siteUrl: business.siteUrl,
    phone: business.phone,
    responsePromise: businessIn[lang === 'es' ? 'es' : 'en'].responsePromise,
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
            className="mb-6 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800"
          >
            <AlertIcon />
            <p>
              <strong className="font-semibold">{w.spam.banner} </strong>
              {f.spamError.message}
            </p>
          </div>
        )}
        {/* Shown by the embedded receiver's redirect (…#<form>-not-sent) after an invalid no-JavaScript post. */}
        <div
          id={`${def.id}-not-sent`}
          className="mb-6 hidden gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800 target:flex"
        >
          <AlertIcon />
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
        {hiddenFields(def, business.siteUrl)
          .filter(([name]) => name !== HONEYPOT)
          .map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}

        <fieldset className="mt-6 rounded-lg border border-border bg-muted p-4">
          <legend className="sr-only">{w.security.legend}</legend>
          <label htmlFor={answerId} className="block text-sm font-semibold text-slate-800">
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
            <input
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
              className={cn(control, 'h-12 w-24')}
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
        </fieldset>

        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
          <Button type="submit" size="xl" disabled={submitting} className="w-full sm:w-auto">
            {submitting && <Spinner />}
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
            className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-foreground"
          >
            {fillNodes(def.failed, { phone: phoneLink })}
          </p>
        )}
      </form>
    </Card>
  );
}
