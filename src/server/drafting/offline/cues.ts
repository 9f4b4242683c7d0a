/** Words that show what an answer already covers: a problem, materials, connections, sizes, users. */

export const BACKGROUND_CUES =
  /\b(?:problem|annoying|mess|right now|all the time|spend(?:s|ing)? (?:their|my|our|his|her|the|hours|ages|evenings|weekends)|chas(?:e|es|ing) (?:payments?|people|parents|customers|down)|frustrat\w*|hard|difficult|existing|current(?:ly)?|conventional|traditional|today|tired of|always|never|spill\w*|waste\w*|expensive|dangerous|break\w*|leak\w*|separates|went bad|goes bad|go(?:es)? (?:soft|stale|mushy|moldy|flat|limp|slimy|soggy|rancid)|went (?:soft|stale|mushy|moldy|flat|limp|slimy|soggy|rancid)|wilts?|rots?|fall(?:s|ing)? (?:off|over|out|down)|fell (?:off|over|out|down)|takes? up (?:\w+ )?(?:space|room)|clutter\w*|forget\w*|burns|kills|cannot|rusts?|cracks?|forever|too long|takes? (?:a long time|ages)|smells? (?:awful|bad|terrible|horrible)|stinks?|gummy|sticky|messy|throws? (?:it |them )?out|sells? out|runs? out|pricey|costly|overpriced|itch(?:y|es)?|irritat\w*|rash(?:es)?|painful|harmful|full of|tedious|hassle|a (?:real )?pain|chore|nuisance|nobody|no one|los(?:e|es|ing)|lost|poisons?|toxic|bans?|banned|keeps? (?:leaving|forgetting|losing|dropping|tripping|missing|burning|breaking)|kept (?:leaving|forgetting|losing))\b/i;
export const DETAIL_CUES =
  /\b(?:made of|made from|includes?|comprises?|consists? of|attached|connected|mounted|hinged|battery|sensor|motor|frame|housing|base|lid|layer|ingredient\w*|mm|cm|inch\w*|mold\w*|heated|extrud\w*)\b/i;
export const USE_CUES =
  /\b(?:useful for|used (?:by|for|in|when)|users?|campers|parents|nurses|patients|cooks|hikers|owners|anyone)\b/i;

export const MATERIALS =
  /\b(?:made of|made from|material|plastic|steel|stainless|aluminum|aluminium|wood\w*|silicone|rubber|glass|fabric|metal|nylon|polymer|polyester|cotton|foam|ceramic|carbon fiber|titanium|brass|copper|leather|paper|cardboard|resin|abs|pla|pet|polypropylene|ingredient\w*|flour|sugar|oil|water|extract)\b/i;
export const CONNECTIONS =
  /\b(?:attach\w*|connect\w*|mount\w*|coupl\w*|hinge\w*|secur\w*|fasten\w*|screw\w*|bolt\w*|glue\w*|weld\w*|clip\w*|slid\w*|snap\w*|fits?|mix\w*|blend\w*|sends?|communicat\w*|wireless\w*|bluetooth|wifi|wi-fi|api|magnet\w*)\b/i;
export const DIMENSIONS =
  /\d+(?:\.\d+)?\s*(?:mm|cm|m|in|inch(?:es)?|ft|feet|foot|kg|g|grams?|lbs?|pounds?|oz|ml|l|liters?|litres?|°|degrees?|%|percent|v|volts?|w|watts?|mah|seconds?|minutes?|hours?|days?|weeks?|months?|years?|gallons?|quarts?|pints?|parts?|cups?|tablespoons?|teaspoons?)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|half an?) (?:minutes?|hours?|days?|weeks?|months?|cups?|tablespoons?|teaspoons?|inch(?:es)?|feet|foot|meters?|liters?|gallons?)\b/i;
