// The lead forms' words in content/ui.<lang>.yaml (`forms:`): labels, hints, errors, the security question, buttons
// and messages. One block of the interface words (ui.ts).
import { z } from 'zod';
import { group, text } from './ui-text.ts';

export const formWordsSchema = z
  .strictObject({
    required: text.describe('"Fields marked {star} are required." above the fields; {star} is the red asterisk.'),
    fields: group(
      {
        name: text,
        phone: text,
        email: text,
        address: text,
        addressHint: text.describe('The address box\'s placeholder: "Street, city and ZIP".'),
        subject: text.describe('The contact form\'s subject line: "Subject (optional)".'),
      },
      'Labels of the fields the forms share.',
    ),
    errors: group(
      {
        name: text.describe('A required field left empty: "Please enter your name."'),
        phone: text,
        email: text,
        address: text,
        message: text,
        fillIn: text.describe('Any other required field left empty: "Please fill in {field}."'),
        emailFormat: text.describe('"Please enter a valid email address, like name@example.com."'),
        phoneFormat: text.describe('"Please enter a phone number with area code."'),
        tooLong: text.describe('"Please keep this under {max} characters."'),
        option: text.describe('A choice that is not in the list: "Please choose one of the options."'),
      },
      'Field errors, shown under the field.',
    ),
    security: group(
      {
        legend: text.describe('The security question\'s box, for screen readers: "Security question".'),
        label: text.describe('"Security question:" before the question.'),
        question: text.describe('"What is {a} + {b}?"'),
        loading: text.describe('Shown until the question arrives: "loading…".'),
        newQuestion: text.describe('The button that asks another question.'),
        help: text.describe('"A quick sum that keeps spam bots out."'),
        noScript: text.describe('Shown when JavaScript is off: the form can be sent without the question.'),
        honeypot: text.describe('The hidden trap field\'s label (only bots see it): "Website (leave this empty)".'),
      },
      'The security question and the hidden trap field.',
    ),
    spam: group(
      {
        banner: text.describe('"Submission failed." at the start of the red box above the form.'),
        toast: text.describe('The toast\'s title: "Submission Failed".'),
        honeypot: text.describe('The trap field was filled in: "Spam detected. Please try again."'),
        tooFast: text.describe('Sent within 2 seconds of loading: "Form submitted too quickly. Please try again."'),
        question: text.describe('A wrong answer: "Please answer the security question correctly."'),
      },
      'What the anti-spam checks say (in the red box and a toast).',
    ),
    common: group(
      {
        preferToTalk: text.describe('Beside the send button: "Prefer to talk? Call {phone}".'),
        errorToast: text.describe('The title of the toast when sending failed: "Error".'),
      },
      'Words every form shows.',
    ),
    inspection: group(
      {
        submitting: text.describe('The send button while sending: "Scheduling...".'),
        successTitle: text.describe('"Inspection Scheduled!"'),
        failure: text.describe('The failure toast: "Failed to schedule inspection. Please call us at {phone}."'),
        failed: text.describe(
          'Under the form after a failed send: "We couldn\'t send your request just now… call us at {phone}…".',
        ),
        notSent: text.describe(
          'A no-JavaScript post with a required field missing: "Your request didn\'t go through… call us at {phone}."',
        ),
      },
      'Words both inspection forms show.',
    ),
    homeInspection: group(
      {
        title: text.describe("The form's name, for screen readers."),
        bestTime: text.describe("The best-time select's label and its first choice."),
        morning: text,
        afternoon: text,
        evening: text,
        anytime: text,
        message: text.describe('"What are you noticing? (optional)"'),
        messageHint: text.describe("The message box's placeholder."),
        submit: text,
        success: text.describe('The success toast: "We\'ll contact you within 2 hours to confirm your appointment."'),
      },
      'The home page\'s inspection form (<InspectionForm variant="home" />).',
    ),
    bookInspection: group(
      {
        title: text.describe("The form's name, for screen readers."),
        bestTime: text.describe("The best-time select's label."),
        anytime: text,
        morning: text.describe('"Morning (7am-12pm)"'),
        afternoon: text,
        evening: text,
        message: text.describe('"Anything we should know? (optional)"'),
        messageHint: text.describe("The message box's placeholder."),
        submit: text,
        success: text.describe('The success toast: "We\'ll contact you {response} to confirm your appointment."'),
      },
      'The booking form (<InspectionForm variant="booking" />).',
    ),
    contact: group(
      {
        title: text.describe("The form's name, for screen readers."),
        message: text,
        messageHint: text.describe("The message box's placeholder."),
        submit: text,
        submitting: text.describe('"Sending..."'),
        successTitle: text.describe('"Message Sent!"'),
        success: text.describe('"We\'ll respond {response}."'),
        failure: text.describe('The failure toast: "Failed to send message. Please call us at {phone}."'),
        failed: text.describe('Under the form after a failed send; {phone} is the phone link.'),
        notSent: text.describe('A no-JavaScript post with a required field missing; {phone} is the phone link.'),
      },
      'The contact form (<ContactForm />).',
    ),
  })
  .describe('The lead forms: labels, hints, errors, the security question, buttons and messages.');
