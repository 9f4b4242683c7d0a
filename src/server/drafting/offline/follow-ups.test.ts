import { describe, expect, it } from 'vitest';
import { draftSectionOffline } from './sections';

/** The question the offline interviewer asks after an answer, as the inventor reads it. */
describe('follow-up questions after an answer', () => {
  const program = {
    title: 'Application for Small Bakeries That Takes Preorders Online',
    summary:
      'The present invention is an application for small bakeries that takes preorders online.\n\nCustomers order for the next day by 8 pm. At 9 pm the app adds up the preorders and sends the baker a prep list.',
    completedSections: [],
  };

  it('asks a program what it stores and does, never what it is made of', () => {
    const details = draftSectionOffline({
      section: 'details',
      answer: 'The app prints pickup labels. Customers pay when they order through Stripe.',
      patentData: program,
      firstDescription: false,
    });
    expect(details.followUp).toBe('What does it store or keep track of, and where does that data come from?');
    const variations = draftSectionOffline({
      section: 'variations',
      answer: 'It could adjust for holidays and weather.',
      patentData: program,
      firstDescription: false,
    });
    expect(variations.followUp).not.toMatch(/materials/);
  });

  it('still asks a device what its parts are made of', () => {
    const details = draftSectionOffline({
      section: 'details',
      answer: 'The clip holds the phone and the strap goes around the bar.',
      patentData: { title: 'Bike Phone Mount', completedSections: [] },
      firstDescription: false,
    });
    expect(details.followUp).toBe('What is each main part made of (materials or ingredients)?');
  });

  it('does not ask what problem it solves after "I either throw out bread at night or sell out by 10 am"', () => {
    const background = draftSectionOffline({
      section: 'background',
      answer: 'I run a bakery and I either throw out bread at night or sell out by 10 am.',
      patentData: program,
      firstDescription: false,
    });
    expect(background.followUp).not.toMatch(/What problem does it solve/);
  });
});
