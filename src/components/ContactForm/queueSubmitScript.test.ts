import {
  CONTACT_FORM_ID,
  NO_SCRIPTS_ATTRIBUTE,
  NO_SCRIPTS_NOTE_ID,
  QUEUED_ATTRIBUTE,
  READY_ATTRIBUTE,
  SCRIPTS_WAIT_MS,
} from '@/hooks/useContactForm';
import { QUEUE_SUBMIT_SCRIPT } from './ContactForm';

/** The prerendered form and its hidden note, with the inline script run on them. */
function prerenderedForm() {
  document.body.innerHTML = `<form id="${CONTACT_FORM_ID}" action="mailto:owner@example.com" method="post" enctype="text/plain"><p id="${NO_SCRIPTS_NOTE_ID}" hidden>note</p></form>`;
  const form = document.getElementById(CONTACT_FORM_ID) as HTMLFormElement;
  const submit = vi.spyOn(form, 'submit').mockImplementation(() => undefined);
  new Function(QUEUE_SUBMIT_SCRIPT)();
  const note = document.getElementById(NO_SCRIPTS_NOTE_ID) as HTMLElement;
  /** Send, as the browser fires it once the fields are valid; true if the page kept it. */
  const send = () => !form.dispatchEvent(new Event('submit', { cancelable: true }));
  return { form, note, submit, send };
}

/** A module preload of the page's scripts that fails (blocked, offline, a CDN hiccup). */
function failModulePreload() {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  document.head.append(link);
  link.dispatchEvent(new Event('error'));
  link.remove();
}

afterEach(() => vi.useRealTimers());

describe('the contact form before (or without) its scripts', () => {
  it('holds a Send; when the scripts fail to load, hands it to the mail program and says so', () => {
    const { form, note, submit, send } = prerenderedForm();
    expect(send()).toBe(true);
    expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    failModulePreload();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(note.hidden).toBe(false);
    expect(form.hasAttribute(NO_SCRIPTS_ATTRIBUTE)).toBe(true);
    expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(false);
    // The next Send goes to the mail program by itself (the form's own action).
    expect(send()).toBe(false);
  });

  it(`uses the mail program for a held Send after ${SCRIPTS_WAIT_MS} ms without the scripts`, () => {
    vi.useFakeTimers();
    const { note, submit, send } = prerenderedForm();
    send();
    vi.advanceTimersByTime(SCRIPTS_WAIT_MS - 1);
    expect(submit).not.toHaveBeenCalled();
    expect(note.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(note.hidden).toBe(false);
  });

  it('stays out of the way once React handles the form', () => {
    vi.useFakeTimers();
    const { form, note, submit, send } = prerenderedForm();
    send();
    form.setAttribute(READY_ATTRIBUTE, '');
    failModulePreload();
    vi.advanceTimersByTime(SCRIPTS_WAIT_MS);
    expect(submit).not.toHaveBeenCalled();
    expect(note.hidden).toBe(true);
    // React's own handler decides from now on.
    expect(send()).toBe(false);
  });
});
