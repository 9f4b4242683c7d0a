import { asLiteral, MATERIAL_WORDS } from '../check/words';

type Draft = { text: string; parent?: number };

/** "It works on plastic too.": another material of the thing the method works on. */
const WORKS_ON_TOO = /^(?:It|The present invention|This) (?:also )?works on ([a-z]+)(?: too| as well)?\.?$/i;

/**
 * "removing sticker residue from glass jars …; washing a jar with dish soap", and "It works on plastic
 * too.": the thing the method works on, of either material ("wherein the jar is made of a material selected
 * from the group consisting of glass and plastic").
 */
export function materialsWorkedOn(claims: Draft[], told: string[]): Draft[] {
  const other = told.map((sentence) => WORKS_ON_TOO.exec(sentence)?.[1]?.toLowerCase()).find(Boolean);
  if (!other || !MATERIAL_WORDS.test(other)) return [];
  const body = (claims[0]?.text ?? '').split(/(?<=comprising:\n)/)[1] ?? '';
  for (const sentence of told) {
    for (const [, material, thing] of sentence.matchAll(/\b([a-z]+) (?=([a-z]+?)s?\b)/g)) {
      if (material === other || !MATERIAL_WORDS.test(material!)) continue;
      if (!new RegExp(`\\b(?:a|an|the) ${asLiteral(thing!)}\\b`).test(body)) continue;
      return [
        {
          text: `The method of claim 1, wherein the ${thing} is made of a material selected from the group consisting of ${material} and ${other}.`,
          parent: 1,
        },
      ];
    }
  }
  return [];
}
