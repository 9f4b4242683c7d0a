import { describe, expect, it } from 'vitest';
import { modelOf } from '../../../../tests/helpers/invention-model';
import type { InventionElement } from '../../../contract';
import { withoutActor } from '../offline/passive';
import { asUseSentence, formalSentences } from '../offline/style';
import { asVariationSentences } from '../offline/variations';
import { writeClaims } from '../write/claims';
import { readClause } from './clause';
import { buildInventionModel } from './invention-model';
import { newElement } from './new-element';
import { isKnownVerb, pastParticipleOf, tokens } from './nlp';

const element = (name: string, fields: Partial<InventionElement> = {}): InventionElement =>
  newElement(name, { listed: true, ...fields });

describe('reading a process told as instructions', () => {
  it('knows a verb the tagger reads as a noun from its table of verbs', () => {
    expect(tokens('Light one end of the tube.')[0]!.tags.has('Verb')).toBe(false);
    expect(isKnownVerb('Light')).toBe(true);
    expect(isKnownVerb('cheese')).toBe(false);
    expect(pastParticipleOf('cold-smoking')).toBe('cold-smoked');
  });

  it('reads a compound verb in -s after "that" as the verb, not a plural noun', () => {
    const list = tokens('It is a method that cold-smokes cheese at home.');
    expect(list.find((t) => t.lower === 'cold-smokes')!.tags.has('Verb')).toBe(true);
    // A compound plural that names parts stays a noun.
    expect(
      tokens('The seat has snap-locks on it.')
        .find((t) => t.lower === 'snap-locks')!
        .tags.has('Verb'),
    ).toBe(false);
  });

  it('reads instructions the tagger opens on a noun as instructions, among other instructions', () => {
    const told = formalSentences(
      'First, cut the cheese into 5 cm blocks. Light one end of a pellet tube and let it burn 10 minutes. Vacuum seal the cheese and rest it a week.',
    );
    expect(told[1]).toBe('The user lights one end of a pellet tube and lets it burn 10 minutes.');
    expect(told[2]).toBe('The user vacuum-seals the cheese and rests it a week.');
    // Alone, a sentence opening on a noun is no instruction.
    expect(formalSentences('Light one end of it.')[0]).toBe('Light one end of it.');
  });

  it('keeps "filled with …" with the thing it fills, and a count as its own determiner', () => {
    expect(
      withoutActor(
        'The user lights one end of a 30 cm pellet tube filled with apple pellets and lets it burn 10 minutes, then blows it out.',
        'method',
      ),
    ).toBe(
      'One end of a 30 cm pellet tube filled with apple pellets is lit and allowed to burn 10 minutes, then blown out.',
    );
    expect(withoutActor('The user vacuum-seals the cheese and rests it a week.', 'method')).toBe(
      'The cheese is vacuum-sealed and rested a week.',
    );
  });

  it('reads the participle phrase of a subject as its place, and later participles as passive', () => {
    expect(
      readClause(
        'One end of a pellet tube filled with apple pellets is lit and allowed to burn, then blown out.',
      ),
    ).toMatchObject({
      subject: 'end',
      place: 'of a pellet tube filled with apple pellets',
      kind: 'passive',
      verb: 'light',
      more: [
        { kind: 'passive', verb: 'allow' },
        { kind: 'passive', verb: 'blow' },
      ],
    });
    // "is spring-loaded" is how a part is; "is vacuum-sealed and rested" is done to it.
    expect(readClause('The lid is spring-loaded.')).toMatchObject({ kind: 'copula' });
    expect(readClause('The cheese is vacuum-sealed and rested a week.')).toMatchObject({
      kind: 'passive',
      verb: 'vacuum-seal',
    });
  });
});

describe('claiming a process told as instructions', () => {
  const smoking = () =>
    modelOf({
      kinds: ['method'],
      subject: 'method',
      purpose: 'cold-smoking cheese',
      elements: [
        element('pellet tube', { listed: false, functions: ['smolder without a flame'] }),
        element('cheese', { listed: false }),
      ],
      body: element('method', { listed: false }),
      steps: [
        'lighting one end of a 30 cm pellet tube',
        'allowing the end of a 30 cm pellet tube to burn 10 minutes',
        'blowing out the end of a 30 cm pellet tube',
        'putting the pellet tube in the bottom of a box',
        'setting the cheese on a rack near the top of the box',
      ].map((action) => ({ action, source: action })),
      advantages: ['The pellet tube smolders without a flame, so the box stays under 25 degrees Celsius.'],
    });

  it('closes claim 1 with what a thing the steps use does by itself, as the inventor says sets it apart', () => {
    const claimOne = writeClaims(smoking()).split('\n\n')[0]!;
    expect(claimOne).toMatch(/^1\. A method of cold-smoking cheese, comprising:/);
    expect(claimOne).toMatch(/,\nwherein the pellet tube smolders without a flame\.$/);
  });

  it('claims the size of a thing named in several steps once, with the first step that says it', () => {
    const claims = writeClaims(smoking()).split('\n\n');
    const sized = claims.filter((claim) => /of claim 1,.*30 cm/.test(claim));
    // Lighting the 30 cm tube; burning it 10 minutes adds a number of its own. Blowing out adds none.
    expect(sized).toHaveLength(2);
    expect(sized.some((claim) => /blowing out/.test(claim))).toBe(false);
  });
});

describe('what a process serves and how else it is done, in application prose', () => {
  it('uses a list of users led by people, whatever word leads the first one', () => {
    expect(asUseSentence('Home cooks, small cheese shops, hunters smoking jerky.')).toBe(
      'The present invention may be used by home cooks, small cheese shops and hunters smoking jerky.',
    );
  });

  it('states "X or Y work too" and "A wooden box lasts longer than cardboard" as embodiments', () => {
    expect(asVariationSentences('Hickory or cherry pellets work too.', 'method')).toBe(
      'Hickory or cherry pellets may also be used.',
    );
    expect(asVariationSentences('A wooden box lasts longer than cardboard.', 'method')).toBe(
      'In some embodiments, the box is wooden and lasts longer than cardboard.',
    );
  });
});

describe('a process told with amounts, a ratio and a container', () => {
  it('hangs the bag an amount was put in, keeps a ratio out of the thing, and runs the pump', () => {
    expect(
      withoutActor(
        'The user puts 2 cups of finished compost in a mesh bag and hangs it in the water.',
        'method',
      ),
    ).toBe('2 cups of finished compost is put in a mesh bag, and the mesh bag is hung in the water.');
    expect(
      withoutActor(
        'The user runs the aquarium pump with an air stone for 24 hours, then dilutes the tea 1 to 10 with water and sprays it on the leaves.',
        'method',
      ),
    ).toBe(
      'The aquarium pump is run with an air stone for 24 hours. Then the tea is diluted 1 to 10 with water and sprayed on the leaves.',
    );
    expect(
      formalSentences(
        'Then dilute the tea 1 to 10 with water and spray it on the leaves. Fill the bucket.',
      )[0],
    ).toBe('The user dilutes the tea 1 to 10 with water and sprays it on the leaves.');
  });

  it('takes "2 cups of finished compost" for the compost, and "at the bottom" for the bottom of the vessel filled', () => {
    const model = buildInventionModel({
      title: 'Method That Makes Compost Tea',
      details:
        'Intro.\n\nA 20 liter bucket is filled with rainwater. 2 cups of finished compost is put in a mesh bag. The aquarium pump is run with an air stone at the bottom for 24 hours.',
      completedSections: [],
    });
    expect(model.elements.map((e) => e.name)).toContain('finished compost');
    expect(model.elements.map((e) => e.name)).not.toContain('cup');
    expect(model.steps.map((s) => s.action)).toContain(
      'running the aquarium pump with an air stone at the bottom of the bucket for 24 hours',
    );
  });
});

describe('instructions that point back to what the one before worked on', () => {
  it('names what "it" is from the instruction before, and reads "and microwave it on high" as an act', () => {
    const told = formalSentences(
      'Soak the strips in water. Wrap each strip in plastic wrap and microwave it on high for 2 minutes. Clamp it onto a plywood form.',
    );
    expect(told[1]).toBe(
      'The user wraps each strip in plastic wrap and microwaves it on high for 2 minutes.',
    );
    expect(told[2]).toBe('The user clamps the strip onto a plywood form.');
    expect(asVariationSentences('Ash and walnut work too.', 'process')).toBe(
      'Ash and walnut may also be used.',
    );
    // "each strip" is the strip (the tagger calls "strip" a verb), and "microwaves it" an act.
    expect(tokens('Each strip is wrapped in foil.')[1]!.tags.has('Noun')).toBe(true);
    expect(
      withoutActor(
        'The user wraps each strip in plastic wrap and microwaves it on high for 2 minutes.',
        'process',
      ),
    ).toBe('Each strip is wrapped in plastic wrap and microwaved on high for 2 minutes.');
  });
});
