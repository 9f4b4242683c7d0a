import type { InventionElement } from '../../../contract';
import { asLiteral, singularWord } from '../check/words';

/**
 * "Each compartment has a spring-loaded lid with a big round button on the front", then the lid and the
 * button are told what they do: what each one has is a part of its own, on each of them ("a lid disposed
 * on each compartment", spring-loaded, "a button disposed on a front of the lid"), not a second lid and
 * button inside the compartments' clause beside the ones claim 1 names. Only when the parts it has are
 * parts the model already holds.
 */
export function partsEachHas(elements: InventionElement[]) {
  const named = (word: string) => elements.find((e) => e.name === word || e.name.endsWith(` ${word}`));
  for (const owner of elements.filter((e) => e.plural)) {
    owner.relations = owner.relations.filter((relation) => {
      const has =
        /^having an? (?:(?:big|small|large|little|round|square|flat) )*?(?:([\w-]+-(?:loaded|hinged|mounted)) )?([\w-]+)(?: with an? (?:(?:big|small|large|little|round|square|flat) )*([\w-]+)(?: on the (front|top|side|back|bottom)(?: thereof)?)?)?$/.exec(
          relation,
        );
      if (!has) return true;
      const [, quality, partName = '', smallName, place] = has;
      const part = named(partName);
      const small = smallName ? named(smallName) : undefined;
      if (!part || part === owner || (smallName && !small)) return true;
      const each = `disposed on each ${singularWord(owner.name)}`;
      if (!part.relations.includes(each)) part.relations.unshift(each);
      if (quality && !part.measures.includes(`is ${quality}`)) part.measures.push(`is ${quality}`);
      if (small) {
        const on = `disposed on ${place ? `a ${place} of ` : ''}the ${part.name}`;
        if (!small.relations.some((r) => new RegExp(`\\bthe ${asLiteral(part.name)}\\b`).test(r)))
          small.relations.unshift(on);
      }
      return false;
    });
  }
}

/**
 * "It is a tall clear jar with a water well in the bottom and a vented lid. … the lid keeps the leaves from
 * drying out": the lid the jar has is the lid told of after, a part on the jar ("a vented lid disposed on
 * the tall clear jar"), not a feature of the jar beside a second lid.
 */
export function partOneHas(elements: InventionElement[]) {
  for (const owner of elements.filter((e) => !e.plural)) {
    owner.relations = owner.relations.filter((relation) => {
      const has = /^having an? (?:([a-z]+ed) )?([\w-]+)$/.exec(relation);
      const part = has && elements.find((e) => e !== owner && e.name === has[2] && !e.plural);
      if (!has || !part || part.relations.length > 0) return true;
      part.relations.push(`disposed on the ${owner.name}`);
      if (has[1]) part.name = `${has[1]} ${part.name}`;
      return false;
    });
  }
}
