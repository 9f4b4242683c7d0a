import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVENTIONS } from '../../../../tests/helpers/inventions';
import { ABSTRACT_MAX_WORDS } from '../../../contract';
import { parseClaims } from '../check/claim-parser';
import { checkClaimSet } from '../check/draft-checker';
import { countWords } from '../check/words';
import { runTurn } from '../run-turn';
import { buildInventionModel } from '../understand/invention-model';
import { writeAbstract } from '../write/abstract';
import { writeClaims } from '../write/claims';
import { proposeTitle } from '../write/title';
import { createOfflineDrafter } from './offline-drafter';
import { asApplicationSentence } from './repair';
import { draftReadinessReview } from './review';
import { draftSectionOffline } from './sections';
import { asUseSentence, formalize, formalSentences, hasFirstPerson } from './style';

const WORDS = [
  'I',
  'i',
  'me',
  'my',
  'My',
  'mine',
  'myself',
  'we',
  'We',
  'us',
  'Us',
  'our',
  'Our',
  'ours',
  'ourselves',
  "I'm",
  "I've",
  "I'd",
  "I'll",
  "we're",
  "we've",
  'you',
  'your',
  "you're",
  'US',
  'use',
  'built',
  'made',
  'invented',
  'put',
  'think',
  'the',
  'a',
  'steel',
  'frame',
  'hinge',
  'is',
  'and',
  'with',
  '12V',
  'battery',
  'really',
  'just',
  'so',
  ',',
  '.',
  '!',
  '?',
  'it',
  "it's",
  "don't",
  'also',
];

const sentence = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 25 }).map((w) => w.join(' '));
const answer = fc.array(sentence, { minLength: 1, maxLength: 6 }).map((s) => s.join(' '));

/** The sections a first description seeds, as the offline drafter splits it. */
const firstDescriptionSeeds = (answer: string) =>
  draftSectionOffline({
    section: 'title',
    answer,
    patentData: { completedSections: [] },
    firstDescription: true,
  }).seeds;

describe('offline drafter rules', () => {
  it('never leaves a first-person word in formal prose, whatever the answer', () => {
    fc.assert(
      fc.property(answer, (text) => {
        expect(hasFirstPerson(formalize(text)), formalize(text)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the technical words of an answer', () => {
    const text = "I'm using a 12V lithium battery and my frame is 6061 aluminum, about 36 inches long.";
    expect(formalize(text)).toBe(
      'The user is using a 12V lithium battery and the frame is 6061 aluminum, about 36 inches long.',
    );
  });

  it('reads "you set" as how anyone uses it, and "I put" as what the inventor did', () => {
    expect(formalize('You just set it down and it finds level. I put a bubble level on top.')).toBe(
      'The user sets it down and it finds level. The user put a bubble level on top.',
    );
  });

  it('keeps a modal such as "cannot" as it is after "the user"', () => {
    expect(formalize('Drivers behind you cannot tell you are stopping.')).toBe(
      'Drivers behind the user cannot tell the user is stopping.',
    );
  });

  it('always drafts well-formed claims and an abstract of at most 150 words', () => {
    fc.assert(
      fc.property(answer, answer, answer, answer, (title, summary, details, variations) => {
        const patentData = {
          title: proposeTitle(title),
          summary: `The present invention provides a device.\n\n${formalize(summary)}`,
          details: `Intro.\n\n${formalize(details)}`,
          variations: `Intro.\n\n${formalize(variations)}`,
          completedSections: [],
        };
        const model = buildInventionModel(patentData);
        const claims = writeClaims(model);
        // Whatever the answers, the claims parse cleanly, stay definite and never speak in the first person.
        if (claims) expect(parseClaims(claims).problems, claims).toEqual([]);
        expect(
          checkClaimSet(claims).findings.filter((f) => f.check === 'indefinite'),
          claims,
        ).toEqual([]);
        expect(hasFirstPerson(claims)).toBe(false);
        expect(countWords(writeAbstract(model, patentData))).toBeLessThanOrEqual(ABSTRACT_MAX_WORDS);
      }),
      { numRuns: 300 },
    );
  });

  it('claims an ingredient by its kind, with the alternatives as a Markush group, never "instead of"', () => {
    const patentData = {
      title: 'Shelf-Stable Hot Sauce',
      summary:
        'The present invention provides a shelf-stable hot sauce.\n\nThe sauce is a blend of ingredients.',
      details: 'Intro.\n\nThe ingredients are red habanero peppers, apple cider vinegar and chia seed gel.',
      variations:
        'Intro.\n\nThe gel could be made from flax seed instead of chia. A powdered version could be sold for restaurants.',
      completedSections: [],
    };
    const claims = writeClaims(buildInventionModel(patentData));
    expect(claims).toMatch(
      /^1\. A shelf-stable hot sauce, comprising:\nred habanero peppers;\napple cider vinegar; and\nseed gel\./,
    );
    expect(claims).toContain(
      'The shelf-stable hot sauce of claim 1, wherein the seed gel is selected from the group consisting of chia seed gel and flax seed gel.',
    );
    expect(claims).not.toMatch(/\b(?:can|could|may|instead of|powdered)\b/);
    // No steps of making were told, so no method of making is invented.
    expect(claims).not.toMatch(/A method of making/);
  });

  it('gives claim 1 the working parts with what each does, and a method of using the device', () => {
    const patentData = {
      title: 'Dish Rack Whose Drip Tray Tilts by Itself',
      summary:
        'Intro.\n\nThe tray sits on a pivot and a counterweight tips it toward the sink when enough water collects.',
      details:
        'Intro.\n\nA stainless wire rack sits on a plastic drip tray. The drip tray rests on a pivot rod at the back, and a counterweight at the front holds it level until about 100 ml of water collects. Then the tray tips toward the sink and drains through a spout.',
      completedSections: [],
    };
    const claims = writeClaims(buildInventionModel(patentData));
    const [first] = parseClaims(claims).claims;
    expect(first!.preamble).toBe('A dish rack');
    expect(first!.text).toMatch(
      /a drip tray positioned on a pivot and configured to tip toward a sink and to drain through a spout/,
    );
    // "a counterweight tips it [the tray] toward the sink": what the counterweight does, with the tray by
    // its one name.
    expect(first!.text).toMatch(
      /a counterweight disposed at a front of the dish rack and configured to tip the drip tray toward the sink when enough water collects and to hold the drip tray level/,
    );
    expect(claims).toContain(
      'wherein the counterweight holds the drip tray level until about 100 ml of water collects.',
    );
    expect(claims).toMatch(
      /\d+\. A method of using a dish rack, comprising:\nproviding the dish rack comprising/,
    );
  });

  it('reviews named parts without detail and asks the public disclosure question', () => {
    const review = draftReadinessReview(
      {
        title: 'Wall Organizer',
        details:
          'Intro.\n\nThe parts are a hook, a steel base plate and two screws. The base plate is 40 mm wide.',
        completedSections: [],
      },
      [],
    );
    expect(review).toMatch(/^- The hook: no material or size is given\b/m);
    expect(review).not.toContain('The steel base plate: no material');
    expect(review).toMatch(/within 12 months of the first public disclosure, sale or offer for sale/);
  });

  it('asks about a part named without detail when the Details step needs more', async () => {
    const turn = await runTurn({
      sessionId: 'test',
      currentStep: 4,
      isComplete: false,
      patentData: { title: 'Wall Organizer', completedSections: ['title', 'background', 'summary'] },
      draftingState: {},
      content: 'It has a hook and a steel base plate.',
      sketch: undefined,
      drafter: createOfflineDrafter(),
    });
    expect(turn.currentStep).toBe(4);
    expect(turn.reply).toMatch(/What is the hook made of, and about how big is it\?/);
  });

  it('answers a question in the chat and keeps it out of the application', () => {
    const draft = draftSectionOffline({
      section: 'details',
      answer: 'The pin is steel, 8 mm thick, in a guide tube. Do I need exact sizes?',
      patentData: { title: 'Gate Latch', completedSections: [] },
      firstDescription: false,
    });
    expect(draft.comment).toMatch(/exact sizes help but are not required/);
    expect(draft.text).toContain('8 mm thick');
    expect(draft.text).not.toMatch(/\?|need exact sizes/);
  });

  it('opens the summary with what the inventor says the invention is, never with a stock sentence', () => {
    const summaryOf = (answer: string) => firstDescriptionSeeds(answer).summary ?? '';
    const statement = summaryOf(
      "It's a pool gate latch that closes and locks itself. It has a strong magnet on the gate that pulls the gate into the latch housing.",
    );
    expect(statement).toMatch(/^The present invention is a pool gate latch that closes and locks itself\./);
    expect(statement).not.toMatch(/The following summarizes|The present invention provides/);
    const named = summaryOf(
      'My app is called PantryPal. You take a picture of the grocery receipt and it tracks when items in the pantry expire.',
    );
    expect(named).toMatch(/^The present invention, called PantryPal, is an? /);
    expect(named.match(/The present invention/g)).toHaveLength(1);
  });

  it('puts what the titled invention does in the summary, with the invention as what works', () => {
    const seeds = firstDescriptionSeeds(
      "My app's called PantryPal. You take a picture of your grocery receipt and it keeps track of when stuff in your pantry expires, then tells you what to cook before it goes bad.",
    );
    expect(seeds.background ?? '').not.toMatch(/picture/);
    expect(seeds.summary).toContain(
      'The user takes a picture of the grocery receipt and the application tracks when items in the pantry expire, then tells the user what to cook before it goes bad.',
    );
    const balm = firstDescriptionSeeds("I make a paw balm for dogs that doesn't melt in a hot car.");
    expect(balm.summary).toMatch(
      /^The present invention is a paw balm for dogs that does not melt in a hot car\.$/,
    );
    expect(JSON.stringify(balm)).not.toMatch(/The user makes/);
  });

  it('opens the detailed description with each element introduced once, and tells each inventor fact once', () => {
    const answer =
      'The housing is glass-filled nylon bolted to the fence post. Inside there is a vertical steel pin, 8 mm thick, in a guide tube. A spring under the knob pushes the pin down.';
    const draft = draftSectionOffline({
      section: 'details',
      answer,
      patentData: { title: 'Pool Gate Latch That Locks Itself', completedSections: [] },
      firstDescription: false,
    });
    const [overview, ...inventorParagraphs] = draft.text.split('\n\n');
    expect(overview).toMatch(/^In one embodiment, a pool gate latch comprises /);
    // Introduced once with "a", afterwards "the".
    expect(overview!.match(/\ban? housing\b/g)).toHaveLength(1);
    // The inventor's sentences keep the facts; the opening does not tell them a second time.
    expect(draft.text.match(/glass-filled nylon/g)).toHaveLength(1);
    expect(draft.text.match(/8 mm thick/g)).toHaveLength(1);
    // The opening introduced the spring: the inventor's sentence names it with "the".
    expect(inventorParagraphs.join(' ')).toContain('The spring under the knob pushes the pin down.');
    // A second answer rewrites the opening from the grown model instead of stacking openings.
    const again = draftSectionOffline({
      section: 'details',
      answer: 'An aluminum bracket on the gate holds a neodymium magnet.',
      patentData: { title: 'Pool Gate Latch That Locks Itself', completedSections: [], details: draft.text },
      firstDescription: false,
    });
    expect(again.text.match(/In one embodiment/g)).toHaveLength(1);
    expect(again.text.split('\n\n')[0]).toMatch(/aluminum bracket/);
    expect(again.text).toContain('8 mm thick, in a guide tube');
  });

  it('writes chat tenses and asides as whole sentences ("I\'d already dosed", "you already took", "So … you know")', () => {
    expect(formalize("I kept forgetting whether I'd already dosed.")).toBe(
      'The user kept forgetting whether the user had already dosed.',
    );
    expect(formalize("It's easy to forget if you already took one.")).toBe(
      'It is easy to forget if the user already took one.',
    );
    expect(formalize('So at a glance you know it has been 3 hours since your last dose.')).toBe(
      'At a glance the user knows it has been 3 hours since the last dose.',
    );
    expect(formalize("It's, you know, a clip. I'd like it blue.")).toBe(
      'It is a clip. The user would like it blue.',
    );
    expect(formalize('When you finish you close the cap.')).toBe(
      'When the user finishes the user closes the cap.',
    );
  });

  it('tells what the inventor saw go wrong as the problem, in the background', () => {
    const seeds = firstDescriptionSeeds(
      "I made an extension cord reel that shuts itself off when the cord gets too hot. I'm an electrician and I've seen reels melt because people run a heater off a cord that's still wound up.",
    );
    expect(seeds.background).toContain(
      'Reels melt because people run a heater off a cord that is still wound up.',
    );
    expect(JSON.stringify(seeds)).not.toMatch(/has seen/);
  });

  it('says what the invention is when the inventor only names it, and drops "That\'s it really"', () => {
    const seeds = firstDescriptionSeeds(
      "A dish rack whose drip tray tilts by itself so the water runs into the sink. That's it really.",
    );
    expect(seeds.summary).toBe(
      'The present invention is a dish rack whose drip tray tilts by itself so the water runs into the sink.',
    );
  });

  it('gives a subject to "Could use …" and a verb to a bare list of uses', () => {
    expect(formalize('Could use an electromagnet with a battery instead.')).toBe(
      'Alternatively, the present invention may use an electromagnet with a battery instead.',
    );
    const uses = draftSectionOffline({
      section: 'useCases',
      answer: 'Backyard pools, community pools, daycare playgrounds, dog runs.',
      patentData: { title: 'Pool Gate Latch', completedSections: [] },
      firstDescription: false,
    });
    expect(uses.text).toContain(
      'The pool gate latch may be used at backyard pools, community pools, daycare playgrounds and dog runs.',
    );
    // "dog parks," ends an item of the list; the tagger's reading of "parks" as a verb does not count.
    expect(asUseSentence('Homeowners with pets, dog parks, vet clinics.')).toBe(
      'The present invention may be used by homeowners with pets, dog parks and vet clinics.',
    );
    // "waiting on checks": a particle is no verb of the sentence.
    expect(asUseSentence('Rural homeowners and small businesses waiting on checks.')).toBe(
      'The present invention may be used by rural homeowners and small businesses waiting on checks.',
    );
    // A sentence with its own verb is kept as written.
    expect(asUseSentence('Contractors use it.')).toBe('Contractors use it.');
    // More users, told as an afterthought, and why.
    expect(asUseSentence('Also event planners.')).toBe(
      'The present invention may also be used by event planners.',
    );
    expect(asUseSentence("Rental outfits too since the pump can't get lost.")).toBe(
      "The present invention may also be used by rental outfits, since the pump can't get lost.",
    );
  });

  it("reads instructions opened by an order word or an amount as the user's, and what people have as no act", () => {
    expect(
      formalSentences('First soak the yarn in soy milk. Boil 100 grams of onion skins in water.'),
    ).toEqual(['The user soaks the yarn in soy milk.', 'The user boils 100 grams of onion skins in water.']);
    expect(formalSentences('Mix everything, rest 15 minutes and bake.')[0]).toMatch(
      /^The user mixes everything/,
    );
    expect(formalSentences('ok so this is a bottle warmer for the car.')).toEqual([
      'The present invention is a bottle warmer for the car.',
    ]);
    expect(asApplicationSentence('Two steps, the top one 50 cm high.', 'step stool', 'details')).toBe(
      'The step stool has two steps, the top one being 50 cm high.',
    );
    expect(
      asApplicationSentence(
        'A step stool with a tall handle that can be held onto, that folds flat.',
        'step stool',
        'summary',
      ),
    ).toBe(
      'The present invention is a step stool with a tall handle that can be held onto and that folds flat.',
    );
    expect(asApplicationSentence('Users have two cats and one is on a diet.', 'cat feeder', 'useCases')).toBe(
      'Users have two cats and one is on a diet.',
    );
  });

  it('proposes a title naming the thing and what sets it apart, never a brand, cut phrase or article', () => {
    expect(INVENTIONS.map((invention) => proposeTitle(invention.landing))).toEqual([
      'Folding Sawhorse That Levels Itself on Uneven Ground',
      'Application That Lets Nurses Trade Shifts with Each Other',
      'Shelf-Stable Hot Sauce That Does Not Separate',
      'Nebulizer Mask with a Built-In Timer',
      'Dog Water Bottle That Clips Onto a Leash',
    ]);
    expect(
      proposeTitle("It's called PourPal. It's a lid that snaps onto a paint can in place of the lid."),
    ).toBe('Lid That Snaps Onto a Paint Can');
    expect(proposeTitle('A dish rack whose drip tray tilts by itself so the water runs into the sink.')).toBe(
      'Dish Rack Whose Drip Tray Tilts by Itself',
    );
    expect(
      proposeTitle(
        'hi! so my thing is a pool gate latch that closes and locks itself even if a kid leaves it open',
      ),
    ).toBe('Pool Gate Latch That Closes and Locks Itself');
  });
});
