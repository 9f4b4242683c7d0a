import type { InventionElement, InventionStep } from '../../../contract';
import { PLACE_NOUNS, singularWord } from '../check/words';
import type { Sectioned } from './aliases';

/** Nouns that name a place on whatever they follow ("the end of the hose", "the top of the lid"). */
const ANY_OWNER = new RegExp(`^(?:${PLACE_NOUNS}|end|edge|middle|center|inside|outside|surface|tip)$`, 'i');

/**
 * "the left half of the shaft is the pump cylinder", then "the piston rides inside the left half": a
 * piece the inventor named once with its part ("half of the shaft") is that part's piece wherever it is
 * named, so the claim says "a left half of the shaft" and ties the piston to the shaft; and "the two
 * halves telescope" is told of the shaft. Only a piece told of exactly one part, and not a place any
 * part has (an end, a top), is read this way.
 */
export function withPieceOwners(
  elements: InventionElement[],
  sentences: Sectioned[],
  useSteps: InventionStep[],
) {
  const owners = new Map<string, Set<string>>();
  const names = elements.map((e) => e.name.toLowerCase());
  const heads = new Set(names.map((name) => singularWord(name.split(' ').pop()!)));
  for (const { sentence } of sentences)
    for (const match of sentence.matchAll(
      /\bthe (?:[a-z-]+ )?([a-z]+) of the ([a-z-]+(?: [a-z-]+){0,2})\b/gi,
    )) {
      const piece = singularWord(match[1]!);
      const told = `${match[2]!.toLowerCase()} `;
      const owner = names.find((name) => told.startsWith(`${name} `));
      if (!owner || ANY_OWNER.test(piece) || heads.has(piece)) continue;
      owners.set(piece, (owners.get(piece) ?? new Set()).add(owner));
    }
  for (const [piece, of] of owners) {
    if (of.size !== 1) continue;
    const [owner] = [...of];
    // "the halves", "the left half": the piece, named with or without one word before it.
    const ofOwner = (text: string) =>
      text.replace(
        /\bthe (?:([a-z-]+) )?([a-z]+)\b(?! of\b)/gi,
        (phrase, first: string | undefined, noun: string) => {
          if (singularWord(noun) === piece) return `${phrase} of the ${owner}`;
          return first && singularWord(first) === piece ? `the ${first} of the ${owner} ${noun}` : phrase;
        },
      );
    for (const element of elements) {
      if (element.name.toLowerCase() === owner) continue;
      element.functions = element.functions.map(ofOwner);
      element.relations = element.relations.map(ofOwner);
    }
    for (const step of useSteps) step.action = ofOwner(step.action);
    // "the two halves telescope": how the part's pieces work, told of the part.
    const whole = elements.find((element) => element.name.toLowerCase() === owner)!;
    for (const { sentence } of sentences) {
      const act = /\bthe (two|three|four) ([a-z]+) ([a-z]+)(?=\s*(?:[.;,]|$))/i.exec(sentence);
      if (!act || singularWord(act[2]!) !== piece) continue;
      const relation = `having ${act[1]!.toLowerCase()} ${act[2]} that ${act[3]!.replace(/s$/, '')}`;
      if (!whole.relations.includes(relation)) whole.relations.push(relation);
    }
  }
}

/**
 * "a magnet positioned on the mailbox door; … wake the board when a door opens": a bare door in a part's
 * act is the one door the model names in full ("when the mailbox door opens"), where no part is a door.
 */
export function shortNamesInFull(elements: InventionElement[]) {
  // ("buzz once when a rep does not reach the target", beside "count a rep each time the knee goes past the
  // target angle": the one target told in full.)
  const acts = elements.flatMap((element) => element.functions).join(' ; ');
  const targets = [...new Set(acts.match(/\bthe (?:target|threshold|set) [a-z]+\b/g) ?? [])];
  if (targets.length === 1)
    for (const element of elements)
      element.functions = element.functions.map((fn) =>
        fn.replace(
          /\b(?:the|a) (target|threshold|set)\b(?! [a-z]+\b(?<!\b(?:and|or|when|if|so|before|after)\b))/g,
          (told, word: string) => (targets[0]!.startsWith(`the ${word} `) ? targets[0]! : told),
        ),
      );
  // (Where parts sit names the setting in full; what they do may name a kind, "the right tag".)
  const told = elements.flatMap((element) => element.relations).join(' ; ');
  for (const element of elements)
    element.functions = element.functions.map((fn) =>
      // (Also "when a door opens": the condition's door, made indefinite as it was moved last.)
      fn.replace(
        /\b(the|(?:when|if|once|until) an?) ([a-z]+)\b(?= ([a-z-]+)|)/g,
        (short, before: string, head: string, next?: string) => {
          // ("when a user pushes the collar up", of a sliding collar: the one part of that name; not "the
          // thermoplastic" of "the thermoplastic sheet".)
          const longer = elements.filter((e) => e !== element && e.name.endsWith(` ${head}`));
          const inAName = !!next && elements.some((e) => ` ${e.name} `.includes(` ${head} ${next} `));
          if (before === 'the' && longer.length === 1 && !inAName && !elements.some((e) => e.name === head))
            return `the ${longer[0]!.name}`;
          if (elements.some((e) => e.name === head || e.name.endsWith(` ${head}`))) return short;
          // (Not "the cat water" of "the cat water fountain".)
          const full = [...new Set(told.match(new RegExp(`\\bthe [a-z]+ ${head}\\b(?! [a-z])`, 'g')) ?? [])];
          if (full.length !== 1 || /^the (?:other|same|next|first|last|second) /.test(full[0]!)) return short;
          return before === 'the' ? full[0]! : `${before.split(' ')[0]} ${full[0]}`;
        },
      ),
    );
}
