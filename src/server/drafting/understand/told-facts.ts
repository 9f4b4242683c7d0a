import {
  asLiteral,
  COLORS,
  indefiniteArticle,
  MATERIAL_WORDS,
  singularWord,
  withArticle,
} from '../check/words';
import { canBeVerb, gerundOf, infinitiveOf, isQuality, pastParticipleOf, presentOf, tokens } from './nlp';
import { namesPeople } from './people';
import { capitalized } from './sentence-forms';
import { toldOfTheMixture } from './told-mixture-facts';
import { toldOfTheProgram } from './told-program-facts';

/**
 * A told sentence split into the facts the model's readers know, or put in their forms: examples that
 * say what a stored value is, a rate after a comma, the invention told by its last word, what it does
 * when a signal comes and what the part it switches does, a part's own act after "which", how often
 * and where a thing plugged in, what a part has and what it does, a user who fills up, two buttons
 * tapped. `subject` is the invention's name ("doorbell receiver").
 */
/** "It has a button. The button saves the stop point when the button is held for 3 seconds." */
function heldButton(button: string, span: string, saves: string, what: string): string {
  return `It has ${withArticle(button)}. The ${button} ${saves} ${what} when the ${button} is held ${span}.`;
}

export function toldAsFacts(told: string, subject: string): string {
  return (
    told
      // ("The present invention is a homemade laundry powder made from …": where it is made is no part of
      // its name, which the title gives without it.)
      .replace(/^((?:The present invention is )?an? )(?:homemade|home-made|diy) (?=[a-z])/i, '$1')
      // ("A laundry powder made from washing soda, borax and grated castile soap that works in cold water":
      // the landing's name of the invention, no verb of its own, is what the invention is.)
      .replace(
        /^(An? (?:[\w-]+ ){0,4}?made (?:from|of|out of) (?:[\w-]+ ){0,3}[\w-]+(?:, (?:[\w-]+ ){0,3}[\w-]+)*,? and (?:[\w-]+ ){0,3}[\w-]+(?: (?:that|which) [^.]+)?\.?)$/,
        (told) => `The present invention is ${told.charAt(0).toLowerCase()}${told.slice(1)}`,
      )
      .replace(/^[\s\S]*$/, (told) => toldOfTheMixture(told))
      // ("The plug-in guard is a box that plugs into the wall and the heater plugs into it": the box is a part
      // of it, with what the box does, and what plugs into the box.)
      .replace(
        new RegExp(
          `^The ${asLiteral(subject)} is an? (box|case|housing|enclosure|unit) that ([a-z]+s) ([^,.]+?)(?:(?:,? and|\\.) [Tt]he ([\\w-]+) plugs into it)?\\.?$`,
          'i',
        ),
        (_told, box: string, verb: string, rest: string, plugged?: string) =>
          `The ${subject} has a ${box}. The ${box} ${verb} ${rest}.${plugged ? ` The ${box} receives a plug of a ${plugged}.` : ''}`,
      )
      // ("If the bike stops moving for 2 minutes, it turns off to save the battery": the invention turns off,
      // after the thing it rides on has stood still so long.)
      .replace(
        /^If the ([\w-]+) stops (moving|running|turning|rolling) for ([^,]+), it (turns|shuts|switches|powers) (off|down)( to [^.]+?)?\.?$/,
        (_told, thing: string, motion: string, span: string, verb: string, particle: string, purpose = '') =>
          `The ${subject} ${verb} ${particle} when the ${thing} has stopped ${motion} for ${span}${purpose}.`,
      )
      // ("counts the physical therapy reps and tells the phone when the user did them wrong": one of them done
      // wrong.)
      .replace(
        /(\b[a-z]+s (?:the )?(?:[\w-]+ ){0,2}([a-z]+)s\b[^.]*?) when the user did them (wrong|incorrectly|badly|right|correctly)\b/,
        (_told, before: string, thing: string, how: string) => `${before} when a ${thing} is done ${how}`,
      )
      // ("reads how far the knee bends, counts a rep each time it goes past the target angle and back, and
      // sends it to an app": what goes past is what bends; what is sent is the count.)
      .replace(
        /\bhow far the ([\w-]+) (bends|moves|turns|tilts|opens)\b(.*?)\beach time it (goes|moves|bends|swings)\b/,
        'how far the $1 $2$3each time the $1 $4',
      )
      .replace(
        /\bcounts (?:a|an|each) ([a-z]+)\b([^.]*?),? and sends it\b/,
        'counts a $1$2, and sends the $1 count',
      )
      // ("The therapist sets the target angle in the app, usually 90 degrees at first": where the value is set,
      // and what it is; who sets it is no part.)
      .replace(
        /^The (therapist|coach|trainer|doctor|nurse|teacher|parent|caregiver) sets the ((?:[\w-]+ )?[\w-]+) (in|on|with) the (app|application|phone)(?:, usually ((?:about )?\d[^,.]*?)(?: at first)?)?\.?$/,
        (_told, who: string, value: string, how: string, where: string, usual?: string) =>
          `The ${value} is set ${how} the ${where} by a ${who}.${usual ? ` The ${value} is ${usual} at first.` : ''}`,
      )
      // ("In about a week they grow back 10 to 15 cm and the user cuts what the user needs", of regrowing
      // green onions: what grows back is what the method regrows, and what is cut is it, as needed.)
      .replace(
        /^(In|After) ((?:about )?(?:an?|one|two|three|\d+) (?:days?|weeks?)) they grow back ((?:about )?\d+(?: to \d+)? (?:cm|mm|inches))(?: and the|\. [Tt]he) user (cuts|picks|harvests|snips) what the user needs\.?$/,
        (told, _in: string, span: string, length: string) => {
          const grown = /\bre[a-z]+ing (?:[\w-]+ )?([a-z]+s)$/.exec(subject)?.[1];
          return grown
            ? `The user lets the ${grown} grow back ${length} over ${span}. The user harvests the ${grown} as needed by cutting them.`
            : told;
        },
      )
      // ("It is an ESP32 in a small ABS box with the 60 cm LED strip": a microcontroller by its chip's name, in
      // the box, no claim that the whole is a chip.)
      .replace(
        /^It is an? (ESP32|ESP8266|Arduino(?: (?:Nano|Uno|Mini))?|Raspberry Pi(?: (?:Zero|Pico))?|ATtiny\d+|STM32\w*) in (an? (?:[\w-]+ ){0,3}(?:box|case|housing|enclosure))(?: with (?:an?|the) ((?:[\w-]+ ){0,3}[\w-]+))?\.?$/,
        (_told, chip: string, box: string, withPart?: string) =>
          `It has a microcontroller in ${box}. The microcontroller is ${indefiniteArticle(chip)} ${chip}.${withPart ? ` It has ${withArticle(withPart)}.` : ''}`,
      )
      // ("The user holds a button for 3 seconds with the car parked where the user likes it and it saves that as
      // the stop point": a button of the whole, which saves what it names when held so long.)
      .replace(
        /^The user (?:holds|presses|pushes) (?:a|the) ((?:[\w-]+ )?button) (for (?:about )?\d+ seconds)(?: with [^.]*?)?,? and (?:it|the [\w -]+?) (saves|stores|sets|remembers|records) (?:that|it) as (the (?:[\w-]+ )?[\w-]+)\.?$/,
        (_told, button: string, span: string, saves: string, what: string) =>
          heldButton(button, span, saves, what),
      )
      // (So when the act has been told last: "The parking sensor saves that as the stop point when a user holds
      // a button for 3 seconds with the car parked …".)
      .replace(
        /^(?:It|The [\w -]+?) (saves|stores|sets|remembers|records) (?:that|it) as (the (?:[\w-]+ )?[\w-]+) when (?:a|the) user (?:holds|presses|pushes) (?:a|the) ((?:[\w-]+ )?button) (for (?:about )?\d+ seconds)(?: with [^.]*?)?\.?$/,
        (_told, saves: string, what: string, button: string, span: string) =>
          heldButton(button, span, saves, what),
      )
      // ("The tip joint sits straight, or a few degrees extended, on a padded ledge": the part holds the body
      // part so; how else it may hold it is another way it may.)
      .replace(
        /^The ((?:[\w-]+ )?(?:joint|finger|fingertip|toe|heel|wrist|ankle|knee|thumb|foot|hand|elbow|neck)) (?:sits|rests|lies|stays) (straight|flat|level|upright|bent)(?:,? or ([^,]+),)? on (an?|the) ((?:[\w-]+ )?[\w-]+)\.?$/,
        (_told, body: string, how: string, orHow: string | undefined, article: string, part: string) =>
          `${capitalized(article)} ${part} holds the ${body} ${how}.${orHow ? ` The ${part} may hold the ${body} ${orHow.trim()}.` : ''}`,
      )
      // ("The pipe sags if it becomes too hot, so the user supports it every 30 cm": what the user does about
      // it, to the thing told first; why is the description's.)
      .replace(
        /^The ((?:[\w-]+ )?[\w-]+) [a-z]+s (?:if|when) [^,]+, so the user ([a-z]+s) it ([^,.]+)\.?$/,
        (told, thing: string, acts: string, rest: string) =>
          canBeVerb(infinitiveOf(acts)) ? `The user ${acts} the ${thing} ${rest}.` : told,
      )
      // ("Regular 5 percent vinegar works but 20 percent horticultural vinegar is faster": the grade told, and
      // a stronger one that may be used instead, no second ingredient.)
      .replace(
        /^(?:Regular |Plain |Normal |Ordinary )?(\d+(?:\.\d+)?) percent ([a-z]+) works,? but (\d+(?:\.\d+)?) percent ((?:[a-z]+ )?([a-z]+)) (?:is|works) (?:faster|better|stronger|quicker)\.?$/,
        (told, grade: string, what: string, stronger: string, other: string, head: string) =>
          head === what
            ? `The ${what} is ${grade} percent ${what}. ${stronger} percent ${other} may be used instead of the ${what}.`
            : told,
      )
      // ("The vinegar burns the leaves, the salt keeps the roots from coming back and the soap helps it stick
      // to the leaves": what each ingredient does, a sentence each; "it" is what the first one works on with.)
      // (The last clause may be told apart already: "The vinegar burns the leaves, the salt keeps …".)
      .replace(
        /^(The ([\w-]+) [a-z]+s\b[^,]+), (the [\w-]+ [a-z]+s\b[^,]+?)(?:,? and (the [\w-]+ [a-z]+s\b[^,]+?))?\.?$/,
        (told, first: string, firstName: string, second: string, third?: string) =>
          [second, third ?? second].every((clause) => canBeVerb(infinitiveOf(clause.split(' ')[2]!)))
            ? [first, second, ...(third ? [third] : [])]
                .map((clause) => `${capitalized(clause).replace(/\bit\b/, `the ${firstName}`)}.`)
                .join(' ')
            : told,
      )
      // ("The strip is green above 1 meter, yellow from 1 meter down to 30 cm, and red under 30 cm": a color
      // for each range, each what the part turns there.)
      .replace(
        new RegExp(
          `^(The (?:[\\w-]+ ){0,2}[\\w-]+) (?:is|turns|glows|lights up|lights|goes) (${COLORS}) ((?:above|over|below|under|beyond|within|past|more than|less than) [^,]+), (${COLORS}) ([^,]+?),? and (${COLORS}) ([^,.]+)\\.?$`,
        ),
        (
          _told,
          part: string,
          one: string,
          first: string,
          two: string,
          second: string,
          three: string,
          third: string,
        ) =>
          `${part} turns ${one} ${first}. ${part} turns ${two} ${second}. ${part} turns ${three} ${third}.`,
      )
      // ("Half a gallon of milk is heated in the slow cooker … until it hits 180 F": until the milk reaches
      // it, "it" named.)
      .replace(
        /^((?:Half an? |An? |\d+(?:\.\d+)? [a-z]+ of |The )(?:[\w-]+ ){0,3}?([\w-]+)) (is|are) ([a-z]+ed\b.*?) until it (?:hits|reaches|gets to) (\d[^,.]*?)\.?$/,
        (_told, thing: string, head: string, be: string, done: string, point: string) =>
          `${thing} ${be} ${done} until the ${head} reaches ${point}.`,
      )
      // ("The whole pot is wrapped in a thick towel and left 8 to 10 hours overnight": two acts, the second
      // how long it is left.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}[\w-]+) (is|are) ([a-z]+ed [^,]+?) and left ((?:about )?\d[^.]*?)\.?$/,
        (_told, thing: string, be: string, done: string, span: string) =>
          `${thing} ${be} ${done}. ${thing} ${be} left for ${span}.`,
      )
      // ("You set the target pressure with two buttons on the gauge, from 10 to 160 psi": parts of the part
      // the user sets it on, which set it over that range.)
      .replace(
        /^The user sets (the (?:[\w-]+ )?[\w-]+) with (two|three|four|\d+) ([a-z]+s) on the ((?:[\w-]+ )?[\w-]+),? (from (?:about )?\d+(?:\.\d+)? to \d+(?:\.\d+)? ?[a-zA-Z%]+)\.?$/,
        (_told, what: string, count: string, parts: string, on: string, range: string) =>
          `The ${on} has ${count} ${parts}. The ${parts} set ${what} ${range}.`,
      )
      // ("The monitor plugs into the outlet and the pump plugs into it": the pump is what it serves, no part
      // of it; the whole takes the pump's plug.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}[\w-]+) plugs into (?:the|an?) ((?:[\w-]+ )?[\w-]+)(?: and the|\. [Tt]he) ((?:[\w-]+ )?[\w-]+) plugs into it\.?$/,
        (_told, whole: string, outlet: string, served: string) =>
          `${whole} plugs into ${indefiniteArticle(outlet)} ${outlet}. ${whole} receives a plug of the ${served}.`,
      )
      // ("The handle is silicone over a steel core": what it is made of, a core inside, no place it sits.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}[\w-]+) is ([a-z]+) (over|around) (an? (?:[\w-]+ )?(?:core|frame|shell|tube|rod))\b/,
        (told, thing: string, material: string, how: string, inner: string) =>
          MATERIAL_WORDS.test(material) ? `${thing} is made of ${material} ${how} ${inner}` : told,
      )
      // ("The bowl hangs on a gimbal at the end of the handle, so it stays level when the hand shakes": what
      // comes of how the part sits is a fact of the part's, the one the invention is for.)
      .replace(
        // ("A foam gasket runs around the rim so it seals air tight": so does what it then seals.)
        // (Not "The xanthan thickens it so it stays …", whose "it" is what was thickened, nor "so it keeps
        // draining", an act that goes on.)
        /^((?:The|A|An) (?!users?\b|inventors?\b)(?:[\w-]+ ){0,2}[\w-]+) ((?!is\b|are\b|has\b)[a-z]+s\b(?:(?!\b(?:it|them)\b)[^,])*?),? so (?:that )?it ((?:stays|remains|keeps(?! [a-z]+ing\b)|stands|floats|seals) [^,]+?)\.?$/,
        (_told, part: string, does: string, result: string) =>
          `${part} ${does}. ${part.replace(/^(?:A|An) /, 'The ')} ${result}.`,
      )
      // ('it says "hips up"': what it says aloud is a spoken prompt, named by its words.)
      .replace(
        /\b(says|speaks|announces) [“"]([^"”]{1,30})[”"]/,
        (_told, _verb: string, words: string) =>
          `outputs a spoken ${words.toLowerCase().trim().replace(/\s+/g, '-')} prompt`,
      )
      // ("It only counts a rep if the elbows bend past 90 degrees": only on that condition.)
      .replace(/\bonly ([a-z]+s) ((?:a|an|the) [\w-]+(?: [\w-]+)?) if\b/, '$1 $2 only if')
      // ("Cancellations less than 24 hours before are charged half": what the program charges, and for what.)
      .replace(
        /^([A-Z][a-z]+s)((?: (?!are\b|is\b)[\w-]+)*?) (?:are|is) charged (half|double|twice|a fee|a late fee|the full price|\d+ percent)\.?$/,
        (_told, things: string, which: string, amount: string) =>
          `The application charges ${amount === 'half' ? 'half price' : amount} for ${things.toLowerCase()}${which}.`,
      )
      // ("After the lesson the tutor taps done and the app emails an invoice": the tap is what the program is
      // given, after the lesson, and what it does then.)
      .replace(
        /^After (?:the|a|each) ([\w-]+),? the ([\w-]+) taps (done|complete|finished)(?: and|\.) [Tt]he (?:app|application|system) ([a-z]+s) (.+?)\.?$/,
        'The application receives a $3 input from a $2 after each $1 and $4 $5 in response to the $3 input.',
      )
      // ("packs the eggs in a jar and pours over hot brine of vinegar, water, salt and sugar": the brine is
      // poured over the eggs, and it is made of the rest.)
      // ("… pours hot brine of vinegar, … over them", as the description words it.)
      .replace(
        /^(.*?\b(the [\w-]+s)\b(?:(?! the )[^.])*?) and pours (?:over )?((?:hot |cold |warm |boiling )?(brine|syrup|marinade|liquid|sauce)) of ([^.]+?)(?: over (?:them|the [\w-]+))?\.?$/,
        (_told, before: string, them: string, poured: string, liquid: string, made: string) =>
          `${before} and pours ${poured} over ${them}. The ${liquid} contains ${made}.`,
      )
      // ("A small stepper motor under the platform turns it 90 degrees once a day, driven by a timer chip":
      // "it" is the platform it is under, and what drives it a fact of its own.)
      .replace(
        /^((?:A|An|The) (?:[\w-]+ ){0,3}?([\w-]+) (?:under|below|beneath|inside|behind) the ([\w-]+) ([a-z]+s)) it\b([^,]*?)(?:, ((?:driven|powered|controlled|run|timed|triggered|operated) by [^,.]+))?\.?$/,
        (told, before: string, part: string, place: string, verb: string, rest: string, by?: string) =>
          canBeVerb(infinitiveOf(verb))
            ? `${before} the ${place}${rest}.${by ? ` The ${part} is ${by}.` : ''}`
            : told,
      )
      // ("Each tap saves the time": what the program keeps of each tap.)
      .replace(
        /^Each (tap|press|click|scan) saves the ([a-z]+)\.?$/,
        'The application saves the $2 of each $1.',
      )
      // ("shows the time since the last feed and predicts the next one": the next feed.)
      .replace(/\bthe last ([a-z]+)\b(.*?)\bthe next one\b/, 'the last $1$2the next $1')
      // ("The tray is on two arms hinged to a base": where the part is, and how the parts it is on are held.)
      .replace(
        /^The ([\w-]+) is on (two|three|four|\d+) ([a-z]+s) ((?:hinged|attached|mounted|bolted|fixed|welded|connected|pinned) to [^.]+?)\.?$/,
        (_told, part: string, count: string, parts: string, held: string) =>
          `${capitalized(count)} ${parts} are ${held}. The ${part} is on the ${parts}.`,
      )
      // ("The arms and tray are aluminum": what each is made of.)
      // ("The tube and clamp are glass-filled nylon, the collar spring is stainless steel": and what the
      // next part is, told after a comma, is a fact of its own.)
      .replace(
        /^The ([a-z-]+) and (?:the )?([a-z-]+) are ((?:[a-z-]+ )?(?:aluminum|aluminium|steel|stainless steel|plastic|nylon|wood|bamboo|brass|copper|titanium|rubber|silicone|carbon fiber|polypropylene|ABS))(?:,\s+(the [a-z-]+(?: [a-z-]+)? (?:is|are) [^,]+?))?\.?$/,
        (_told, one: string, other: string, material: string, next?: string) =>
          [
            ...[one, other].map((part) => `The ${part} ${/[^s]s$/.test(part) ? 'are' : 'is'} ${material}.`),
            ...(next ? [`${capitalized(next)}.`] : []),
          ].join(' '),
      )
      // ("A small fan and a 40 watt heater in the base push warm air up the posts": two parts doing one act,
      // each a part that does it, where they both are.)
      .replace(/^(?:A|An|The) .+ and (?:a|an|the) .+$/, twoPartsActing)
      // ("Each boot goes upside down on a hollow post": what each post holds and how, and what the post is.)
      .replace(
        /^Each ([a-z-]+) (?:goes|fits|slides|hangs|sits|rests) ((?:upside down|upright|sideways|open end down) )?(?:on|over|onto) (?:a|an) (?:([a-z]+) )?([a-z-]+)\.?$/,
        (_told, held: string, how = '', quality: string | undefined, part: string) =>
          `Each ${part} holds ${indefiniteArticle(held)} ${held}${how ? ` ${how.trim()}` : ''}.${quality && isQuality(quality) ? ` Each ${part} is ${quality}.` : ''}`,
      )
      // ("The oiling and baking are repeated six times": the user repeats both acts, each named.)
      .replace(
        /^The ([a-z]+ing) and (?:the )?([a-z]+ing) (?:are|is) repeated ((?:[\w-]+ ){0,2}?(?:times|more times|twice|again))\.?$/,
        'The user repeats the steps of $1 and $2 $3.',
      )
      // ("The pan has to cool in the oven each time": what it is left to do, it is allowed to.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}?[\w-]+) (?:has|have) to (cool|dry|rest|set|cure|settle|sit|soak|harden)\b/,
        (_told, thing: string, verb: string) =>
          `${thing} ${/[^s]s$/.test(thing) ? 'are' : 'is'} allowed to ${verb}`,
      )
      // ("The jar sits upside down at an angle in a bowl so it keeps draining" of a method: it is set there,
      // a step; why is the description's.)
      .replace(
        /^The ([\w-]+) (?:sits|rests|stands) ((?:upside down|upright|on its side|sideways)(?: at an angle)? )?(in|on|over) ((?:a|an|the) [\w -]+?)(?:,? so\b.*)?\.?$/,
        (told, thing: string, how = '', where: string, place: string) =>
          /^(?:method|process)\b/.test(subject) ? `The ${thing} is set ${how}${where} ${place}.` : told,
      )
      // ("It works better after it rests overnight": letting it rest is how it is made best, a step.)
      .replace(
        /^It works (?:better|best) (?:after|once|if|when) it (rests|sits|sets|cures|ages|settles|cools)\b(.*?)\.?$/,
        (_told, verb: string, rest: string) => `The mixture is allowed to ${infinitiveOf(verb)}${rest}.`,
      )
      // ("the sleeve has a pocket on the back where a small gel pack goes": the pocket and where it is, and
      // what the pocket holds.)
      .replace(
        /\b([Tt]he (?:[\w-]+ ){0,2}?[\w-]+) (has|includes) (a|an) ([\w-]+) ((?:on|in|at) the [\w-]+) where (a|an|the) (?:small |little )?((?:[\w-]+ )?[\w-]+) (?:goes|fits|sits)\.?$/,
        (_told, thing: string, has: string, article: string, part: string, where: string, _a, held: string) =>
          `${thing} ${has} ${article} ${part} ${where}. The ${part} holds ${indefiniteArticle(held)} ${held}.`,
      )
      // ("The splint is a bendable aluminum strip lined with foam" of a finger splint: the splint's body is
      // that strip, a part it has.)
      .replace(
        new RegExp(
          `^The ${asLiteral(subject.split(' ').pop() ?? '')} is (a|an) ((?:[\\w-]+ ){0,3}(?:strip|plate|bar|tube|sheet|frame|board|panel|rod|shell)) ((?:lined|covered|coated|padded|wrapped) with [\\w -]+?)\\.?$`,
        ),
        (told, article: string, body: string, lined: string) =>
          subject.includes(' ') ? `The ${subject} has ${article} ${body} ${lined}.` : told,
      )
      // ("when a knife is out of its slot": the slot, a thing of the invention; "the LED over that slot" is
      // the LED over each slot.)
      .replace(/\b((?:a|an|the) [\w-]+ is (?:out of|in|away from)) its ([\w-]+)\b/g, '$1 the $2')
      .replace(
        /\b[Tt]he ([\w-]+) (over|above|under|beside|by|in) that ([\w-]+)\b/g,
        (_told, part: string, where: string, each: string) =>
          `${indefiniteArticle(part)} ${part} ${where} each ${each}`,
      )
      // ("The knife block may send a notification to the phone instead of beeping": what it may also do.)
      .replace(
        /^(The [\w -]+? may) ((?!also\b)[a-z]+ (?:a|an|the) .+?) instead of [a-z]+ing\.?$/,
        (told, may: string, act: string) => (canBeVerb(act.split(' ')[0]!) ? `${may} ${act}.` : told),
      )
      // ("The peanut butter must be xylitol free": what it has to be, it is.)
      .replace(
        /^(The (?:[\w-]+ ){0,3}?[\w-]+) must be\b/,
        (_told, thing: string) => `${thing} ${/[^s]s$/.test(thing) ? 'are' : 'is'}`,
      )
      // ("the borrower marks the fuel level and the app warns the next person if it is under a quarter tank":
      // what is under it is the level just marked.)
      .replace(
        /\b(the (?:[\w-]+ )?(?:level|temperature|weight|amount|balance|count|reading|charge|pressure))\b(.*?)\b(if|when) it is\b/,
        '$1$2$3 $1 is',
      )
      .replace(/^[\s\S]*$/, (told) => toldOfTheProgram(told, subject))
      // ("the app saves your location": what a program saves, it stores.)
      .replace(/^(The (?:app|application|system|program|software)) saves\b/, '$1 stores')
      // ("sends a notification the evening before and an hour before the sweeper comes": before it, each
      // time told whole.)
      .replace(
        /\b(sends? (?:a|an) (?:[\w-]+ )?(notification|reminder|alert|text|message)) (the (?:evening|night|day|morning|week) before) and ((?:an?|one|\d+) [a-z]+ before) (.+?)\.?$/,
        '$1 before $5. The $2 is sent $3 and $4 $5.',
      )
      // ("If the city has no data, the user can take a photo of the sign and type the times in": what the
      // user gives the program then, told as it is done.)
      .replace(
        /^If ([^,]+), the user can ([a-z]+) ((?:a|an|the) [^,]+?) and ([a-z]+) ((?:a|an|the) [\w -]+?)(?: in)?\.?$/,
        (told, when: string, verb: string, what: string, verb2: string, what2: string) =>
          canBeVerb(verb) && canBeVerb(verb2)
            ? // ("the times" typed from the sign are the sign's: "times" alone reads as a verb.)
              `The user ${presentOf(verb)} ${what} and ${presentOf(verb2)} ${what2}${/^the (?:times|dates|hours)$/.test(what2) && / of (?:a|an|the) ([\w-]+)$/.test(what) ? ` of the ${/ of (?:a|an|the) ([\w-]+)$/.exec(what)![1]}` : ''} if ${when}.`
            : told,
      )
      // ("Turning the dial moves a cam that the hinge arm hits, so bending stops at that angle": what the
      // other part does to it, a fact of its own, with what follows.)
      .replace(
        /^(.*\b(?:a|an) ((?:[\w-]+ ){0,2}?[\w-]+)) that the ((?:[\w-]+ ){0,2}?[\w-]+) ([a-z]+s)(, so .*?)?\.?$/,
        (told, before: string, thing: string, other: string, verb: string, after = '') =>
          canBeVerb(infinitiveOf(verb)) && !/^(?:is|has|does|was)$/.test(verb)
            ? // (", so bending stops at that angle": what the hitting is for, "to stop bending".)
              `${before}. The ${other} ${verb} the ${thing}${after.replace(/^, so ([\w-]+) (?:stops|ends|halts)\b.*$/, ' to stop $1')}.`
            : told,
      )
      // ("The wheel chock is two ramps joined by a hinge in the middle so it folds flat like a book": the parts
      // it has, the hinge that joins them, and what the hinge lets it do.)
      .replace(
        new RegExp(
          `^The ${asLiteral(subject)} is (two|three|four) ([a-z]+s) (?:joined|connected|linked) by (an? [\\w-]+)((?: in the (?:middle|center))?)(?:,? so (?:that )?it ([a-z]+s) ([^,.]+?))?(?: like an? [a-z]+)?\\.?$`,
          'i',
        ),
        (_told, count: string, parts: string, hinge: string, where: string, verb?: string, rest?: string) =>
          `The ${subject} has ${count} ${parts}. ${capitalized(hinge)} joins the ${parts}${where}.${verb ? ` The ${subject} ${verb} ${rest} on ${hinge.replace(/^an? /, 'the ')}.` : ''}`,
      )
      // ("Opened up, it wedges under the tire": what it does, once it is opened.)
      .replace(
        /^(Opened|Unfolded|Folded|Closed|Extended)(?: up| out)?, it ([a-z]+s) (.+?)\.?$/,
        (_told, done: string, verb: string, rest: string) =>
          `The ${subject} ${verb} ${rest} when ${done.toLowerCase()}.`,
      )
      // ("It is glass-filled nylon, about 25 cm long and 15 cm wide": what it is made of, then its size.)
      .replace(
        /^It is ((?:[\w-]+ ){0,2}[\w-]+), ((?:about )?\d[^.]+)\.?$/,
        (told, material: string, size: string) =>
          MATERIAL_WORDS.test(material.split(' ').pop()!)
            ? `The ${subject} is made of ${material}. The ${subject} is ${size}.`
            : told,
      )
      // ("Low is about 38 degrees C, high about 50": how warm it gets at each setting.)
      .replace(
        /^Low is ((?:about )?\d+(?:\.\d+)?) (degrees [CF]|degrees Celsius|degrees Fahrenheit|C|F)\b,? (?:and )?high (?:is )?((?:about )?\d+(?:\.\d+)?)(?: (?:degrees [CF]|degrees Celsius|degrees Fahrenheit|C|F))?\.?$/,
        (_told, low: string, unit: string, high: string) =>
          `The ${subject} heats to ${low} ${unit} on low and ${high} ${unit} on high.`,
      )
      // ("They shut off by themselves after 2 hours so you cannot burn yourself": the invention does.)
      .replace(
        /^They (shut|turn|switch) off by themselves after ([^,.]+?)(?:,? so [^.]+)?\.?$/,
        (_told, verb: string, span: string) => `The ${subject} ${verb}s off by itself after ${span}.`,
      )
      // ("They are thin stretch liners with a carbon fiber heating strip sewn along the back of each finger",
      // of heated glove liners: the invention, what it is made as, and a part it has, where.)
      .replace(
        /^They are ((?:[\w-]+ ){0,3}?([\w-]+s)) with (an? (?:[\w-]+ ){0,4}?[\w-]+) ((?:sewn|stitched|glued|woven|printed|set|molded|bonded|fixed) (?:along|into|onto|on|in|inside|across) [^.]+?)\.?$/,
        (told, what: string, head: string, part: string, how: string) =>
          singularWord(head) === subject.split(' ').pop()
            ? `The ${subject} is ${withArticle(`${what.slice(0, -head.length)}${singularWord(head)}`)}. The ${subject} has ${part} ${how}.`
            : told,
      )
      // ("The clay softens and the seeds sprout in the compost when it rains": two things, each acting on the
      // condition told last.)
      .replace(
        /^(The (?:[\w-]+ )?[\w-]+) ([a-z]+s) and (the (?:[\w-]+ )?[\w-]+s [a-z]+\b.*?) (when|if|once|after) ([^,]+?)\.?$/,
        (told, one: string, verb: string, other: string, when: string, condition: string) =>
          tokens(`${one} ${verb}`).at(-1)?.tags.has('Verb')
            ? `${one} ${verb} ${when} ${condition}. ${capitalized(other)} ${when} ${condition}.`
            : told,
      )
      // ("The uprights are aluminum and the straps are neoprene with Velcro": two parts, what each is.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}?[\w-]+) (is|are) ([^,]+?),? and (the (?:[\w-]+ ){0,2}?[\w-]+) (is|are) (.+?)\.?$/,
        // (Not "… turns itself on when it becomes dark and the bike is moving": both are the condition.)
        (told, one: string, be: string, what: string, other: string, be2: string, rest: string) =>
          /\b(?:when|if|once|while|until)\b/.test(what)
            ? told
            : `${one} ${be} ${what}. ${other.charAt(0).toUpperCase()}${other.slice(1)} ${be2} ${rest}.`,
      )
      // ("is 20 percent citric acid and 1 percent xanthan gum in water": water is the rest of it.)
      .replace(
        /^(The [\w -]+? (?:is|are) \d+(?:\.\d+)? percent [\w -]+? and \d+(?:\.\d+)? percent [\w -]+?) in water\.?$/,
        '$1. The rest of it is water.',
      )
      // ("The xanthan gum thickens it so it stays where the user brushes it": what a part does to the
      // whole, said of the whole; why is the description's.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}?[\w-]+) ([a-z]+s) it,? so (?:that )?it\b.*$/,
        (told, part: string, verb: string) =>
          subject && canBeVerb(infinitiveOf(verb)) ? `${part} ${verb} the ${subject}.` : told,
      )
      // ("A drop of dish soap helps it wet the rust": the ingredient, and what it helps the whole do; how
      // much is the description's.)
      .replace(
        /^(?:A|One) (?:drop|few drops|splash|dash|pinch|squirt) of ((?:[\w-]+ ){0,2}?[\w-]+) helps it ([a-z]+\b.*?)\.?$/,
        (told, what: string, does: string) => (subject ? `The ${what} helps the ${subject} ${does}.` : told),
      )
      // ("the schedule for that block": the block of the location the sentence before told.)
      .replace(/\bfor that (block|street|area|neighborhood)\b/, 'for the $1 of the location')
      // ("stores the minimum gap for each medicine, such as 4 hours for acetaminophen and 6 for ibuprofen,
      // and shows …": the examples are what the gap is, a fact of their own, the unit said for each.)
      .replace(
        /^(.*?\b(?:stores|keeps|holds|uses) the ((?:[\w-]+ ){0,2}?[\w-]+)(?: (?:for|of) (?:each|every) [\w-]+)?), such as ([^,]+), and (.+?)\.?$/,
        (_, before: string, what: string, examples: string, after: string) =>
          `${before} and ${after}. The ${what} is ${examples.replace(
            /\b(\d+(?:\.\d+)?) ([a-z]+) (for [\w-]+) and (\d+(?:\.\d+)?) (?=for\b)/,
            '$1 $2 $3 and $4 $2 ',
          )}.`,
      )
      // ("works out the dose from the child's weight, 15 mg per kg for acetaminophen": the rate it is
      // worked out at, which a comma alone would cut from the act.)
      .replace(
        /^(.+? from (?:the |a )?[\w' -]*\bweight), (\d+(?:\.\d+)? [a-z]+ per [a-z]+(?: (?:for|of) [\w-]+)?)\.?$/,
        '$1 at $2.',
      )
      // ("A small receiver plugs into the wall and picks up …" of a doorbell receiver: the invention, told
      // by its last word.)
      .replace(
        new RegExp(
          `^(?:A|An) (?:(?:small|little|tiny|compact|simple|portable) )?${asLiteral(subject.split(' ').pop() ?? '')} (?=[a-z]+s\\b)`,
        ),
        (told) => (subject.includes(' ') ? `The ${subject} ` : told),
      )
      // ("When it gets the signal it switches a relay that flashes a lamp …": what it does when, and what
      // the part it acts on does, apart.)
      .replace(
        /^When it ([a-z]+s (?:the|a|an) [\w -]+?),? it ([a-z]+s) (an? ((?:[\w-]+ ){0,2}?[\w-]+)) that ([a-z]+s\b.*?)\.?$/,
        (told, when: string, verb: string, part: string, name: string, does: string) =>
          canBeVerb(infinitiveOf(verb))
            ? `${subject ? `The ${subject}` : 'It'} ${verb} ${part} ${/^(?:gets|receives) /.test(when) ? `when ${when.replace(/^\S+ /, '')} is received` : `upon ${when.replace(/^([a-z]+)s /, (_w, v: string) => `${gerundOf(v)} `)}`}. The ${name} ${does}.`
            : told,
      )
      // ("… sends a Bluetooth message to a wristband, which vibrates": what the last thing named does, a
      // fact of its own.)
      .replace(
        /^(.*\b(?:a|an) ((?:[\w-]+ ){0,2}?[\w-]+)), which ([a-z]+s\b[^,]*?)\.?$/,
        (told, before: string, thing: string, act: string) =>
          canBeVerb(infinitiveOf(act.split(' ')[0]!)) ? `${before}. The ${thing} ${act}.` : told,
      )
      // ("flashes a lamp plugged into it three times": how often it flashes the lamp, and where the lamp
      // is plugged in, apart.)
      .replace(
        /^(.*?)\b(a|an) ((?:[\w-]+ ){0,2}?[\w-]+) (plugged|mounted|clipped|wired|connected) (into|to|onto|on) it ((?:once|twice|\w+ times))\b(.*?)\.?$/,
        (
          _told,
          before: string,
          article: string,
          thing: string,
          how: string,
          where: string,
          often: string,
          after: string,
        ) =>
          `${before}${article} ${thing} ${often}${after}. The ${thing} is ${how} ${where} the ${subject || 'invention'}.`,
      )
      // ("The wristband has a coin motor and lasts about a week on a charge": the part it has, and what it
      // does, two facts.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}?[\w-]+) (has|includes) ((?:a|an|the) (?:[\w-]+ ){0,2}?[\w-]+) and ([a-z]+s) (.+?)\.?$/,
        (told, thing: string, has: string, part: string, verb: string, rest: string) =>
          (canBeVerb(infinitiveOf(verb)) && !/^(?:a|an|the)\b/.test(rest)) ||
          /^(?:lasts|runs|works|weighs)$/.test(verb)
            ? `${thing} ${has} ${part}. ${thing} ${verb} ${rest}.`
            : told,
      )
      // ("They keep about 6 months": how long they last, no act of keeping anything.)
      .replace(
        /^((?:They|It|The [\w -]+?) )(keeps?)( (?:for )?(?:about |around |up to |roughly )?(?:\d+|a|one|two|three|four|five|six|twelve) (?:days?|weeks?|months?|years?))\.?$/,
        (_told, who: string, keep: string, long: string) =>
          `${who}${keep === 'keeps' ? 'lasts' : 'last'}${long}.`,
      )
      // ("The lid closes by pushing it down until it clicks": it closes when pushed down, "it" itself.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}?[\w-]+) ([a-z]+s) by ([a-z]+ing) it (down|up|in|shut|closed|open|back)( until it (?:clicks|snaps|locks|latches|stops))?\.?$/,
        (told, thing: string, verb: string, doing: string, way: string, until = '') => {
          const done = pastParticipleOf(infinitiveOf(doing));
          return done
            ? `${thing} ${verb} when ${done} ${way}${until.replace(/\bit\b/, thing.toLowerCase())}.`
            : told;
        },
      )
      // ("The dough rests 30 minutes in the fridge before rolling, which keeps it from shrinking": what the
      // step is for is the description's; the step is the fact.)
      .replace(/,\s+which (?:keeps|stops|prevents) (?:it|them) from [a-z]+ing\b[^.]*(\.?)$/, '$1')
      // ("The user unfolds it, hooks it on the bumper and the dog walks up": two acts on the invention, each
      // on it by name, or the second verb reads as what the first one unfolds.)
      .replace(/^The user ([a-z]+s) it, ([a-z]+s) it\b/, (told, first: string, second: string) =>
        subject && canBeVerb(infinitiveOf(second))
          ? `The user ${first} the ${subject}, ${second} the ${subject}`
          : told,
      )
      // ("Each recipe is stored with its dough weight per loaf": what the program keeps of each, which the
      // clause reader would drop after "its".)
      .replace(
        /^Each ([a-z]+) is (stored|saved|kept|recorded|logged) with its ((?:[\w-]+ ){0,4}[\w-]+)\.?$/,
        (told, thing: string, kept: string, what: string) =>
          subject
            ? `The ${subject} ${presentOf(infinitiveOf(kept))} ${indefiniteArticle(what)} ${what} for each ${thing}.`
            : told,
      )
      // ("pulled across the rough ring, heel to tip, 10 times on each side": which way, and how often, of
      // the same act.)
      .replace(
        /, (heels?|base|handle) to (tip|point), (\d+ times(?: on each side| per side| a side)?)\b/,
        (_told, from: string, to: string, often: string) =>
          ` from ${from.replace(/s$/, '')} to ${to} ${often}`,
      )
      // ("Owners can rate the condition it came back in": "it" is what was lent, which came back.)
      .replace(/\bthe (condition|state|shape) (?:it|they) (?:came|come|comes) back in\b/, 'the $1 on return')
      // ("If a tool comes back late twice, the borrower has to wait a week before borrowing again", its
      // condition last by now: what the program keeps that person from doing, and for how long.)
      .replace(
        /^The ([a-z]+) (?:has|have) to wait (an? [a-z]+|\d+ [a-z]+) before ([a-z]+ing)(?: again)? (when|if|once) (.+?)\.?$/,
        (told, person: string, span: string, doing: string, when: string, what: string) =>
          subject && namesPeople(`${person}s`, undefined)
            ? `The ${subject} makes the ${person} wait ${span} before ${doing} again ${when} ${what}.`
            : told,
      )
      // ("The block is bamboo with six slots", "The board is bamboo with a slot along the back edge": what it
      // is made of, and a part it has, two facts.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}?[\w-]+) is ([a-z]+) with ((?:a|an|two|three|four|five|six|seven|eight|nine|ten|twelve|\d+) [a-z]+(?: (?:along|across|at|in|on|near|under) the (?:[\w-]+ )?[\w-]+)?)\.?$/,
        (told, thing: string, material: string, part: string) =>
          MATERIAL_WORDS.test(material) ? `${thing} is ${material}. ${thing} has ${part}.` : told,
      )
      // ("The lid is clear plastic and hinges along the back edge of the tray": what it is, and what it does,
      // two facts.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}?[\w-]+) (is|are) ((?:[\w-]+ ){0,2}?[\w-]+) and ([a-z]+s) ((?:along|on|to|at|from|over|into|onto|against|around|in)\b.+?)\.?$/,
        (told, thing: string, be: string, what: string, verb: string, rest: string) =>
          canBeVerb(infinitiveOf(verb)) && !/^(?:is|has|does|was)$/.test(verb)
            ? `${thing} ${be} ${what}. ${thing} ${verb} ${rest}.`
            : told,
      )
      // ("There is a vent hole on the opposite side so it pours smooth without glugging": an opening of the
      // whole, where, and what it lets the whole do.)
      .replace(
        /^There (?:is|are) ((?:a|an) (?:[\w-]+ ){0,2}?(hole|vent|opening|slot|gap)) ((?:on|in|at|near) (?:the|a) [^,]+?),? so (?:that )?it ([a-z]+s) (.+?)\.?$/,
        (told, part: string, _name: string, where: string, verb: string, rest: string) =>
          canBeVerb(infinitiveOf(verb))
            ? `The ${subject} has ${part} ${where}. The ${part.replace(/^an? /, '')} lets the ${subject} ${infinitiveOf(verb)} ${rest}.`
            : told,
      )
      // ("There is a small real-time clock chip so it keeps the time even if the wifi drops": the part, and
      // what it does, two facts.)
      .replace(
        /^There (is|are) ((?:a|an) (?:small |little |tiny )?((?:[\w-]+ ){0,3}?[\w-]+)),? so (?:that )?it ([a-z]+s\b.*?)\.?$/,
        (told, be: string, part: string, name: string, does: string) =>
          canBeVerb(infinitiveOf(does.split(' ')[0]!)) ? `There ${be} ${part}. The ${name} ${does}.` : told,
      )
      // ("The receiver has a learn button so it pairs with any 433 MHz button": the part it has, and
      // what it can do by it, two facts.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}?[\w-]+) (has|includes) ((?:a|an) (?:[\w-]+ ){0,2}?[\w-]+),? so (?:that )?it ([a-z]+s\b.*?)\.?$/,
        '$1 $2 $3. $1 $4.',
      )
      // ("When someone fills up they take a photo of the receipt": whoever fills up is the user, who
      // takes the photo then.)
      .replace(
        // (What they do names a thing: "they tap done" stays as told.)
        // (The next sentence, after a comma or a period, is its own.)
        /^When (?:someone|anyone|somebody) ([a-z]+s\b[^,]*?),? they ([a-z]+)\b( (?:a|an|the) [^,.]*)([,.].*)?$/,
        (told, when: string, verb: string, rest: string, after = '') =>
          canBeVerb(verb)
            ? `The user ${presentOf(verb)}${rest} ${when === 'fills up' ? 'at each fill-up' : `when the user ${when}`}${after}`
            : told,
      )
      // ("sends a reminder when someone owes more than 50 dollars": whoever owes is a person.)
      .replace(/\b(when|if|once) (?:someone|somebody|anyone) (?=[a-z]+s\b)/g, '$1 a person ')
      // ("Each driver taps start and stop": the two buttons tapped, not a second act.)
      .replace(
        /\b(taps?|press(?:es)?|hits?|clicks?) (start|play|on) and (stop|pause|off)\b(?! buttons?\b),?/,
        '$1 a $2 button and a $3 button',
      )
  );
}

/**
 * "A small fan and a 40 watt heater in the base push warm air up the posts" → one sentence per part, each
 * doing the act where both are. The verb is the last bare word that can be one with a part (and where it
 * is) before it and something it acts on after it ("heater" could be a verb, but "in the base push …"
 * is no object); anything else is returned as told.
 */
function twoPartsActing(told: string): string {
  const parts = /^(A|An|The) ((?:(?!(?:of|and|or|with)\b)[\w-]+ ){0,3}?[\w-]+) and (a|an|the) (.+?)\.?$/.exec(
    told,
  );
  if (!parts) return told;
  const [, article, one, article2, after] = parts as unknown as [string, string, string, string, string];
  // ("The clay softens and the seeds sprout …": the first is a clause of its own, no part's name.)
  const last = tokens(`${article} ${one}`).at(-1);
  if (one.includes(' ') && last?.tags.has('Verb') && !last.tags.has('Noun')) return told;
  const words = after.split(' ');
  const readings = words.flatMap((verb, at) => {
    if (!/^[a-z]+$/.test(verb) || /s$/.test(verb) || NO_ACT.test(verb) || !canBeVerb(verb)) return [];
    const rest = words.slice(at + 1).join(' ');
    const place = PART_AND_PLACE.exec(words.slice(0, at).join(' '));
    return place && /\b(?:the|a|an)\b/.test(rest)
      ? [{ other: place[1]!, where: place[2] ?? '', act: `${presentOf(verb)} ${rest}` }]
      : [];
  });
  const reading = readings.at(-1);
  if (!reading) return told;
  const { other, where, act } = reading;
  return `${article} ${one}${where} ${act}. ${capitalized(article2)} ${other}${where} ${act}.`;
}

/** A part's name of up to four words, then where it is ("40 watt heater in the base"). */
const PART_AND_PLACE =
  /^((?:(?!(?:of|and|or|with|the|a|an|in|on|at)\b)[\w-]+ ){0,3}?[\w-]+)((?: (?:in|on|under|inside|behind|beneath|below|above|at) the [\w-]+)?)$/;
/** Words that are no act of a part's ("up" the posts, "are" metal, "can" …). */
const NO_ACT =
  /^(?:in|on|under|inside|behind|beneath|below|above|at|up|down|out|are|were|have|do|can|will|must|could)$/;
