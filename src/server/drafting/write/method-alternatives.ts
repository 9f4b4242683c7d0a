import type { InventionElement } from '../../../contract';
import { asLiteral, indefiniteArticle } from '../check/words';

type Draft = { text: string; parent?: number };

/**
 * "A curing blanket may be used instead of burlap." of a method whose claim 1 soaks burlap: a dependent
 * claim that replaces the burlap would leave out what claim 1 requires (35 U.S.C. 112(d)), so claim 1
 * names both where it first names the burlap ("soaking burlap or a curing blanket in water"), refers to
 * "the burlap or curing blanket" after that, claim 1's dependents too, and a dependent claim for each
 * says which one is used. Only for one alternative (several take a group a claim 1 cannot name for the
 * inventor). Returns the dependent claims, or none when claim 1 does not name the element.
 */
export function alternativeInClaimOne(claims: Draft[], element: InventionElement, told: string[]): Draft[] {
  const claimOne = claims[0];
  const [alternative, ...more] = element.substitutes.map((sub) => sub.alternative);
  if (!claimOne || !alternative || more.length > 0 || element.plural) return [];
  const name = element.name;
  const [preamble = '', body = ''] = claimOne.text.split(/(?<=comprising:\n)/);
  const first = new RegExp(`\\b(?:(a|an|the) )?${asLiteral(name)}\\b`).exec(body);
  if (!first) return [];
  // "A curing blanket may be used": a thing the inventor counts takes an article; burlap, told bare, none.
  const counted = (thing: string) =>
    told.some((sentence) => new RegExp(`\\b(?:a|an) ${asLiteral(thing)}\\b`, 'i').test(sentence));
  const named = (thing: string) => (counted(thing) ? `${indefiniteArticle(thing)} ${thing}` : thing);
  const both = `${name} or ${alternative}`;
  const introduced = `${first[1] ? `${first[1]} ` : ''}${name} or ${named(alternative)}`;
  const later = (text: string) =>
    text.replace(new RegExp(`\\bthe ${asLiteral(name)}\\b(?! or )`, 'g'), `the ${both}`);
  const at = first.index + first[0].length;
  const written = body.slice(0, first.index) + introduced + later(body.slice(at));
  claimOne.text = preamble + written;
  // ("wherein the step of putting finished compost in a mesh bag comprises …": the step as claim 1 now
  // names it.)
  const steps = (text: string) => text.replace(/[.,]?\n?wherein[\s\S]*$|\.$/, '').split(/;(?: and)?\n/);
  const renamed = steps(body).map((step, i) => [step, steps(written)[i]!] as const);
  for (const claim of claims.filter((c) => c.parent === 1))
    claim.text = later(
      renamed.reduce(
        (text, [before, after]) =>
          text.replace(`the step of ${before} comprises`, `the step of ${after} comprises`),
        claim.text,
      ),
    );
  // ("finished compost or worm castings are worm castings": the verb agrees with the nearer one.)
  const plural = / [a-z]+s$| [a-z]+s /.test(` ${alternative}`) && !/ss$/.test(alternative);
  return [name, alternative].map((one) => ({
    text: `The method of claim 1, wherein the ${both} ${plural ? 'are' : 'is'} ${named(one)}.`,
    parent: 1,
  }));
}
