import { describe, expect, it } from 'vitest';
import { asUseSentence } from '../offline/style';
import { withoutNumbers } from '../write/claim-language';
import { writeClaims } from '../write/claims';
import { readClause } from './clause';
import { buildInventionModel } from './invention-model';

/** An app that reads the electric meter from photos, told the way the offline drafter writes it. */
const meter = () =>
  buildInventionModel({
    title: 'Application That Reads the Electric Meter with the Phone Camera',
    summary:
      'The present invention is an application that reads the electric meter with the phone camera.\n\nThe user takes a photo of the meter every day and the app reads the digits with text recognition. The application works out daily kilowatt-hours and sends an alert if a day is more than 30 percent above the 2-week average.',
    details: 'Intro.\n\nIt shows a chart of daily use.',
    variations: 'Alternatives.\n\nRoommates may split the bill by room.',
    completedSections: [],
  });

describe('what a program computes and when it alerts (an electric meter app)', () => {
  it('keeps the comparison an alert is sent on, and claims it broadly', () => {
    expect(
      readClause('The application sends an alert if a day is more than 30 percent above the 2-week average.')
        ?.rest,
    ).toBe('an alert if a day is more than 30 percent above the 2-week average');
    expect(withoutNumbers('sending an alert if a day is more than 30 percent above the 2-week average')).toBe(
      'sending an alert if a day is above the average',
    );
    expect(withoutNumbers('sending a push notification at 8 pm the night before to whoever is next')).toBe(
      'sending a push notification the night before to whoever is next',
    );
  });

  it('calculates what it works out, and lets roommates do what the inventor says they may', () => {
    const claims = writeClaims(meter());
    expect(claims.split('\n\n')[0]).toContain('\ncalculate daily kilowatt-hours;');
    expect(claims).toContain('further cause the processor to enable roommates to split a bill by room.');
  });

  it('writes a list of users whose item has a verb of its own ("trying to save money")', () => {
    expect(asUseSentence('Renters, families trying to save money, small landlords.')).toBe(
      'The present invention may be used by renters, families trying to save money and small landlords.',
    );
  });
});
