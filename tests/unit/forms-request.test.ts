import { describe, expect, it, vi } from 'vitest';
import {
  formDef,
  initialValues,
  failureText,
  successText,
  type FormId,
  type FormValues,
} from '../../src/forms/config.ts';
import { siteData } from '../../src/content/model.ts';
import { buildFormData, buildRequest } from '../../src/forms/request.ts';
import { submitRequest } from '../../src/forms/submit.ts';
import { validateForm } from '../../src/forms/validate.ts';

const site = 'https://www.example.com';
const words = { en: siteData('ui.en').forms, es: siteData('ui.es').forms };
/** The English form: the spec's wording is English. */
const forms = {
  'home-inspection': formDef('home-inspection', words.en),
  'book-inspection': formDef('book-inspection', words.en),
  contact: formDef('contact', words.en),
} satisfies Record<FormId, unknown>;
const inspection: FormValues = {
  name: 'Maria Lopez',
  phone: '(281) 555-0199',
  email: 'maria@example.com',
  address: '123 Oak St, Pearland, TX 77581',
  best_time: 'Morning (7am-12pm)',
  message: 'Crack over the garage door.',
};

const entries = (fd: FormData) => [...fd.entries()].map(([k, v]) => [k, String(v)]);

describe('buildRequest', () => {
  it('POSTs FormData to the endpoint asking for JSON, without a hand-set Content-Type', () => {
    const { url, init } = buildRequest('/api/forms', forms['book-inspection'], inspection, site);
    expect(url).toBe('/api/forms');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(init.body).toBeInstanceOf(FormData);
  });

  it('sends the booking form with email as _replyto, the hidden subject, decoys, form name and _next', () => {
    const fd = buildFormData(forms['book-inspection'], inspection, site);
    expect(entries(fd)).toEqual([
      ['name', 'Maria Lopez'],
      ['phone', '(281) 555-0199'],
      ['_replyto', 'maria@example.com'],
      ['address', '123 Oak St, Pearland, TX 77581'],
      ['best_time', 'Morning (7am-12pm)'],
      ['message', 'Crack over the garage door.'],
      ['website', ''],
      ['_subject', 'New free inspection request (book-inspection page)'],
      ['_gotcha', ''],
      ['_honey', ''],
      ['_form', 'book-inspection'],
      ['_next', 'https://www.example.com/thank-you'],
      // Where the visit came from: empty until the browser knows it (src/forms/source.ts).
      ['_landingPage', ''],
      ['_referrer', ''],
      ['_utmSource', ''],
      ['_utmMedium', ''],
      ['_utmCampaign', ''],
    ]);
    expect(fd.has('email')).toBe(false);
  });

  it("sends the visit's source as the browser kept it", () => {
    const visit = { landingPage: '/', referrer: '', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'slab-spring' };
    const fd = buildFormData(forms['book-inspection'], inspection, site, '', { visit });
    expect(fd.get('_landingPage')).toBe('/');
    expect(fd.get('_utmCampaign')).toBe('slab-spring');
  });

  it('sends the home form with email under its own name and no hidden subject or decoys', () => {
    const fd = buildFormData(forms['home-inspection'], { ...inspection, best_time: '' }, site);
    expect(fd.get('email')).toBe('maria@example.com');
    expect(fd.has('_replyto')).toBe(false);
    expect(fd.has('_subject')).toBe(false);
    expect(fd.has('_gotcha')).toBe(false);
    expect(fd.get('best_time')).toBe('');
    expect(fd.get('website')).toBe('');
    expect(fd.get('_form')).toBe('home-inspection');
  });

  it('sends the contact form with _replyto, the optional subject and the hidden subject', () => {
    const values = { name: 'Sam', phone: '2815550100', email: 'sam@example.com', subject: '', message: 'Hello' };
    const fd = buildFormData(forms.contact, values, site);
    expect(entries(fd)).toEqual([
      ['name', 'Sam'],
      ['phone', '2815550100'],
      ['_replyto', 'sam@example.com'],
      ['subject', ''],
      ['message', 'Hello'],
      ['website', ''],
      ['_subject', 'New contact message (contact page)'],
      ['_gotcha', ''],
      ['_honey', ''],
      ['_form', 'contact'],
      ['_next', 'https://www.example.com/thank-you'],
      ['_landingPage', ''],
      ['_referrer', ''],
      ['_utmSource', ''],
      ['_utmMedium', ''],
      ['_utmCampaign', ''],
    ]);
  });

  it('keeps markup, unicode and long text exactly as typed', () => {
    const message = `<script>alert(1)</script> Ünïcödé 🏠🔧 ${'x'.repeat(10_000)}`;
    const fd = buildFormData(forms.contact, { ...inspection, message }, site);
    expect(fd.get('message')).toBe(message);
  });
});

describe('form definitions', () => {
  it('have the spec best-time choices per variant', () => {
    expect(forms['home-inspection'].fields.find((f) => f.name === 'best_time')?.options?.map((o) => o.label)).toEqual([
      'Best time to call',
      'Morning',
      'Afternoon',
      'Evening',
      'Anytime',
    ]);
    expect(forms['book-inspection'].fields.find((f) => f.name === 'best_time')?.options?.map((o) => o.label)).toEqual([
      'Anytime',
      'Morning (7am-12pm)',
      'Afternoon (12pm-5pm)',
      'Evening (5pm-7pm)',
    ]);
    expect(initialValues(forms['home-inspection']).best_time).toBe('');
    expect(initialValues(forms['book-inspection']).best_time).toBe('Anytime');
  });

  it('require the spec fields', () => {
    const required = (id: keyof typeof forms) => forms[id].fields.filter((f) => f.required).map((f) => f.name);
    expect(required('home-inspection')).toEqual(['name', 'phone', 'email', 'address']);
    expect(required('book-inspection')).toEqual(['name', 'phone', 'email', 'address']);
    expect(required('contact')).toEqual(['name', 'phone', 'email', 'message']);
  });

  it('word success and failure as the spec does', () => {
    // The response promise comes from content/business.yaml.
    const { responsePromise } = siteData('business');
    const success = (id: keyof typeof forms) => ({
      title: forms[id].success.title,
      description: successText(forms[id], responsePromise),
    });
    expect(success('home-inspection')).toEqual({
      title: 'Inspection Scheduled!',
      description: "We'll contact you within 2 hours to confirm your appointment.",
    });
    expect(success('book-inspection').description).toBe(
      "We'll contact you within 2 hours during business hours to confirm your appointment.",
    );
    expect(success('contact')).toEqual({
      title: 'Message Sent!',
      description: "We'll respond within 2 hours during business hours.",
    });
    expect(failureText(forms['book-inspection'], '(281) 555-0142')).toBe(
      'Failed to schedule inspection. Please call us at (281) 555-0142.',
    );
    expect(failureText(forms.contact, '(281) 555-0142')).toBe(
      'Failed to send message. Please call us at (281) 555-0142.',
    );
    expect(forms['home-inspection'].submittingLabel).toBe('Scheduling...');
    expect(forms.contact.submittingLabel).toBe('Sending...');
  });
});

describe('the Spanish forms (content/ui.es.yaml)', () => {
  const ids = Object.keys(forms) as FormId[];
  const shape = (f: (typeof forms)[FormId]['fields'][number]) => [
    f.name,
    f.sendAs,
    f.kind,
    f.required,
    f.autoComplete,
    f.options?.map((o) => o.value),
  ];

  it('send the same fields, choices and hidden fields as the English ones, under Spanish labels', () => {
    for (const id of ids) {
      const es = formDef(id, words.es);
      expect(es.fields.map(shape), id).toEqual(forms[id].fields.map(shape));
      expect(entries(buildFormData(es, inspection, site))).toEqual(entries(buildFormData(forms[id], inspection, site)));
      es.fields.forEach((f, i) => expect(f.label, `${id} ${f.name}`).not.toBe(forms[id].fields[i]!.label));
      const options = (d: typeof es) => d.fields.flatMap((f) => f.options?.map((o) => o.label) ?? []);
      expect(options(es).filter((label) => options(forms[id]).includes(label))).toEqual([]);
      for (const text of [es.title, es.submitLabel, es.success.title, es.failure, es.failed, es.notSent])
        expect([forms[id].title, forms[id].submitLabel, forms[id].success.title, forms[id].failure]).not.toContain(
          text,
        );
    }
  });

  it('say their field errors in Spanish', () => {
    const e = words.es.errors;
    expect(validateForm(formDef('contact', words.es), {})).toEqual({
      name: e.name,
      phone: e.phone,
      email: e.email,
      message: e.message,
    });
    expect(
      validateForm(formDef('home-inspection', words.es), {
        ...inspection,
        best_time: 'Mañana',
        email: 'm@',
        phone: '5',
      }),
    ).toEqual({ email: e.emailFormat, phone: e.phoneFormat, best_time: e.option });
    expect(failureText(formDef('contact', words.es), '(281) 555-0142')).toBe(
      words.es.contact.failure.replace('{phone}', '(281) 555-0142'),
    );
  });
});

describe('validateForm', () => {
  it('reports each missing required field and a bad email or phone', () => {
    expect(validateForm(forms['home-inspection'], initialValues(forms['home-inspection']))).toEqual({
      name: 'Please enter your name.',
      phone: 'Please enter your phone number.',
      email: 'Please enter your email address.',
      address: 'Please enter the property address.',
    });
    expect(
      validateForm(forms['home-inspection'], { ...inspection, best_time: '', email: 'maria@', phone: '555' }),
    ).toEqual({
      email: 'Please enter a valid email address, like name@example.com.',
      phone: 'Please enter a phone number with area code.',
    });
    expect(validateForm(forms.contact, { ...inspection, message: '  ' })).toEqual({
      message: 'Please enter a message.',
    });
    expect(validateForm(forms['book-inspection'], inspection)).toEqual({});
  });
});

describe('submitRequest', () => {
  const req = buildRequest('/api/forms', forms.contact, inspection, site);

  it('judges success by response.ok only and never reads the body', async () => {
    const json = vi.fn();
    const ok = vi.fn(async () => ({ ok: true, status: 200, json }) as unknown as Response);
    expect(await submitRequest(req, ok)).toBe('sent');
    expect(ok).toHaveBeenCalledWith('/api/forms', req.init);
    expect(json).not.toHaveBeenCalled();
    expect(await submitRequest(req, async () => ({ ok: false, status: 500 }) as Response)).toBe('failed');
    expect(await submitRequest(req, async () => ({ ok: true, status: 204 }) as Response)).toBe('sent');
    // The site's own receiver held it (no valid challenge): the form lets the receiver's question page ask.
    expect(await submitRequest(req, async () => ({ ok: true, status: 202 }) as Response)).toBe('held');
  });

  it('treats a network failure as a failure', async () => {
    expect(await submitRequest(req, async () => Promise.reject(new TypeError('Failed to fetch')))).toBe('failed');
  });
});
