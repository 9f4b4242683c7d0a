import type { Elements } from './elements';

/** "700 ml distilled water", "5 grams of cornstarch": an amount of an ingredient. */
export const QUANTITY_UNITS =
  'ml|milliliters?|millilitres?|l|liters?|litres?|g|grams?|kg|kilograms?|oz|ounces?|cups?|tablespoons?|teaspoons?|tbsp|tsp|lbs?|pounds?|drops?|gallons?|quarts?|pints?|bars?';
/** How much, in figures or in words: "2", "1.5", "1/4", "1 1/2", "half a", "a quarter". */
// (A fraction first: "1/4 cup" is a quarter cup, never "4 cup".)
// ("1 and a half cups": a whole and a half, in words.)
// ("a third of a cup of plaster of Paris": a fraction in words, of the unit after it.)
export const AMOUNT_NUMBER =
  '\\d+ and an? half|\\d+ \\d+/\\d+|\\d+/\\d+|\\d+(?:\\.\\d+)?|half an?|an? (?:third|quarter) of an?|two thirds of an?|a quarter';

const QUANTITY = new RegExp(
  // ("half a cup of peanut butter": an amount in words, too.)
  // ("250 ml of white vinegar until the salt dissolves": the name ends where the clause of time begins;
  // "plaster of Paris that the user has stirred …", "2 tablespoons of water first": so where a relative
  // clause or an adverb of order does.)
  // ("and a teaspoon of dish soap": one of a unit, told with its article.)
  `\\b(${AMOUNT_NUMBER}|an?(?= (?:cup|tablespoon|teaspoon|pinch|drop)\\b))\\s*(${QUANTITY_UNITS})\\s+(?:of\\s+)?(?:(\\d+(?:\\.\\d+)?)\\s*(?:percent|%)\\s+)?((?:[\\w-]+\\s+){0,3}?[\\w-]+?)(?=\\s*(?:,|;|\\.|:|\\band\\b|\\bat\\b|\\bwith\\b|\\bin\\b|\\binto\\b|\\b(?:is|are|was|were)\\b|\\b(?:until|till|before|after|then|that|which|first)\\b|$))`,
  'gi',
);
// ("a quarter cup of 3 percent hydrogen peroxide": so an amount in words.)
export const QUANTITY_BEFORE = new RegExp(
  `\\b(?:\\d+(?:\\.\\d+)?|half an?|a quarter|an?)\\s*(?:${QUANTITY_UNITS})\\s+(?:of\\s+)?$`,
  'i',
);
/** "For a liter: …", "one serving of the drink mix is made from …": what the amounts are of. */
const BASIS =
  // ("Per liter of water, …": per liter, without the article.)
  /\b(?:(?:for|per|in|makes?) (?:a|one|each|1) (liter|litre|gallon|batch|kilogram|kg|pound|bottle|quart|serving)\b|(?:a|one|each) (serving|batch|bottle|jar) of the\b|^per (liter|litre|gallon|quart) of water\b)/i;

/**
 * "For a liter: 700 ml distilled water, 200 ml 70 percent isopropyl alcohol, 100 ml white vinegar at 5
 * percent acidity and 5 grams of cornstarch": each ingredient with its amount per liter, and the grade
 * it comes in.
 */
export function readQuantities(sentence: string, elements: Elements) {
  const found = BASIS.exec(sentence);
  const basis = found?.[1] ?? found?.[2] ?? found?.[3];
  // A recipe gives amounts for a whole ("For a liter: …") or lists three or more; "soaking 2 grams of
  // chia seed in 20 ml of water" is how one ingredient is made.
  // "Then 5 grams of alum is added as a mordant": what is added in a measured amount is an ingredient too.
  // ("mixes half a cup of baking soda with a quarter cup of …": so is what is mixed in measured amounts.)
  // ("stirs a third of a cup of plaster of Paris into 2 tablespoons of water": so is what is stirred in.)
  // (So is what is stirred into so much of another; "The mix is stirred into 500 ml of cold water" is how
  // the mix is used.)
  const added =
    /\b(?:add(?:s|ed|ing)?|mix(?:es|ed|ing))\b/i.test(sentence) ||
    (/\b(?:stir(?:s|red|ring)?|dissolv(?:es|ed|ing))\b/i.test(sentence) &&
      [...sentence.matchAll(QUANTITY)].length >= 2);
  if (!basis && !added && [...sentence.matchAll(QUANTITY)].length < 3) return;
  for (const match of sentence.matchAll(QUANTITY)) {
    const [, amount, unit, grade, name] = match;
    // "2 to 8 grams of starch": a range, read by readRanges.
    if (/\bto\s+$/.test(sentence.slice(0, match.index))) continue;
    // "300 grams of riced cauliflower squeezed dry": the ingredient, without how it was prepared.
    const element = elements.get(
      name!.replace(/\s+[a-z]+ed(?:\s+(?:dry|out|fine|thin|well))?$/, ''),
      sentence,
      true,
    );
    if (!element) continue;
    element.measures.push(`is present in an amount of ${amount} ${unit}${basis ? ` per ${basis}` : ''}`);
    // ("a quarter cup of 3 percent hydrogen peroxide": how strong it is, no share of the whole.)
    if (grade) element.measures.push(`is ${grade} percent ${element.name}`);
    const strength = /^\s+at\s+(\d+(?:\.\d+)?)\s*(?:percent|%)\s+([\w-]+)/i.exec(
      sentence.slice(match.index! + match[0].length),
    );
    if (strength) element.measures.push(`has ${strength[1]} percent ${strength[2]}`);
  }
  // ("2 cups oat flour, … and a pinch of salt": a pinch is an amount no number gives, and salt an
  // ingredient all the same.)
  for (const pinch of sentence.matchAll(
    /\b(?:and |, )an? (?:pinch|dash|splash) of ([a-z]+(?: [a-z]+)?)(?=[.,;]|$)/gi,
  ))
    elements.get(pinch[1]!, sentence, true);
  // ("…, 1 tablespoon of honey and lemon juice from one lemon": the juice of a fruit is an amount too.)
  const juice =
    /\b((?:lemon|lime|orange|grapefruit) juice) from (one|a|two|three|half a|\d+) (?:lemons?|limes?|oranges?|grapefruits?)\b/.exec(
      sentence,
    );
  const juiced = juice && elements.get(juice[1]!, sentence, true);
  if (juiced) {
    const fruit = juice![1]!.split(' ')[0]!;
    juiced.measures.push(
      `is present in an amount of the juice of ${juice![2]} ${juice![2] === 'one' || juice![2] === 'a' ? fruit : `${fruit}s`}${basis ? ` per ${basis}` : ''}`,
    );
  }
}

/**
 * "Then I mix 1 part filtered oil with 2 parts soy wax": both are ingredients, in that ratio (a claim says
 * "in a ratio of 1 part to 2 parts of the soy wax").
 */
export function readParts(sentence: string, elements: Elements) {
  if (readPartsList(sentence, elements)) return;
  const ratio =
    /\b(\d+(?:\.\d+)?) parts? (?:of )?((?:[\w-]+ ){0,2}?[\w-]+)(?: (?:is|are) [a-z]+ed)? (?:with|to|and) (\d+(?:\.\d+)?) parts? (?:of )?((?:[\w-]+ ){0,2}?[\w-]+?)(?=[,.;]|\s+(?:by|and|in|into|for|then)\b|$)/i.exec(
      sentence,
    );
  if (!ratio) return;
  const [, first, one, second, other] = ratio;
  const a = elements.get(one!, sentence, true);
  const b = elements.get(other!, sentence, true);
  if (!a || !b || a === b) return;
  const measure = `is present in a ratio of ${first} ${first === '1' ? 'part' : 'parts'} to ${second} ${second === '1' ? 'part' : 'parts'} of the ${b.name}`;
  if (!a.measures.includes(measure)) a.measures.push(measure);
}

/**
 * One share of a list: "4 parts mineral oil", "half a part carnauba wax", "1 part of beeswax" (and the last
 * before the act done to them all, "… and 1 part native wildflower seeds are mixed").
 */
const SHARE =
  /\b(\d+(?:\.\d+)?|half a) parts? (?:of )?((?:[\w-]+ ){0,2}?[\w-]+?)(?=\s*(?:,|;|\.|\band\b|\bby\b|\b(?:are|is) [a-z]+ed\b|$))/gi;

/**
 * "4 parts mineral oil, 1 part beeswax and half a part carnauba wax by weight": three ingredients or more,
 * each present in its share ("is present in an amount of 4 parts by weight"). Whether it read a list.
 */
function readPartsList(sentence: string, elements: Elements): boolean {
  const shares = [...sentence.matchAll(SHARE)];
  if (shares.length < 3) return false;
  const by = /\bby (weight|volume)\b/i.exec(sentence)?.[1];
  for (const [, amount, name] of shares) {
    const element = elements.get(name!, sentence, true);
    // ("half a part": as the inventor said it, no number the inventor never gave.)
    const share = /^half a$/i.test(amount!)
      ? 'half a part'
      : `${amount} ${amount === '1' ? 'part' : 'parts'}`;
    const measure = `is present in an amount of ${share}${by ? ` by ${by}` : ''}`;
    if (element && !element.measures.includes(measure)) element.measures.push(measure);
  }
  return true;
}

/** "The rest of it is water.": the ingredient that makes up the balance. Whether the sentence said so. */
export function readBalance(sentence: string, elements: Elements): boolean {
  const balance = /^The (?:rest|balance|remainder)(?: of it)? is ([a-z]+(?: [a-z]+)?)\.?$/i.exec(sentence);
  const element = balance && elements.get(balance[1]!, sentence, true);
  if (!element) return false;
  element.listed = true;
  if (!element.measures.includes('makes up the balance')) element.measures.push('makes up the balance');
  return true;
}

/** One item of a recipe: "1 cup vinegar", "2 tablespoons of sugar", "salt". */
const RECIPE_ITEM = new RegExp(
  `^(?:(\\d+(?:\\.\\d+)?|one|two|three|half a) (${QUANTITY_UNITS}) (?:of )?)?([a-z]+(?: [a-z]+)?)$`,
  'i',
);

/**
 * "The brine is 1 cup vinegar, 1 cup water, 1 tablespoon salt and 2 tablespoons sugar": of a part a
 * method or a thing uses, what it is made up of, one fact ("comprises 1 cup of vinegar, …"), where the
 * clause reader would cut it at its first comma. Whether the sentence said so.
 */
export function readRecipe(sentence: string, elements: Elements): boolean {
  const told = /^The ([a-z]+(?: [a-z]+)?) (?:is|contains|is made of|consists of) ([^.;]+?)\.?$/i.exec(
    sentence,
  );
  if (!told) return false;
  const items = told[2]!.split(/,\s*(?:and\s+)?|\s+and\s+/).map((item) => item.trim());
  const read = items.map((item) => RECIPE_ITEM.exec(item));
  if (items.length < 3 || read.some((item) => !item)) return false;
  const element = elements.get(told[1]!, sentence);
  if (!element) return false;
  const each = read.map((item) => (item![1] ? `${item![1]} ${item![2]} of ${item![3]}` : item![3]!));
  const said = `comprises ${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
  if (!element.measures.includes(said)) element.measures.push(said);
  return true;
}

/** "About one tablespoon of seeds is used per sheet.": how much of an element each piece made takes. */
const AMOUNT_PER_PIECE = new RegExp(
  `^((?:about |around |roughly )?(?:one|two|three|four|an?|${AMOUNT_NUMBER}) (?:${QUANTITY_UNITS}|pinch(?:es)?)) of ([a-z]+(?: [a-z]+)?) (?:is|are) used per ([a-z]+)\\.?$`,
  'i',
);

/** The amount per piece, as a measure of the element it is of ("the seeds", of the wildflower seeds). */
export function readAmountPerPiece(sentence: string, elements: Elements) {
  const told = AMOUNT_PER_PIECE.exec(sentence);
  if (!told) return;
  const [, amount = '', what = '', piece = ''] = told;
  // (Elements.find takes "seeds" for the wildflower seeds: the same head, its words all in the name.)
  const element = elements.find(what);
  const measure = `${element?.plural ? 'are' : 'is'} used in an amount of ${amount.toLowerCase()} per ${piece}`;
  if (element && !element.measures.includes(measure)) element.measures.push(measure);
}
