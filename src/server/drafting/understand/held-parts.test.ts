import { describe, expect, it } from 'vitest';
import { writeClaims } from '../write/claims';
import { buildInventionModel } from './invention-model';

/** A baby bottle holder for a stroller, told the way the offline drafter writes the inventor's answers. */
const holder = () =>
  buildInventionModel({
    title: 'Baby Bottle Holder That Clips Onto the Stroller Handle',
    summary:
      'The present invention is a baby bottle holder that clips onto the stroller handle.\n\nA spring clamp grips the stroller handle and a flexible gooseneck arm holds a silicone ring that the bottle sits in, so the user can aim the nipple at the baby.',
    details:
      'Intro.\n\nThe arm is 30 cm long. The ring stretches to fit bottles from 5 to 8 cm wide. The clamp has rubber pads so it does not scratch the handle.',
    completedSections: [],
  });

describe('what a part holds, and what it merely has', () => {
  it('reads "a silicone ring that the bottle sits in" as a ring that receives the bottle', () => {
    expect(holder().elements.find((e) => e.name.endsWith('ring'))?.functions).toContain('receive the bottle');
    expect(writeClaims(holder()).split('\n\n')[0]).toContain(
      '\na ring configured to receive a bottle and to ',
    );
  });

  it('leaves what a working part has ("rubber pads") to a dependent claim', () => {
    const claims = writeClaims(holder()).split('\n\n');
    expect(claims[0]).toContain('\na spring clamp configured to grip a stroller handle;');
    expect(claims).toContain(
      '2. The baby bottle holder of claim 1, wherein the spring clamp has rubber pads.',
    );
  });

  it('keeps what a part has in claim 1 when another part acts on it ("switch the wire")', () => {
    const warmer = buildInventionModel({
      title: 'Bottle Warmer',
      summary:
        'The present invention is a bottle warmer.\n\nA silicone sleeve with a heating wire wraps around the bottle.',
      details: 'Intro.\n\nA MOSFET switches the wire.',
      completedSections: [],
    });
    const claimOne = writeClaims(warmer).split('\n\n')[0]!;
    expect(claimOne).toContain('having a heating wire');
    expect(claimOne).toContain('configured to switch the wire');
  });

  it('uses a part that lets the user do something by doing it with the part ("adding air … with the hand pump")', () => {
    const pillow = buildInventionModel({
      title: 'Knee Pillow for Side Sleepers',
      summary:
        'The present invention is a knee pillow.\n\nA hand pump on a tube lets the user add air to the air bladder.',
      details: 'Intro.\n\nThe air bladder is inside a memory foam shell.',
      completedSections: [],
    });
    const claims = writeClaims(pillow);
    expect(claims).toContain('\nadding air to the air bladder with the hand pump');
    expect(claims).not.toMatch(/letting a user/);
  });
});
