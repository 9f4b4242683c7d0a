import type { InventionElement } from '../../../contract';
import type { Elements } from './elements';

/** An edge, end or side named by where it is only: "the front edge", "the bottom surface". */
const OWNERLESS_PLACE =
  /^disposed (on|at|along|in) the ((?:front|back|rear|top|bottom|left|right|upper|lower|inner|outer) )?(edge|end|side|face|surface|corner|rim)$/;

/**
 * "a small display on the front edge shows it": an edge of nothing named is the whole's ("disposed on the
 * front edge of the cutting board"), where a claim would otherwise introduce "a front edge" of nothing.
 */
export function edgesOfTheWhole(elements: Elements, subject: string) {
  for (const element of elements.list) {
    // ("a rubber foot on the end" of a door stop with a hinged arm: the end of its one long part.)
    const long = elements.list.filter((other) => other !== element && LONG_PART.test(other.name));
    element.relations = element.relations.map((relation) =>
      !OWNERLESS_PLACE.test(relation)
        ? relation
        : / the (?:end|tip)$/.test(relation) && long.length === 1
          ? `${relation} of the ${long[0]!.name}`
          : `${relation} of the ${subject}`,
    );
  }
}

/** Parts that have ends: "on the end" is on the end of one of them. */
const LONG_PART = /\b(?:arm|rod|shaft|handle|pole|lever|bar|stick|boom)$/;

/**
 * "Four load cells in the feet measure the weight" of a cutting board that lets the user "weigh
 * ingredients right where they chop them": the weight measured is that of what is weighed on it ("measure
 * the weight of ingredients on the cutting board"), not a weight of nothing named.
 */
export function weightOfWhatIsWeighed(elements: Elements, told: string[], subject: string) {
  const weighed = told
    .map(
      (sentence) =>
        /\bweigh ((?:(?!the\b|a\b|an\b|it\b|them\b|about\b|up\b|less\b|more\b|under\b|over\b)[a-z-]+ ){0,2}?[a-z]+s)\b/.exec(
          sentence,
        )?.[1],
    )
    .find((things): things is string => !!things);
  if (!weighed) return;
  for (const element of elements.list)
    element.functions = element.functions.map((fn) =>
      /^measure the weight$/.test(fn) ? `measure the weight of ${weighed} on the ${subject}` : fn,
    );
}

/**
 * "The spacer is a clear plastic tube …, with a mouthpiece and a one-way valve at the other end of the
 * tube": parts the whole has at a place of its body are parts ("a mouthpiece disposed at the other end of
 * the tube"), not a trait of the whole a claim would leave out.
 */
export function partsAtAPlaceOfTheWhole(elements: Elements, body: InventionElement) {
  body.relations = body.relations.filter((relation) => {
    const told =
      /^having ((?:an? [\w-]+(?: [\w-]+)?)(?:,? (?:and )?an? [\w-]+(?: [\w-]+)?)+) ((?:at|on|in) the (?:[\w-]+ ){0,3}[\w-]+ of the [\w-]+)$/.exec(
        relation,
      );
    if (!told) return true;
    const parts = told[1]!
      .split(/,? and |, /)
      .map((item) => elements.get(item, body.sources[0] ?? relation, true));
    if (parts.some((part) => !part)) return true;
    // ("at the other end of the tube": no claim names the first end, so an end of it.)
    const place = told[2]!.replace(/^(at|on|in) the other end of\b/, '$1 an end of');
    for (const part of parts) part!.relations.push(`disposed ${place}`);
    return false;
  });
}

/**
 * "… it buzzes a vibration motor in the front edge": a thing the invention works, introduced at an edge
 * or side of the invention, is a part there ("a vibration motor disposed in the front edge of the
 * wheelchair cushion"), and what works it works that part.
 */
export function partsWorkedAtAnEdge(elements: Elements, body: InventionElement, subject: string) {
  const worked =
    /^([a-z]+) (?:a|an) ((?:[\w-]+ )?[\w-]+) (in|on|at|along) the ((?:front|back|rear|top|bottom|left|right|upper|lower|inner|outer) )?(edge|side|face|surface|corner|rim)\b(.*)$/;
  for (const owner of [body, ...elements.list])
    owner.functions = owner.functions.map((fn) => {
      const told = worked.exec(fn);
      if (!told || elements.find(told[2]!)) return fn;
      const [, verb, name, at, side = '', place, rest] = told;
      const part = elements.get(name!, owner.sources[0] ?? fn);
      if (!part) return fn;
      part.relations.push(`disposed ${at} the ${side}${place} of the ${subject}`);
      return `${verb} the ${part.name}${rest}`;
    });
}

/**
 * "Each side has a star-shaped hub with three small wheels": a side of the whole is no part; what each
 * side has is a part on each side ("a hub disposed on each side of the rolling cooler"), with what it has
 * ("having three small wheels").
 */
export function partsOnEachSide(elements: Elements, subject: string) {
  for (const side of [...elements.list].filter((e) => /^(?:side|end|corner|edge)$/.test(e.name))) {
    if (side.functions.length > 0 || side.relations.length !== 1) continue;
    const has =
      /^having an? (?:(?:small|little|large|big|tiny|short|long) )?((?:[\w-]+ )?[\w-]+?)(?: with ((?:two|three|four|five|six|\d+) (?:[\w-]+ )?[\w-]+s)| with (an? .+))?$/.exec(
        side.relations[0]!,
      );
    // ("Each corner has a small pocket …. The corner pockets are double stitched nylon": the part the
    // inventor later names by its place.)
    const head = has?.[1]?.split(' ').pop() ?? '';
    // (Not by its head alone: "a zippered pocket on one short side" is another pocket.)
    const part = !has
      ? undefined
      : has[3]
        ? (elements.find(`${side.name} ${head}`) ??
          elements.get(`${side.name} ${head}`, side.sources[0] ?? side.relations[0]!))
        : (elements.find(has[1]!) ?? elements.find(head));
    if (!has || !part || part === side) continue;
    part.relations.unshift(`disposed on each ${side.name} of the ${subject}`);
    if (has[2]) part.relations.push(`having ${has[2]}`);
    // ("with a 150 gram bag of steel shot sewn shut inside": what the pocket has in it.)
    if (has[3]) {
      part.relations.push(`having ${has[3]}`);
      part.plural = true;
    }
    elements.drop(side);
  }
}

/**
 * "a beach towel with weights sewn into the corners so the wind stops flipping it over": what the parts on
 * each corner are there for ("configured to keep the wind from flipping the beach towel over").
 */
export function purposeOfPartsAtEachPlace(elements: Elements, told: string[], subject: string) {
  for (const sentence of told) {
    const says =
      /\bwith [a-z]+s (?:(?:sewn|built|set|fixed|stitched|placed|tucked|mounted) )?(?:into|in|at|on) the (corner|side|end|edge)s,? so (?:that )?(the [\w-]+(?: [\w-]+)?) (?:stops|stop) ([a-z]+ing) (?:it|them)\b([^,.;]*)/.exec(
        sentence,
      );
    if (!says) continue;
    const [, place, what, act, rest] = says;
    const part = elements.list.find((e) =>
      e.relations.includes(`disposed on each ${place} of the ${subject}`),
    );
    // ("keep wind from flipping …": weather, named bare.)
    const fn = `keep ${what!.replace(/^the (wind|rain|sun|snow|sand|water|dust)$/, '$1')} from ${act} the ${subject}${rest}`;
    if (part && !part.functions.includes(fn)) part.functions.push(fn);
  }
}
