import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
import { proposeTitle } from '../write/title';
import { readClause } from './clause';
import { buildInventionModel } from './invention-model';

/** A first description alone, as an inventor who answers "next" to every step leaves it (issue 15). */
const summaryOf = (title: string, text: string): PatentData => ({
  title,
  summary: `The present invention provides it.\n\n${text}`,
  completedSections: [],
});

describe('a thin description is understood', () => {
  it('reads "drops by gravity" as how the pin drops, not as what it drops', () => {
    const clause = readClause('A pin drops by gravity into a hole in the gate bracket.');
    expect(clause?.verbText).toBe('drops');
    expect(clause?.rest).toBe('by gravity into a hole in the gate bracket');
  });

  it('gives the part before a place the relative clause after it, "it" being the place', () => {
    const model = buildInventionModel(
      summaryOf(
        'Pool Gate Latch',
        'The present invention has a strong magnet on the gate that pulls it into the latch housing from up to 3 inches away.',
      ),
    );
    const magnet = model.elements.find((element) => element.name === 'magnet');
    expect(magnet?.functions).toEqual(['pull the gate into the latch housing from up to 3 inches away']);
  });

  it('calls shares of ingredients a composition', () => {
    const model = buildInventionModel(
      summaryOf(
        'Paw Balm',
        'The paw balm is 30 percent beeswax, 50 percent coconut oil and 20 percent shea butter.',
      ),
    );
    expect(model.kinds).toEqual(['composition']);
  });

  it('titles "I make a … for …" and "My app reads …" by the thing and what sets it apart', () => {
    expect(proposeTitle("I make a paw balm for dogs that doesn't melt in a hot car.")).toBe(
      'Paw Balm for Dogs That Does Not Melt in a Hot Car',
    );
    expect(
      proposeTitle(
        "My app reads the label on a pill bottle with the phone's camera and reminds you to take it.",
      ),
    ).toMatch(/^Application That Reads the Label on a Pill Bottle/);
  });

  it('places what comes after "with" on the part before it, and every item after it in the list', () => {
    const model = buildInventionModel({
      title: 'Pool Gate Latch',
      details:
        'Intro.\n\nThe latch has a housing, a pin and a ramp. The gate has an aluminum bracket with a magnet and a hole for the pin.',
      completedSections: [],
    });
    const hole = model.elements.find((element) => element.name === 'hole');
    expect(hole?.relations).toEqual(['disposed on the aluminum bracket']);
  });
});
