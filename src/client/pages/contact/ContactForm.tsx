import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { SUPPORT_RESPONSE_HOURS } from '../../../contract/constants';
import type { ContactRequest } from '../../../contract/mail';
import { EmailField } from '../../components/EmailField';
import { toast } from '../../components/ui/toast-store';
import { sendContactMessage } from '../../features/contact/api/send-contact-message';

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

const FIELD =
  'mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

/** Spec §2, §5, §8: four required fields; success clears the form, failure points to the support address. */
export function ContactForm({ supportEmail }: { supportEmail: string | undefined }) {
  const [form, setForm] = useState<ContactRequest>(EMPTY);
  const id = useId();
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      toast({
        title: 'Message sent successfully!',
        description: `We'll get back to you within ${SUPPORT_RESPONSE_HOURS} hours.`,
      });
      setForm(EMPTY);
    },
    onError: () => {
      toast({
        title: 'Failed to send message',
        description: supportEmail
          ? `Please try again, or email us directly at ${supportEmail}.`
          : 'Please try again, or email our support team directly.',
        variant: 'destructive',
      });
    },
  });

  const update = (field: keyof ContactRequest) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!send.isPending) send.mutate(form);
  };

  const label = (text: string) => (
    <>
      {text}{' '}
      <span className="text-red-700" aria-hidden="true">
        *
      </span>
    </>
  );

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-900">
            {label('Name')}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            value={form.name}
            onChange={(event) => update('name')(event.target.value)}
            className={FIELD}
          />
        </div>
        <EmailField
          label={label('Email')}
          placeholder={null}
          name="email"
          required
          value={form.email}
          onChange={update('email')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className="block text-sm font-medium text-slate-900">
          {label('Subject')}
        </label>
        <input
          id={`${id}-subject`}
          name="subject"
          required
          value={form.subject}
          onChange={(event) => update('subject')(event.target.value)}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-900">
          {label('Message')}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          value={form.message}
          onChange={(event) => update('message')(event.target.value)}
          className={FIELD}
        />
      </div>
      <p className="text-sm text-slate-600">All fields are required.</p>
      <button
        type="submit"
        disabled={send.isPending}
        className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        {send.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
