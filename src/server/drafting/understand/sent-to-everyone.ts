import type { InventionStep } from '../../../contract';
import type { Elements } from './elements';

/** "the week" and the schedule the program builds for it: a week, a day, a month and their -ly forms. */
const PERIOD_ADJECTIVE: Record<string, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

/**
 * "Every Sunday night it sends the week to everyone", of a program that builds a weekly schedule for the
 * parents who enter their days: what it sends is that schedule, and everyone is those parents. A claim
 * cannot send "a week" to "everyone"; it sends what the program made to the people it serves.
 */
export function sentToItsUsers(steps: InventionStep[], elements: Elements): void {
  // ("enabling parents to enter which days …": the people a program serves, named by its first input.)
  const people = steps.map((step) => /^enabling ([a-z]+s) to\b/.exec(step.action)?.[1]).find(Boolean);
  for (const step of steps) {
    const sent = /^(sending|emailing|texting|pushing) the (day|week|month)\b(?!'s)/.exec(step.action);
    if (!sent) continue;
    // (What it builds, a part of the program or a step's product: "building a weekly schedule".)
    const period = PERIOD_ADJECTIVE[sent[2]!]!;
    const made =
      elements.list
        .map((element) => element.name.toLowerCase())
        .find((name) => new RegExp(`^${period} [a-z]+$`).test(name)) ??
      steps
        .map(
          (other) =>
            new RegExp(`^(?:building|making|creating|generating) (?:a|an|the) (${period} [a-z]+)$`).exec(
              other.action,
            )?.[1],
        )
        .find(Boolean);
    if (!made) continue;
    step.action = `${sent[1]} the ${made}${step.action.slice(sent[0].length)}`.replace(
      /\bto (?:everyone|everybody)\b/,
      people ? `to the ${people}` : 'to every user',
    );
  }
}
