import type { InventionElement } from '../../../contract';
import { asLiteral, indefiniteArticle, MATERIAL_WORDS, singularWord } from '../check/words';
import { infinitiveOf, pastParticipleOf, tokens } from '../understand/nlp';
import { inProse } from '../understand/sentence-forms';
import { pluralOf } from './claim-language';

type Draft = { text: string; parent?: number };

/** "Ash and walnut work too.", "Ash or walnut may also be used.": other kinds of the material. */
const ALSO_USED =
  /^([A-Z][a-z]+(?:(?:, | and | or )[a-z]+)*) (?:may also be used|can also be used|work too|also work)\.?$/;

/**
 * "soaking oak strips in water" in a method "of bending wood strips": claim 1 names what it works on by
 * its kind, as the title does ("soaking wood strips in water"), and a dependent claim names the kinds the
 * inventor uses ("wherein the wood strips are selected from the group consisting of oak strips, ash
 * strips and walnut strips"); a later step's "the strip", after the strips, is each of them. Returns the
 * dependent claim to add, or undefined when claim 1 already names the material as its kind.
 */
export function materialByKind(
  claims: Draft[],
  materials: InventionElement[],
  told: string[],
): Draft | undefined {
  const claimOne = claims[0];
  if (!claimOne) return undefined;
  for (const element of materials.filter((e) => e.plural && e.name.includes(' '))) {
    const words = element.name.split(' ');
    const heads = pluralOf(words.at(-1)!);
    const general = pluralOf(element.name);
    const [preamble = '', body = ''] = claimOne.text.split(/(?<=comprising:\n)/);
    const said = new RegExp(`\\b([a-z]+) ${asLiteral(heads)}\\b`).exec(body);
    const kind = said?.[1];
    if (!kind || words.includes(kind) || !tokens(kind)[0]?.tags.has('Noun')) continue;
    const others = told
      .map((sentence) => ALSO_USED.exec(sentence)?.[1])
      .find(Boolean)
      ?.toLowerCase()
      .split(/, | and | or /);
    const members = [kind, ...(others ?? [])].map((each) => `${each} ${heads}`);
    // "wrapping the strip …" after "soaking wood strips …": each of them.
    const single = singularWord(words.at(-1)!);
    const each = body
      .replace(said![0], general)
      .replace(new RegExp(`\\bthe ${asLiteral(single)}\\b`), `each ${single}`);
    claimOne.text = preamble + each;
    // ("wherein the step of soaking oak strips in water comprises …": the step as claim 1 now names it.)
    for (const claim of claims.filter((c) => c.parent === 1))
      claim.text = claim.text.replace(
        new RegExp(
          `^(The method of claim 1, wherein the step of [^,]*?)\\b${asLiteral(said![0])}\\b(?=.*? comprises )`,
        ),
        `$1${general}`,
      );
    return {
      text:
        members.length > 1
          ? `The method of claim 1, wherein the ${general} are selected from the group consisting of ${inProse(members)}.`
          : `The method of claim 1, wherein the ${general} are ${members[0]}.`,
      parent: 1,
    };
  }
  return undefined;
}

/**
 * "clamping the strip onto a plywood form": what a method uses is claimed by what it is ("onto a form"),
 * and a dependent claim says what it is made of ("wherein the form is made of plywood"); a step's
 * dependent names the step as claim 1 now does. Only a material the words list knows before a one-word
 * tool, and only where no other claim names the tool with its material (a claim of its size would lose
 * its antecedent).
 */
export function toolByKind(claims: Draft[]): Draft | undefined {
  const claimOne = claims[0];
  if (!claimOne) return undefined;
  const [preamble = '', body = ''] = claimOne.text.split(/(?<=comprising:\n)/);
  const made =
    /\b(?:onto|into|on|in|with|using|against|around|over) (a|an) ([a-z]+) ([a-z]+)(?=[;,.]|$|\s+(?:right|and|for|at|up|to|with|until|while|in|on|under)\b)/gm;
  for (const match of body.matchAll(made)) {
    const [whole, article = '', material = '', tool = ''] = match;
    if (!MATERIAL_WORDS.test(material) || /(?:ing|ed)$/.test(tool)) continue;
    const told = new RegExp(`\\b${asLiteral(material)} ${asLiteral(tool)}\\b`);
    const steps = (text: string) => text.replace(/the step of .*? comprises .*$/, '');
    if (claims.slice(1).some((claim) => told.test(steps(claim.text)))) continue;
    const plain = whole.replace(` ${article} ${material} ${tool}`, ` ${indefiniteArticle(tool)} ${tool}`);
    claimOne.text = preamble + body.replace(whole, plain);
    // (A step's dependent names the step as claim 1 now does, and the tool as the one claim 1 introduced.)
    for (const claim of claims.filter((c) => c.parent === 1))
      claim.text = claim.text
        .replace(
          new RegExp(
            `^(The method of claim 1, wherein the step of [^,]*?)${asLiteral(whole)}(?=.*? comprises )`,
          ),
          `$1${plain}`,
        )
        .replace(
          new RegExp(`(?<= comprises .*)\\b(?:a|an|the) ${asLiteral(material)} ${asLiteral(tool)}\\b`),
          `the ${tool}`,
        );
    // ("a wooden cradle": made of wood.)
    const stuff = material.replace(/^wooden$/i, 'wood');
    return { text: `The method of claim 1, wherein the ${tool} is made of ${stuff}.`, parent: 1 };
  }
  return undefined;
}

/** "Steel cut oats work too but need 1 hour soaking.": another kind of what the method works on. */
// ("Apple or cherry chips may also be used": two other kinds, either one.)
const OTHER_KIND_WORKS =
  /^((?:[a-z-]+ ){1,2}(?:or [a-z-]+ )?)([a-z]+s) (?:work|also work|can be used|may be used|may also be used|could be used)(?: too| as well)?(?:,? but (?:need|take|require)s? (\d+(?:\.\d+)? [a-z]+) (?:of )?([a-z]+ing))?\.?$/i;

/**
 * "soaking rolled oats" in claim 1, and "Steel cut oats work too but need 1 hour soaking.": claim 1 names
 * what it works on by its head noun ("soaking oats; rinsing the oats; …"), and a dependent claim names each
 * kind ("wherein the oats are rolled oats"; "wherein the oats are steel cut oats that are soaked for 1
 * hour"), so that the other kind is claimed as a narrowing, not as a replacement.
 * Returns the dependent claims, or none when the method names no such kind.
 */
export function kindsOfWorkedMaterial(claims: Draft[], told: string[]): Draft[] {
  const claimOne = claims[0];
  if (!claimOne) return [];
  const [preamble = '', body = ''] = claimOne.text.split(/(?<=comprising:\n)/);
  const woods = otherWoods(claims, told, preamble, body);
  if (woods.length > 0) return woods;
  for (const sentence of told) {
    const other = OTHER_KIND_WORKS.exec(sentence);
    if (!other) continue;
    const heads = other[2]!.toLowerCase();
    const said = new RegExp(`\\b(?!(?:the|a|an|and|of|with)\\b)([a-z-]+) ${asLiteral(heads)}\\b`).exec(body);
    const kind = said?.[1];
    const otherKind = other[1]!.trim().toLowerCase();
    if (!kind || otherKind === kind || otherKind.endsWith(` ${kind}`)) continue;
    const named = new RegExp(`\\b${asLiteral(kind)} ${asLiteral(heads)}\\b`, 'g');
    claimOne.text = preamble + body.replace(named, heads);
    // ("wherein the step of soaking rolled oats comprises …": the step as claim 1 now names it.)
    // (After it, "blending the rolled oats" is blending the oats claim 1 introduced.)
    for (const claim of claims.filter((c) => c.parent === 1))
      claim.text = claim.text
        .replace(/^(The method of claim 1, wherein the step of .*?)(?= comprises )/, (step) =>
          step.replace(named, heads),
        )
        .replace(new RegExp(`\\bthe ${asLiteral(kind)} ${asLiteral(heads)}\\b`, 'g'), `the ${heads}`);
    const done = other[4] ? pastParticipleOf(infinitiveOf(other[4].toLowerCase())) : undefined;
    const timed = other[3] && done ? ` that are ${done} for ${other[3]}` : '';
    const others = otherKind.split(/ or /);
    return [
      { text: `The method of claim 1, wherein the ${heads} are ${kind} ${heads}.`, parent: 1 },
      others.length > 1
        ? {
            text: `The method of claim 1, wherein the ${heads} are selected from the group consisting of ${inProse(others.map((one) => `${one} ${heads}`))}.`,
            parent: 1,
          }
        : {
            text: `The method of claim 1, wherein the ${heads} are ${otherKind} ${heads}${timed}.`,
            parent: 1,
          },
    ];
  }
  return [];
}

/**
 * "Alfalfa, broccoli and radish seeds work best", "Navel oranges work best", "The method may use a wide mouth jar": the kinds of what
 * the steps work on, or use, the inventor prefers or allows.
 */
const KINDS_WORK_BEST =
  /^([A-Z][a-z-]+(?:(?:, [a-z-]+)*,? (?:and|or) [a-z-]+)?) ([a-z]+s) (?:work|works|are) best(?: because [^.]+)?\.?$/;

/**
 * "soaking seeds …" in claim 1, and "Alfalfa, broccoli and radish seeds work best.": the seeds are a group
 * of the kinds named, in a dependent claim ("wherein the seeds are selected from the group consisting of
 * alfalfa seeds, broccoli seeds and radish seeds").
 */
export function kindsThatWorkBest(claims: Draft[], told: string[]): Draft[] {
  const body = claims[0]?.text.split(/(?<=comprising:\n)/)[1] ?? '';
  const drafts: Draft[] = [];
  for (const sentence of told) {
    const best = KINDS_WORK_BEST.exec(sentence);
    if (!best || !new RegExp(`\\b${asLiteral(best[2]!)}\\b`).test(body)) continue;
    const kinds = best[1]!.toLowerCase().split(/,? (?:and|or) |, /);
    drafts.push({
      // ("Navel oranges work best because they have no seeds": one kind, what they are.)
      text:
        kinds.length === 1
          ? `The method of claim 1, wherein the ${best[2]} are ${kinds[0]} ${best[2]}.`
          : `The method of claim 1, wherein the ${best[2]} are selected from the group consisting of ${inProse(kinds.map((kind) => `${kind} ${best[2]}`))}.`,
      parent: 1,
    });
    break;
  }
  // ("The method may use a wide mouth jar for bigger batches": another kind of the jar the steps use.)
  for (const sentence of told) {
    const used =
      /^(?:In some embodiments, )?The (?:method|process) (?:may|can|could) (?:also )?use (?:a|an) ((?:[\w-]+ ){1,3})([a-z]+)(?: for [^.]+)?\.?$/.exec(
        sentence,
      );
    if (!used || !new RegExp(`\\b(?:a|an|the) (?:[\\w-]+ )?${asLiteral(used[2]!)}\\b`).test(body)) continue;
    const kind = `${used[1]}${used[2]}`;
    drafts.push({
      text: `The method of claim 1, wherein the ${used[2]} is ${indefiniteArticle(kind)} ${kind}.`,
      parent: 1,
    });
    break;
  }
  return drafts;
}

/** Kinds of wood, which a claim names by what they all are, "wood". */
const WOODS =
  /^(?:oak|ash|hickory|maple|walnut|cherry|pine|cedar|birch|beech|elm|poplar|mahogany|teak|spruce|fir)$/;

/**
 * "steaming oak strips" in claim 1, and "Ash and hickory may also be used.": the strips are wood strips in
 * claim 1, each wood a kind of them in a dependent ("wherein the wood strips are selected from the group
 * consisting of oak strips, ash strips and hickory strips"), so the other woods are claimed as narrowings.
 */
function otherWoods(claims: Draft[], told: string[], preamble: string, body: string): Draft[] {
  const others = told
    .map((sentence) => ALSO_USED.exec(sentence)?.[1])
    .find(Boolean)
    ?.toLowerCase()
    .split(/, | and | or /);
  if (!others?.every((wood) => WOODS.test(wood))) return [];
  const said = /\b([a-z]+) ([a-z]+s)\b/g;
  const [whole, wood, heads] = [...body.matchAll(said)].find((match) => WOODS.test(match[1]!)) ?? [];
  if (!whole || !wood || !heads || others.includes(wood)) return [];
  const general = `wood ${heads}`;
  const named = new RegExp(`\\b${asLiteral(whole)}\\b`, 'g');
  claims[0]!.text = preamble + body.replace(named, general);
  for (const claim of claims.filter((c) => c.parent === 1)) claim.text = claim.text.replace(named, general);
  return [
    { text: `The method of claim 1, wherein the ${general} are ${whole}.`, parent: 1 },
    {
      text: `The method of claim 1, wherein the ${general} are selected from the group consisting of ${inProse([wood, ...others].map((each) => `${each} ${heads}`))}.`,
      parent: 1,
    },
  ];
}
