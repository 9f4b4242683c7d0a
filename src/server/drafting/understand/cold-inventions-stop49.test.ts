import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
import { inFormalWords } from '../offline/casual';
import { followUpFor } from '../offline/follow-ups';
import { formalSentences } from '../offline/style';
import { writeAbstract } from '../write/abstract';
import { claimable, intoAnotherOfItsKind } from '../write/claim-language';
import { writeClaims } from '../write/claims';
import { buildInventionModel } from './invention-model';
import { massNounTest } from './mass-nouns';
import { themFromBefore } from './sentence-forms';

/**
 * Rules that the five inventions written cold at the end of stop 48 and kept open (maple syrup from
 * backyard trees, a teacher's app that picks who answers next, a frame that holds a compression sock open,
 * an ant bait of borax and sugar, sharpening knives on the ring under a mug) showed missing
 * (docs/drafting-open-inventions.md, "Stop 49"), on the inventor's own sentences as the interview
 * formalized them.
 */

// The sections as the interview drafted them from the inventor's answers (eval/corpus-cold.ts).
const mapleSyrup: PatentData = {
  title: 'Method of Making Maple Syrup',
  summary:
    'The present invention is a method of making maple syrup from the two maple trees in the backyard on a propane burner.\n\n' +
    'Each tree is tapped with a 5/16 inch spile about 5 cm deep, and a bucket is hung under it. The user boils the sap outside in a wide steam pan on a propane burner, adding sap as it boils down. When it is close the user finishes it inside on the stove until it hits 104 degrees Celsius.',
  details:
    'In one embodiment, the method of making maple syrup uses trees and a bucket.\n\n' +
    'It takes about 40 liters of sap for 1 liter of syrup. The maple syrup is filtered hot through a wool cone filter so that it is not gritty, then bottled in sterilized glass bottles. Tapping only works when nights are below freezing and days are above.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'Birch trees work too but need about 100 liters of sap per liter.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The method of making maple syrup may be used by backyard hobbyists, homesteaders and schools teaching about maple.',
  completedSections: [],
};

const pickNextApp: PatentData = {
  title: 'Application for Teachers That Picks Which Student Answers Next',
  summary:
    'The present invention is an application for teachers that picks which student answers next so everyone is called on equally.\n\n' +
    'The teacher loads the class list once. When the teacher taps Pick, the app chooses at random among the students who have been called the fewest times this week, and shows the name big on the screen. Children who are absent can be marked out for the day.',
  details:
    'The following description sets forth an embodiment of the present invention in detail.\n\n' +
    'It keeps a count for each student that resets every Monday. It runs on a tablet and nothing goes online, because it is student data.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'The application for teachers may pair students for group work the same way.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The application for teachers may be used by teachers, tutors and camp counselors.',
  completedSections: [],
};

const sockFrame: PatentData = {
  title: 'Frame That Holds a Compression Sock Open',
  summary:
    'The present invention is a frame that holds a compression sock open so the user can step into it without bending over.\n\n' +
    "The frame is a curved plastic frame shaped like a half tube. The sock is stretched over the frame and set on the floor. The user's foot is slid in, and the two long handles are pulled up so that the sock slides off the frame onto the user's leg.",
  details:
    'In one embodiment, a frame comprises a plurality of long handles.\n\n' +
    'The frame is polypropylene with a slick coating on the outside so the sock slides off. The handles are 70 cm long with foam grips. It fits socks up to size XL.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'In another embodiment, the frame is wider, for calf sizes over 45 cm.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The frame may be used by people after hip or knee surgery, older people and pregnant women.',
  completedSections: [],
};

const antBait: PatentData = {
  title: 'Ant Bait Made of Borax',
  summary:
    'The present invention is an ant bait made of borax, sugar and water that the ants carry back to the nest.\n\n' +
    'The ant bait is 1 teaspoon of borax and half a cup of sugar dissolved in 1 cup of warm water. The sugar draws them in and the borax kills them slowly, so they carry it back and the whole nest gets it.',
  details:
    'In one embodiment, an ant bait comprises borax, sugar and warm water.\n\n' +
    'The cotton balls are soaked in it and put in a jar lid near the trail. The user keeps the borax under 2 percent or it kills them too fast to get back to the nest. The user replaces the cotton balls every 3 days.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'In some embodiments, honey is used instead of sugar for grease ants. Maple syrup may also be used.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The ant bait may be used by homeowners, renters, anyone with ants in the kitchen, away from pets and children.',
  completedSections: [],
};

const knifeOnMug: PatentData = {
  title: 'Method of Sharpening Kitchen Knives on the Unglazed Ring',
  summary:
    'The present invention is a method of sharpening kitchen knives on the unglazed ring on the bottom of a ceramic mug.\n\n' +
    'The mug is turned upside down on a towel. The knife is held at an angle of about 15 degrees and pulled across the rough ring, heel to tip, 10 times on each side. Then the user wipes the blade to remove the gray dust.',
  details:
    'In one embodiment, the method of sharpening kitchen knives on the unglazed ring uses a mug.\n\n' +
    'The unglazed ring works as a fine stone, around 1000 grit. A few drops of water may be put on the ring to help it cut smoother.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'In some embodiments, the bottom of a ceramic plate is used. For dull knives, 20 strokes may be made.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The method of sharpening kitchen knives on the unglazed ring may be used by home cooks, campers and people in rentals without a sharpener.',
  completedSections: [],
};

const kneeBrace: PatentData = {
  title: 'Knee Brace with a Bend Sensor',
  summary:
    'The present invention is a knee brace with a bend sensor that counts the physical therapy reps and tells the phone when the user did them wrong.\n\n' +
    'A flex sensor runs along the back of the knee inside the sleeve. A small board on the side reads how far the knee bends, counts a rep each time it goes past the target angle and back, and sends it to an app over Bluetooth. If a rep does not reach the target, the board buzzes once.',
  details:
    'In one embodiment, a knee brace comprises a bend sensor, a board, a sleeve and a battery.\n\n' +
    'The sleeve is neoprene with a hinge on each side. The board has the 200 mAh battery that charges over USB-C. The therapist sets the target angle in the app, usually 90 degrees at first.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'The same arrangement may also be used in an elbow brace.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The knee brace may be used by people rehabbing knee surgery, physical therapists and sports clinics.',
  completedSections: [],
};

const foldingHanger: PatentData = {
  title: 'Clothes Hanger Whose Arms Fold Down',
  summary:
    'The present invention is a clothes hanger whose arms fold down so the user can pull it out through the neck of a shirt without stretching it.\n\n' +
    'The two arms are hinged to the hook in the middle. A sliding collar on the hook locks the arms straight out. The user pushes the collar up and the arms drop down next to each other, so the whole thing slides out the bottom of the shirt.',
  details:
    'In one embodiment, a clothes hanger comprises a plurality of arms, a sliding collar, a hook and a plurality of rubber strips.\n\n' +
    'The present invention is made of recycled polypropylene, 42 cm across with the arms out. The hook swivels. There are little rubber strips on top of the arms so shirts do not slide off.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    "In another embodiment, the clothes hanger is made in a children's size of 30 cm. The arms may be spring-loaded to snap back up.",
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The clothes hanger may be used by anyone, but especially people with knit sweaters and clothing stores.',
  completedSections: [],
};

const playDough: PatentData = {
  title: 'Play Dough That Stays Soft for Months',
  summary:
    'The present invention provides play dough that stays soft for months and does not stain the carpet.\n\n' +
    'The play dough is 2 cups of flour, 1 cup of salt, 2 tablespoons of cream of tartar, 2 tablespoons of vegetable glycerin and 1 and a half cups of boiling water. The glycerin keeps it soft. The user colors it with beet powder or turmeric instead of food dye so it does not stain.',
  details:
    'In one embodiment, a play dough comprises flour, salt, cream of tartar, vegetable glycerin and water.\n\n' +
    'The dry ingredients are stirred together. The boiling water is poured in with the glycerin. The mixture is stirred until it pulls away from the bowl, and kneaded for about 5 minutes once it is cool enough to touch. The user keeps the mixture in a zip bag.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'Spirulina makes a green one. The play dough may use coconut oil instead of glycerin but it becomes greasy.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The play dough may be used by parents, daycares and preschool teachers.',
  completedSections: [],
};

const claimsOf = (patentData: PatentData) => writeClaims(buildInventionModel(patentData)).split('\n\n');

describe('stop 49: maple syrup from two backyard trees', () => {
  const model = buildInventionModel(mapleSyrup);
  const claims = claimsOf(mapleSyrup);

  it('reads the procedure the summary tells, "it" as the sap and what a bucket hangs under as the tree', () => {
    expect(model.steps.map((step) => step.action)).toEqual([
      'tapping each tree with a 5/16 inch spile about 5 cm deep',
      'hanging the bucket under the tree',
      'boiling the sap outside in a wide steam pan on a propane burner',
      'finishing the sap inside on the stove until the sap hits 104 degrees Celsius',
    ]);
  });

  it('leaves what is done to the syrup once made, and the sap added as it boils, to dependents', () => {
    expect(model.optionalSteps.map((step) => step.action)).toEqual(
      expect.arrayContaining([
        'adding sap as the sap boils down',
        'filtering the maple syrup hot through a wool cone filter',
        'bottling the maple syrup in sterilized glass bottles',
      ]),
    );
    expect(claims[0]).toContain('boiling sap outside in a wide steam pan on a propane burner;');
    expect(claims.join('\n')).toContain(
      'further comprising bottling the maple syrup in sterilized glass bottles.',
    );
    // (The trees are worked on, no part of an apparatus.)
    expect(claims.join('\n')).not.toMatch(/A system for making maple syrup|a tree configured/);
  });

  it('reads "sap" named bare after a comma as a substance', () => {
    expect(
      massNounTest([
        'The user boils the sap outside in a wide steam pan on a propane burner, adding sap as it boils down.',
      ])('sap'),
    ).toBe(true);
  });

  it('writes where a step is done after its participle in the abstract', () => {
    expect(writeAbstract(model, mapleSyrup)).toContain(
      'The sap is finished inside on the stove until the sap hits 104 degrees Celsius.',
    );
  });
});

describe("stop 49: a teacher's app that picks who answers next", () => {
  const model = buildInventionModel(pickNextApp);
  const claims = claimsOf(pickNextApp);

  it('expands "who\'ve", and chooses a student at random from among the least called', () => {
    expect(formalSentences("It picks among the students who've been called the fewest times.")).toEqual([
      'It picks among the students who have been called the fewest times.',
    ]);
    expect(claims[0]).toContain(
      'choose a student at random from among the students who have been called the fewest times this week when a teacher taps Pick;',
    );
  });

  it('claims what the count does, marking absent children and pairing students in each category', () => {
    expect(model.optionalSteps.map((step) => step.action)).toEqual(
      expect.arrayContaining([
        'marking each child who is absent out for the day',
        'pairing students for group work',
      ]),
    );
    for (const claim of [
      'The system of claim 1, wherein the count for each student resets every Monday.',
      'The method of claim 5, wherein the count for each student resets every Monday.',
      'The non-transitory computer-readable medium of claim 9, wherein the count for each student resets every Monday.',
    ])
      expect(claims.map((text) => text.replace(/^\d+\. /, ''))).toContain(claim);
    expect(claims).toHaveLength(12);
  });
});

describe('stop 49: a frame that holds a compression sock open', () => {
  const model = buildInventionModel(sockFrame);
  const claims = claimsOf(sockFrame);

  it("takes neither the sock it holds nor the user's foot for a part", () => {
    expect(model.elements.map((element) => element.name)).toEqual(['long handle']);
    expect(model.body.functions).toContain('hold a compression sock open');
  });

  it('claims the handles pulled up so that the sock slides off, the sock named in the preamble', () => {
    expect(claims[0]).toBe(
      '1. A frame for holding a compression sock open, comprising:\na plurality of long handles configured to be pulled up so that the compression sock slides off the frame onto a leg of a user.',
    );
    expect(claims.join('\n')).toContain('wherein the frame is a curved plastic frame shaped as a half tube.');
    expect(claimable('a curved plastic frame shaped like a half tube')).toBe(
      'a curved plastic frame shaped as a half tube',
    );
  });

  it('uses it by stretching the sock over it, sliding a foot in and pulling the handles up', () => {
    const method = claims.find((claim) => /A method of using/.test(claim))!;
    expect(method).toContain('stretching a compression sock over the frame;');
    expect(method).toContain('sliding a foot of a user into the compression sock;');
    expect(method).toContain(
      'pulling the long handles up so that the compression sock slides off the frame onto a leg of the user.',
    );
  });
});

describe('stop 49: an ant bait of borax, sugar and water', () => {
  const model = buildInventionModel(antBait);
  const claims = claimsOf(antBait);

  it('uses it on cotton balls, which are no ingredient', () => {
    expect(model.elements.map((element) => element.name)).not.toContain('cotton ball');
    expect(model.useSteps.map((step) => step.action)).toEqual([
      'soaking cotton balls in the ant bait',
      'putting the cotton balls in a jar lid near the trail',
      'replacing the cotton balls every 3 days',
    ]);
    expect(claims.join('\n')).toContain('soaking cotton balls in the ant bait composition;');
  });

  it('bounds the borax under 2 percent, and leaves "them" that it kills as told', () => {
    expect(claims.join('\n')).toContain('wherein the borax is present at less than 2 percent.');
    expect(
      themFromBefore([
        'The user soaks cotton balls in it and puts them in a jar lid near the trail.',
        'The user keeps the borax under 2 percent or it kills them too fast to get back to the nest.',
      ])[1],
    ).toBe('The user keeps the borax under 2 percent or it kills them too fast to get back to the nest.');
  });

  it('names honey in the abstract once', () => {
    expect(writeAbstract(model, antBait).match(/\bhoney\b/g)).toHaveLength(1);
  });
});

describe('stop 49: sharpening kitchen knives on the ring under a mug', () => {
  const claims = claimsOf(knifeOnMug);

  it('claims the grit of the ring and the strokes for dull knives', () => {
    expect(claims.join('\n')).toContain(
      'The method of claim 1, wherein the unglazed ring is around 1000 grit.',
    );
    expect(claims.join('\n')).toContain(
      'comprises pulling the knife across the unglazed ring from heel to tip 20 times on each side.',
    );
  });
});

describe('stop 49: what stop 48 left in the corpus drafts', () => {
  it("claims the play dough's colorants as a further ingredient, no use of it", () => {
    const model = buildInventionModel(playDough);
    expect(model.optionalParts).toContain('beet powder or turmeric');
    expect(model.useSteps).toEqual([]);
    expect(claimsOf(playDough)).toContain(
      '7. The play dough composition of claim 1, further comprising beet powder or turmeric.',
    );
  });

  it("claims the knee brace's usual target angle, and not the elbow brace the same parts may go in", () => {
    const claims = claimsOf(kneeBrace).join('\n');
    expect(claims).toContain('The knee brace of claim 1, wherein the target angle is 90 degrees.');
    expect(claims).not.toMatch(/elbow/);
    expect(intoAnotherOfItsKind('go in an elbow brace', 'knee brace')).toBe(true);
    expect(intoAnotherOfItsKind('go in a backpack', 'knee brace')).toBe(false);
    expect(inFormalWords('The same thing could go in an elbow brace.')).toBe(
      'The same arrangement may also be used in an elbow brace.',
    );
  });

  it('uses the hanger by pushing its collar up so that the arms drop', () => {
    const method = claimsOf(foldingHanger).find((claim) => /A method of using/.test(claim))!;
    expect(method).toContain('pushing the sliding collar up so that the arms drop down next to each other.');
  });

  it('takes an answer telling what people go through for the problem, and asks what they use now', () => {
    expect(
      followUpFor(
        'background',
        'Tutors spend their evenings texting parents about times and chasing payments.',
      ),
    ).toBe('What existing products or methods do people use now, and why do they fall short?');
  });
});
