import { singularWord } from '../check/words';
import { canBeVerb, infinitiveOf } from './nlp';

/**
 * "The heel cup is silicone and has a pocket under the heel": what a thing is made of and a part it has
 * are two facts, and the part is one of its elements ("The heel cup has a pocket under the heel").
 */
export function madeOfThenHas(sentence: string): string[] {
  const told =
    /^(The (?:[\w-]+ ){0,2}[\w-]+) (is|are) ((?:[\w-]+ ){0,2}[\w-]+) and (has|have) ((?:a|an|two|three|four) .+)$/.exec(
      sentence,
    );
  if (!told || /\d/.test(told[3]!)) return [sentence];
  return [`${told[1]} ${told[2]} ${told[3]}.`, `${told[1]} ${told[4]} ${told[5]}`];
}

/**
 * "The top of the pocket is a thin fabric layer": a side of a part that is a layer of some material is a
 * part of its own, which forms that side ("A thin fabric layer forms the top of the pocket").
 */
export function sideIsALayer(sentence: string): string {
  return sentence.replace(
    /^The (top|bottom|floor|lid|roof|face|front|back|lining|cover) of the ((?:[\w-]+ )?[\w-]+) is (an? (?:[\w-]+ ){0,2}(?:layer|sheet|panel|film|membrane|mesh|liner|pad))\b(.*)$/,
    (_told, side: string, part: string, layer: string, rest: string) =>
      `${layer.charAt(0).toUpperCase()}${layer.slice(1)} forms the ${side} of the ${part}${rest}`,
  );
}

/**
 * "Two packs are kept in the freezer and swapped, each stays cold about 40 minutes": what each one does is
 * a fact of its own, of one of them ("Each pack stays cold for about 40 minutes").
 */
export function eachOneLasts(sentence: string): string[] {
  const told =
    /^((?:Two|Three|Four|The) ([a-z]+s) (?:are|is) [^,]+?),\s+each (stays|lasts|holds|keeps|runs) (.+?)\.?$/.exec(
      sentence,
    );
  if (!told) return [sentence];
  const how = told[4]!.replace(
    /^(cold|warm|hot|frozen|charged|lit|on) (about|around|up to) (?=\d)/,
    '$1 for $2 ',
  );
  return [`${told[1]}.`, `Each ${singularWord(told[2]!)} ${told[3]} ${how}.`];
}

/**
 * "… spreads setting compound over the mesh patch. After it hardens the user sands it smooth": "it" is
 * what the act before put down, the compound ("The user sands the setting compound smooth … after the
 * setting compound hardens").
 */
export function afterWhatWasPutDown(sentences: string[]): string[] {
  return sentences.map((sentence, index) => {
    const told = /^(After|Once|When) it ([a-z]+s),? (the user [a-z]+s) it\b(.*?)\.?$/i.exec(sentence);
    if (!told || index === 0) return sentence;
    const put =
      /\b(?:spreads|applies|pours|paints|brushes|lays|puts) ((?:[\w-]+ ){0,2}?[\w-]+) (?:over|on|onto|into|across|in)\b[^.]*\.?$/.exec(
        sentences[index - 1]!,
      )?.[1];
    if (!put || /^(?:it|them|the user)$/.test(put)) return sentence;
    const thing = /^(?:the|a|an) /.test(put) ? put.replace(/^(?:a|an) /, 'the ') : `the ${put}`;
    const user = told[3]!.charAt(0).toUpperCase() + told[3]!.slice(1);
    return `${user} ${thing}${told[4]} ${told[1]!.toLowerCase()} ${thing} ${told[2]}.`;
  });
}

/**
 * "… like 75 pitches for 11 and 12 year olds. A kid who threw 66 or more needs 4 days of rest": 66 or more of
 * what was counted before, pitches ("threw 66 or more pitches"); a claim cannot leave the count bare.
 */
export function countedAsBefore(sentences: string[]): string[] {
  return sentences.map((sentence, index) => {
    const bare = /\b(\d+) or (more|fewer|less)\b/.exec(sentence);
    // ("66 or more pitches" names them already; "66 or more needs …" runs into the verb.)
    const next = /^ ([a-z]+)\b/.exec(sentence.slice((bare?.index ?? 0) + (bare?.[0].length ?? 0)))?.[1];
    if (!bare || (next && /s$/.test(next) && !canBeVerb(infinitiveOf(next)))) return sentence;
    if (next && !/s$/.test(next) && !/^(?:a|an|the|and|or|in|on|at|for|of|to|per|each)$/.test(next))
      return sentence;
    const before = [...sentences.slice(0, index), sentence.slice(0, bare.index)].join(' ');
    const unit = [...before.matchAll(/\b\d+ ([a-z]+s)\b/g)]
      .map((match) => match[1]!)
      .filter((noun) => !/^(?:days|hours|minutes|seconds|weeks|months|years|times|percent)$/.test(noun))
      .at(-1);
    // ("66 or more pitches first": the count names its thing already, whatever else the word could be.)
    if (!unit || next === unit) return sentence;
    return `${sentence.slice(0, bare.index)}${bare[0]} ${unit}${sentence.slice(bare.index + bare[0].length)}`;
  });
}

/**
 * "There is a V-shaped cradle that centers the pill. A spring holds it down from above so it cannot roll":
 * what a part holds down or in place is the thing the sentence before ended on, the pill, not the part.
 */
export function heldFromBefore(sentences: string[]): string[] {
  return sentences.map((sentence, index) => {
    const held =
      /^((?:A|An|The) (?:[\w-]+ ){0,2}?[\w-]+ (?:holds|presses|pins|clamps|keeps)) it (?=(?:down|in place|still|steady|flat)\b)/.exec(
        sentence,
      );
    const thing = held && /\bthe ((?:[\w-]+ )?[\w-]+)\.?$/.exec(sentences[index - 1] ?? '')?.[1];
    if (held && thing) return sentence.replace(held[0], `${held[1]} the ${thing} `);
    // ("… a cradle that centers the pill, and a spring holds it down": so within one sentence.)
    return sentence.replace(
      /\bthe ((?:[\w-]+ )?[\w-]+),? and (an? (?:[\w-]+ ){0,2}?[\w-]+ (?:holds|presses|pins|clamps|keeps)) it (?=(?:down|in place|still|steady|flat)\b)/,
      (_told, thing: string, holder: string) => `the ${thing}, and ${holder} the ${thing.split(' ').pop()} `,
    );
  });
}
