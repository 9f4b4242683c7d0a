import type { Sectioned } from './aliases';

/** Appliances that are themselves the pot the food sits in. */
const POT_APPLIANCES = /\b(slow cooker|pressure cooker|rice cooker|crock ?pot|dutch oven|stock ?pot)\b/i;

/**
 * "I heat the milk in the slow cooker … wrap the whole pot in a thick towel": of a method told with an
 * appliance that is a pot, "the pot" (or "the whole pot") is that appliance, not a second vessel the
 * method uses; a pot the inventor introduces ("a pot", "a second pot") is one of its own. `asTold` gets
 * each changed sentence with the sentence as told.
 */
export function potAsTheAppliance(sentences: Sectioned[], asTold: Map<string, string>): Sectioned[] {
  const appliance = sentences.map((told) => POT_APPLIANCES.exec(told.sentence)?.[1]).find(Boolean);
  if (
    !appliance ||
    sentences.some((told) => /\b(?:an?|another|second) (?:[\w-]+ )?pot\b/i.test(told.sentence))
  )
    return sentences;
  const named = appliance.toLowerCase();
  return sentences.map((told) => {
    const sentence = told.sentence.replace(
      /\b(the|The) (?:whole |entire )?pot\b/g,
      (_told, the: string) => `${the} ${named}`,
    );
    if (sentence !== told.sentence) asTold.set(sentence, told.sentence);
    return { ...told, sentence };
  });
}
