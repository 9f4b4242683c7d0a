import { daysBetween, formatLongDate } from '../../../contract';
import { type MailContext, type RenderedMail, renderMail } from './layout';

export type FilingReminderInput = {
  title: string | undefined;
  applicationNumber: string;
  filingDate: string;
  deadline: string;
  /** The day the reminder goes out, to say how many days are left then. */
  sendOn: string;
  applicationUrl: string;
};

/**
 * A reminder of the 12-month deadline (37 CFR 1.78(a)), in plain words: what happens if it passes and
 * what to do before it. It gives no legal advice beyond pointing to a registered practitioner.
 */
export function filingReminderMail(context: MailContext, input: FilingReminderInput): RenderedMail {
  const deadline = formatLongDate(input.deadline);
  const daysLeft = daysBetween(input.sendOn, input.deadline);
  const what = input.title ? `"${input.title}"` : 'your invention';
  return renderMail(context, `${daysLeft} days left: file your nonprovisional application by ${deadline}`, [
    {
      paragraph:
        `Your provisional patent application ${input.applicationNumber} for ${what} was filed on ` +
        `${formatLongDate(input.filingDate)}. It expires on ${deadline}, ${daysLeft} days from today.`,
    },
    {
      paragraph:
        'A provisional application is never examined and never becomes a patent by itself. To keep its filing ' +
        `date, file a nonprovisional (utility) application that claims the benefit of ${input.applicationNumber} ` +
        `no later than ${deadline}. After that day the provisional cannot be claimed, and the invention may ` +
        'have to be filed again from scratch, with a later date.',
    },
    {
      paragraph:
        'What to do now: decide whether to go ahead; if so, talk to a registered patent attorney or agent in good ' +
        'time (a nonprovisional needs formal claims and often takes weeks to prepare), or file it yourself in ' +
        'Patent Center. Do not count on the deadline moving for a weekend or holiday.',
    },
    { button: { label: 'Open your application', href: input.applicationUrl } },
    {
      paragraph:
        'You get this e-mail because you recorded the filing in InventDraft. Removing the filing record, or ' +
        'deleting the application from your sessions list, stops these reminders.',
    },
  ]);
}
