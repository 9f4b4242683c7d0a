import type { InventionElement } from '../../../contract';
import { asLiteral, indefiniteArticle } from '../check/words';
import { AMOUNT_NUMBER } from '../understand/quantities';
import { pluralOf } from './claim-language';

type Draft = { text: string; parent?: number };

/**
 * "A curing blanket may be used instead of burlap." of a method whose claim 1 soaks burlap: a dependent
 * claim that replaces the burlap would leave out what claim 1 requires (35 U.S.C. 112(d)), so claim 1
 * names both where it first names the burlap ("soaking burlap or a curing blanket in water"), refers to
 * "the burlap or curing blanket" after that, claim 1's dependents too, and a dependent claim for each
 * says which one is used. Several alternatives are named by the kind they share ("oil" of flaxseed oil and
 * canola oil), with a group in a dependent claim; several with no kind in common take a group claim 1
 * cannot name for the inventor. Returns the dependent claims, or none when claim 1 does not name the
 * element.
 */
export function alternativeInClaimOne(claims: Draft[], element: InventionElement, told: string[]): Draft[] {
  const claimOne = claims[0];
  const alternatives = element.substitutes.map((sub) => sub.alternative);
  if (element.plural) return pluralAlternativeInClaimOne(claims, element);
  if (!claimOne || alternatives.length === 0) return [];
  const name = element.name;
  // "Crisco or canola oil can be used instead of flaxseed oil": several take the kind they share, which
  // claim 1 names ("a thin coat of oil"), and a group a dependent claim names.
  const kind = name.includes(' ') ? name.split(' ').pop()! : '';
  // ("Coconut oil works instead of cooking oil": one of the same kind too, "mixing oil with …".)
  const byKind =
    !!kind &&
    (alternatives.length > 1
      ? alternatives.some((other) => other.split(' ').pop() === kind)
      : alternatives[0]!.endsWith(` ${kind}`));
  if (alternatives.length > 1 && !byKind) return [];
  const [preamble = '', body = ''] = claimOne.text.split(/(?<=comprising:\n)/);
  const first = new RegExp(`\\b(?:(a|an|the) )?${asLiteral(name)}\\b`).exec(body);
  if (!first) return [];
  // "A curing blanket may be used": a thing the inventor counts takes an article; burlap, told bare, none.
  const counted = (thing: string) =>
    told.some((sentence) => new RegExp(`\\b(?:a|an) ${asLiteral(thing)}\\b`, 'i').test(sentence));
  const named = (thing: string) => (counted(thing) ? `${indefiniteArticle(thing)} ${thing}` : thing);
  const both = byKind ? kind : `${name} or ${alternatives[0]}`;
  const introduced = `${first[1] ? `${first[1]} ` : ''}${byKind ? kind : `${name} or ${named(alternatives[0]!)}`}`;
  // ("comprises pouring half a cup of vinegar": so much of the vinegar or lemon juice.)
  const later = (text: string) =>
    text
      .replace(new RegExp(`\\bthe ${asLiteral(name)}\\b(?! or )`, 'g'), `the ${both}`)
      // ("covering each batch with more cardboard": more of the one claim 1 named.)
      .replace(new RegExp(`\\bmore ${asLiteral(name)}\\b(?! or )`, 'g'), `more of the ${both}`)
      .replace(
        new RegExp(`\\b((?:${AMOUNT_NUMBER}) [a-z]+ of) ${asLiteral(name)}\\b(?! or )`, 'g'),
        `$1 the ${both}`,
      );
  const at = first.index + first[0].length;
  rewriteClaimOne(
    claims,
    preamble,
    body,
    body.slice(0, first.index) + introduced + later(body.slice(at)),
    later,
  );
  if (byKind && alternatives.length === 1)
    return [name, alternatives[0]!].map((one) => ({
      text: `The method of claim 1, wherein the ${kind} is ${named(one)}.`,
      parent: 1,
    }));
  if (byKind)
    return [
      { text: `The method of claim 1, wherein the ${kind} is ${name}.`, parent: 1 },
      {
        text: `The method of claim 1, wherein the ${kind} is selected from the group consisting of ${[name, ...alternatives].join(', ').replace(/, ([^,]+)$/, ' and $1')}.`,
        parent: 1,
      },
    ];
  // ("finished compost or worm castings are worm castings": the verb agrees with the nearer one.)
  const alternative = alternatives[0]!;
  const plural = / [a-z]+s$| [a-z]+s /.test(` ${alternative}`) && !/ss$/.test(alternative);
  return [name, alternative].map((one) => ({
    text: `The method of claim 1, wherein the ${both} ${plural ? 'are' : 'is'} ${named(one)}.`,
    parent: 1,
  }));
}

/** Claim 1 with both named, and its dependents' steps and references as claim 1 now words them. */
function rewriteClaimOne(
  claims: Draft[],
  preamble: string,
  body: string,
  written: string,
  later: (text: string) => string,
) {
  claims[0]!.text = preamble + written;
  // ("wherein the step of putting finished compost in a mesh bag comprises …": the step as claim 1 now
  // names it.)
  const steps = (text: string) => text.replace(/[.,]?\n?wherein[\s\S]*$|\.$/, '').split(/;(?: and)?\n/);
  // ("the step of dissolving salt and honey in cold water comprises …": a step's dependent names it without
  // the mixture it forms, so that name is renamed too.)
  const formed = / to form (?:an? )?[a-z]+$/;
  const renamed = steps(body).flatMap((step, i) => {
    const after = steps(written)[i]!;
    return [[step, after] as const, [step.replace(formed, ''), after.replace(formed, '')] as const];
  });
  for (const claim of claims.filter((c) => c.parent === 1))
    claim.text = later(
      renamed.reduce(
        (text, [before, after]) =>
          text.replace(`the step of ${before} comprises`, `the step of ${after} comprises`),
        claim.text,
      ),
    );
}

/**
 * "Herb seeds can be used instead of wildflower seeds." of a method whose claim 1 stirs in wildflower
 * seeds: claim 1 names the kind both are ("stirring seeds into the pulp"), or both where they share none
 * ("beads or pellets"), and a dependent claim for each says which are used.
 */
function pluralAlternativeInClaimOne(claims: Draft[], element: InventionElement): Draft[] {
  const claimOne = claims[0];
  const alternatives = element.substitutes.map((sub) => sub.alternative);
  if (!claimOne || alternatives.length !== 1) return [];
  const name = pluralOf(element.name);
  const alternative = alternatives[0]!;
  const kind = name.includes(' ') ? name.split(' ').pop()! : '';
  const sameKind = !!kind && alternative.includes(' ') && alternative.split(' ').pop() === kind;
  const both = sameKind ? kind : `${name} or ${alternative}`;
  const [preamble = '', body = ''] = claimOne.text.split(/(?<=comprising:\n)/);
  const first = new RegExp(`\\b(?:the )?${asLiteral(name)}\\b`).exec(body);
  if (!first) return [];
  const later = (text: string) =>
    text.replace(new RegExp(`\\bthe ${asLiteral(name)}\\b(?! or )`, 'g'), `the ${both}`);
  const at = first.index + first[0].length;
  rewriteClaimOne(claims, preamble, body, body.slice(0, first.index) + both + later(body.slice(at)), later);
  // ("between two paper towels or coffee filters": which towels, as claim 1 named them, "paper towels".)
  const before = /(?:^|\s)([a-z-]+) $/.exec(body.slice(0, first.index))?.[1] ?? '';
  const modifier =
    before &&
    !/^(?:a|an|the|two|three|four|five|six|some|of|in|on|with|between|and|or|to|into|onto|over|under|each|more|several)$/.test(
      before,
    ) &&
    !/ing$/.test(before)
      ? `${before} `
      : '';
  return [`${modifier}${name}`, alternative].map((one) => ({
    text: `The method of claim 1, wherein the ${both} are ${one}.`,
    parent: 1,
  }));
}
