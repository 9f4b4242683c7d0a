/**
 * A step as the inventor told it, in the words a claim uses: "whisking the cornstarch into the vinegar
 * first" (the order of the steps says "first"), "telling the user to water when …" (a program sends a
 * reminder), "grinding the beans coarse" (to a coarse grind).
 */
export function stepInClaimWords(action: string): string {
  return (
    action
      // "whisking the cornstarch into the vinegar first": the order of the steps says it.
      .replace(/\s+first$/, '')
      // ("storing where the car is from the phone GPS": what is stored is where it is, its location.)
      .replace(
        /^(storing|saving|recording|remembering) where (the [\w-]+) is(?: parked)?\b/,
        '$1 a location of $2',
      )
      // ("for that side of that block": of a program's step, the one the step before found; "the".)
      .replace(
        /\bthat (side|block|street|spot|area|part|end|corner|zone|road|lane|lot|address|location)\b/g,
        'the $1',
      )
      // ("gluing the slices up again into a checkerboard": into it, the order of the steps says again.)
      .replace(/^(gluing|clamping|taping) (the [\w -]+?) (?:back )?up again (into|to form)\b/, '$1 $2 $3')
      // ("flattening the board with a router sled instead of a planer since end grain tears out in a planer":
      // the tool turned down, and why, are the description's; the step is done with the one used.)
      .replace(
        /^([a-z]+ing .+? (?:with|using) (?:an? |the )?[\w -]+?) instead of (?:an? |the )?[\w -]+?(?: (?:since|because) .+)?$/,
        '$1',
      )
      // ("placing each dog marked reactive in a group … every morning", the last act of a series told "Every
      // morning": when the program runs is the description's, not one act's.)
      .replace(/\s+every (?:morning|evening|night)$/, '')
      // "telling the user to water only when the soil drops below …": what a program does is remind.
      .replace(/^telling the users? to ([a-z]+)(?: only)? (when|if|once) /, 'sending a reminder to $1 $2 ')
      // ("texting the user when …": a person is texted, sent a text message.)
      .replace(
        /^texting ((?:the|a|an|each) (?:users?|caregivers?|parents?|family members?|persons?|owners?|managers?|neighbou?rs?))\b/,
        'sending a text message to $1',
      )
      // ("texting the photo with the walk time to each owner": what is sent, whole, then to whom.)
      .replace(/^texting (.+?) (to (?:the|each|every|a|an) .+)$/, 'sending $1 by text message $2')
      // "texting a reminder": sending it, by text message.
      .replace(
        /^texting (.+?)(?= (?:the|each|every|when|before|after|if|once)\b|$)/,
        'sending $1 by text message',
      )
      // ("blowing up the balloon to the size of the hole the user wants": the hole; whom it suits is the
      // description's.)
      .replace(/\s+(?:that |which )?the user (?:wants|needs|likes|chooses)\b/, '')
      // "the items nobody taps": the items no one taps (a claim's words, the description's meaning).
      .replace(/\bnobody\b/, 'no one')
      // "a level the user picks for the plant": a level selected for it.
      .replace(/\b(a|an|the) ([\w-]+) the users? (?:picks|sets|chooses|selects|enters)\b/, '$1 $2 selected')
      // "skipping the reminder if more than 5 mm of rain is coming": the threshold is when it skips.
      .replace(/ if (?=(?:more|less|fewer|over|under|above|below)\b)/, ' when ')
      // "grinding the beans coarse": the grind, as a claim says it ("the beans coarse" is no object).
      .replace(/^([a-z]+ing) (the (?:[\w-]+ )?[\w-]+) (coarse|fine)\b/, '$1 $2 to a $3 grind')
      // "adding the beeswax melted at 70 degrees Celsius": adding the melted beeswax, at that heat.
      .replace(
        /^([a-z]+ing) the ([\w-]+(?: [\w-]+)?) (melted|heated|warmed|cooled|softened) (at|to) /,
        '$1 the $3 $2 $4 ',
      )
      // "rubbing the mix in to soften the skins": rubbed into the skins it softens.
      .replace(/^([a-z]+ing) (.+?) in to ([a-z]+) (the [\w -]+)$/, '$1 $2 into $4 to $3 $4')
      // "working out daily kilowatt-hours": calculating them.
      .replace(/^working out\b/, 'calculating')
      .replace(/^figuring out\b/, 'determining')
      // "letting the tank back to atmospheric pressure": returning it there.
      .replace(/^letting (the (?:[\w-]+ )?[\w-]+) back (to|into) /, 'returning $1 $2 ')
  );
}

/**
 * "rubbing the paste on the residue; leaving the paste for 10 minutes": it is left where the step before
 * put it ("leaving the paste on the residue for 10 minutes"), which also keeps the step a step once its
 * time goes to a dependent claim.
 */
export function leftWhereItWasPut(steps: { action: string }[]) {
  for (let i = 1; i < steps.length; i += 1) {
    const left = /^(leaving|letting) the ((?:[\w-]+ )?[\w-]+) (?=for\b|overnight\b)/.exec(steps[i]!.action);
    if (!left) continue;
    // ("wrapping the slow cooker in a thick towel; leaving the slow cooker for 8 to 10 hours": in the towel.)
    const put = new RegExp(
      `^[a-z]+ing the ${left[2]} (on|onto|over|in|into) (?:the|an?) ((?:[\\w-]+ )?[\\w-]+)$`,
    ).exec(steps[i - 1]!.action);
    if (!put) continue;
    const at = put[1] === 'onto' ? 'on' : put[1] === 'into' ? 'in' : put[1];
    steps[i]!.action = steps[i]!.action.replace(left[0], `${left[0]}${at} the ${put[2]} `);
  }
}

/**
 * "heating the milk in the slow cooker; …; putting the lid back": back on what the work sits in, so the
 * step says where ("putting the lid back on the slow cooker") and no particle ends it.
 */
export function lidBackOnItsVessel(steps: { action: string }[]) {
  for (let i = 1; i < steps.length; i += 1) {
    const back = /^([a-z]+ing) the (lid|cover|cap|top) back(?: on)?$/.exec(steps[i]!.action);
    if (!back) continue;
    const vessel = steps
      .slice(0, i)
      .map(
        (step) =>
          /\b(?:in|into) (the (?:[\w-]+ )?(?:cooker|pot|jar|pan|container|bucket|bowl|crock))\b/.exec(
            step.action,
          )?.[1],
      )
      .findLast(Boolean);
    if (vessel) steps[i]!.action = `${back[1]} the ${back[2]} back on ${vessel}`;
  }
}
