import type { LabelledInvention } from './corpus';

/**
 * Inventions written for the drafting evaluation, the way inventors type: first person, contractions,
 * asides, questions to the assistant, some answers thin and some rich.
 */
export const NEW_INVENTIONS: LabelledInvention[] = [
  {
    field: 'electrical',
    kinds: ['article'],
    landing:
      "hey, so I made an extension cord reel that shuts itself off when the cord gets too hot. I'm an electrician and I've seen reels melt because people run a heater off a cord that's still wound up.",
    answers: {
      2: [
        "Cord reels overheat when you pull a big load through cable that's still coiled on the drum, because the heat can't get out. The breaker in the reel only trips on current, not on heat, so the insulation can melt before anything trips. Existing reels just print a warning label nobody reads.",
      ],
      3: [
        'My reel has a temperature sensor wound into the middle of the coil and a relay that cuts the power when the cable hits 60 degrees Celsius. A little LED on the hub goes red when it trips. So you get protection even if you forget to unwind it, which honestly everybody does.',
      ],
      4: [
        "The reel has a steel drum that holds 50 feet of 12 gauge cable, and a housing with a carry handle. The temperature sensor is a thermistor taped to the cable at the third wrap, and it's wired through the drum axle to a control board in the hub. The control board reads the thermistor and opens a 15 amp relay that sits between the plug and the outlets on the hub. There are four outlets. The LED and a reset button are on the front of the hub. Do you need the part numbers for the relay?",
      ],
      5: [
        'The drum could be plastic instead of steel for a lighter one, and the trip point could be anywhere from 50 to 70 degrees Celsius. You could also use a bimetal switch instead of the thermistor and the board, which would be cheaper.',
      ],
      6: [
        'Contractors, event crews and homeowners running heaters, pressure washers or tools in the yard. You plug the reel in, pull out what you need, plug your tool in and if the cable gets hot it cuts off and the LED goes red.',
      ],
    },
    sketchCaption: null,
    components: ['drum', 'temperature sensor', 'relay', 'control board', 'LED', 'reset button'],
    essentials: ['drum', 'temperature sensor', 'relay', 'control board'],
    keyFunction: ['open', 'temperature'],
    keyTerms: ['thermistor', '12 gauge', '60 degrees Celsius', '15 amp', 'bimetal switch'],
  },
  {
    field: 'electronic',
    kinds: ['article'],
    landing:
      'A bike tail light that gets brighter when you brake, using an accelerometer. No wires to the brakes.',
    answers: {
      2: [
        "Bikes don't have brake lights, so drivers behind you can't tell you're stopping. The ones that exist need a switch wired onto the brake lever, which is a pain to fit.",
      ],
      3: [
        'An accelerometer inside the light senses when the bike slows down and the microcontroller turns the LEDs up to full brightness. Works on any bike.',
      ],
      4: [
        "There's an accelerometer, a microcontroller, a red LED array and a rechargeable battery in a plastic case with a seatpost clamp.",
        'The microcontroller checks the accelerometer 100 times a second and if the deceleration is more than 2 m/s2 it drives the LED array at full power for 3 seconds. The battery is 500 mAh and charges by USB-C.',
      ],
      5: ['Maybe a version that clips to a helmet. Could also flash instead of just getting brighter.'],
      6: ['Commuters and road cyclists, riding in traffic at night or in fog.'],
    },
    sketchCaption: null,
    components: ['accelerometer', 'microcontroller', 'LED array', 'battery'],
    essentials: ['accelerometer', 'microcontroller', 'LED array'],
    keyFunction: ['deceleration', 'full power'],
    keyTerms: ['accelerometer', '500 mAh', 'USB-C', 'seatpost clamp'],
  },
  {
    field: 'chemical composition',
    kinds: ['composition'],
    landing:
      "I've come up with a pet-safe ice melt made from beet juice and calcium magnesium acetate. Rock salt burns my dog's paws and kills the grass along my walk, so I started mixing my own.",
    answers: {
      2: [
        "Most ice melts are sodium chloride or calcium chloride. They crack dog paws, they rust cars and they kill plants next to the sidewalk. The 'pet safe' ones that exist are mostly urea, and they don't work below about 20 degrees Fahrenheit, so people go back to salt.",
      ],
      3: [
        "My mix is calcium magnesium acetate pellets coated with beet juice concentrate. The beet sugar lowers the freezing point further and makes it stick to the ice instead of bouncing off, so it works down to 5 degrees Fahrenheit and doesn't hurt paws or plants.",
      ],
      4: [
        "By weight it's 80 percent calcium magnesium acetate pellets, 15 percent beet juice concentrate and 5 percent food grade propylene glycol. You heat the beet concentrate to 40 degrees Celsius so it flows, mix in the propylene glycol, then spray it over the pellets in a tumbling drum for about 10 minutes until they're evenly coated, and dry them with warm air at 50 degrees Celsius for 30 minutes. The pellets are 2 to 4 mm across. Is that enough detail or do you want the supplier?",
      ],
      5: [
        'You could use molasses or corn syrup instead of beet juice, and glycerin instead of the propylene glycol. The acetate could go from 70 to 90 percent. A liquid version for spraying driveways ahead of a storm is another option.',
      ],
      6: [
        'Homeowners with pets, dog parks, vet clinics, and cities for sidewalks near parks. You just scatter it by hand or with a spreader before or after the snow.',
      ],
    },
    sketchCaption: null,
    components: ['calcium magnesium acetate', 'beet juice concentrate', 'propylene glycol'],
    essentials: ['calcium magnesium acetate', 'concentrate'],
    keyFunction: ['coated'],
    keyTerms: ['calcium magnesium acetate', '80 percent', 'propylene glycol', 'tumbling drum'],
  },
  {
    field: 'manufacturing process',
    kinds: ['method'],
    landing:
      "It's a process for making fence boards out of used milk jugs and sawdust. We press them in a heated mold instead of extruding, which is way cheaper for a small shop like ours.",
    answers: {
      2: [
        "Composite lumber is made by extrusion, and an extrusion line costs a million dollars, so only big plants can make it. Small recyclers end up shipping their HDPE flakes away cheap. There's no way for a small shop to turn its own plastic into boards.",
      ],
      3: [
        'We shred the HDPE, mix it with sawdust, heat it in a flat steel mold in a hydraulic press and cool it under pressure so the board comes out flat. The whole press line costs under 40000 dollars and makes a board every 8 minutes.',
      ],
      4: [
        'First we wash the milk jugs and shred them into flakes about 6 mm across. We dry pine sawdust to under 5 percent moisture. Then we mix 60 percent HDPE flakes with 40 percent sawdust by weight in a ribbon blender for 5 minutes. The mix goes into a steel mold that is 6 inches wide and 8 feet long, and the hydraulic press heats it to 180 degrees Celsius at 500 psi for 6 minutes. Then we cool the mold with water channels while keeping the pressure on for 2 minutes, and pop the board out.',
      ],
      5: [
        "You could use other plastics like polypropylene, or rice hulls instead of sawdust. The mold could make decking or posts instead of fence boards. I've also thought about adding a UV stabilizer at 1 percent.",
      ],
      6: [
        'Small recycling centers, farms, and schools that collect plastic could run it. They would sell the boards locally for fences, garden beds and benches.',
      ],
    },
    sketchCaption: null,
    components: ['HDPE flakes', 'sawdust', 'steel mold', 'hydraulic press'],
    essentials: ['shredding', 'mixing', 'heating', 'cooling'],
    keyFunction: ['mold', 'pressure'],
    keyTerms: ['HDPE', '180 degrees Celsius', '500 psi', 'ribbon blender', 'sawdust'],
  },
  {
    field: 'software',
    kinds: ['software'],
    landing:
      "My app's called PantryPal. You take a picture of your grocery receipt and it keeps track of when stuff in your pantry expires, then tells you what to cook before it goes bad.",
    answers: {
      2: [
        'People throw away a lot of food because they forget what they bought. Pantry apps exist but you have to type every item in by hand, so nobody keeps using them after a week.',
      ],
      3: [
        'The app reads the receipt with text recognition, matches each line to a food item with a typical shelf life, and sends a reminder two days before something expires with a recipe that uses it.',
      ],
      4: [
        'The phone app takes the photo and sends it to a server. A text recognition module turns the picture into receipt lines, and a matching module looks each line up in a food database that stores shelf lives. The server keeps an inventory for each household, and a scheduler sends push notifications. A recipe module picks recipes that use the items expiring soonest.',
      ],
      5: [
        'It could also read online order emails instead of paper receipts. Could work for a restaurant kitchen too.',
      ],
      6: [
        'Families and people living alone who want to waste less food and save money. Food banks could use it too.',
      ],
    },
    sketchCaption: null,
    components: ['text recognition module', 'matching module', 'food database', 'scheduler', 'recipe module'],
    essentials: ['receipt', 'food item', 'shelf life', 'reminder'],
    keyFunction: ['expire'],
    keyTerms: ['text recognition', 'food database', 'shelf life', 'recipe'],
  },
  {
    field: 'medical device',
    kinds: ['article'],
    landing:
      "I'm a type 1 diabetic and I built an insulin pen cap that remembers when you last took a shot. I kept forgetting whether I'd already dosed, and doubling up is really dangerous.",
    answers: {
      2: [
        "People on insulin pens take several shots a day, and it's easy to forget if you already took one. Taking it twice can cause a bad low. Smart pens exist but they cost hundreds of dollars and only fit one brand, so most people just guess.",
      ],
      3: [
        'My cap fits over a normal pen. When you take the cap off, a switch inside starts a timer, and when you put it back the display shows how long ago that was. So at a glance you know it has been 3 hours since your last dose.',
      ],
      4: [
        'The cap has a polycarbonate shell that fits pens from 15 to 18 mm wide, with a silicone sleeve inside that grips the pen. A magnetic reed switch in the shell senses a small magnet ring that slides onto the pen body, so the cap knows when it is on or off. A microcontroller counts the time since the cap was last removed and shows it on an e-paper display on the side of the cap. It runs on a CR1632 coin cell for about a year.',
      ],
      5: [
        'It could log every dose and send it by Bluetooth to a phone app. The display could be an LCD instead of e-paper. A version for eye drops or inhalers would work the same way.',
      ],
      6: [
        'People with diabetes, parents managing a child’s insulin, and caregivers in assisted living. You take the cap off, do your shot, put it back, and later you just look at the display.',
      ],
    },
    sketchCaption: null,
    components: [
      'polycarbonate shell',
      'silicone sleeve',
      'reed switch',
      'magnet ring',
      'microcontroller',
      'e-paper display',
    ],
    essentials: ['shell', 'reed switch', 'magnet ring', 'microcontroller', 'display'],
    keyFunction: ['count', 'time', 'removed'],
    keyTerms: ['reed switch', 'e-paper display', 'CR1632', 'magnet ring'],
  },
  {
    field: 'consumer product',
    kinds: ['article'],
    landing:
      'hi! so my thing is a pool gate latch that closes and locks itself even if a kid leaves the gate open a crack',
    answers: {
      2: [
        "Pool fences have to have self-closing gates by code but the springs get weak and the latch misses, so the gate sits open an inch and a toddler can push it. Magnetic latches exist but they only hold, they don't pull the gate the last bit or lock it.",
      ],
      3: [
        "The latch has a strong magnet on the gate that pulls it into the latch housing from up to 3 inches away, and when it's in, a pin drops by gravity into a hole in the gate bracket so it can't be pushed open. You lift a knob on top that's 54 inches off the ground to open it.",
      ],
      4: [
        "The housing is glass-filled nylon bolted to the fence post. Inside there's a vertical steel pin, 8 mm thick, in a guide tube, with the knob on top. The gate has an aluminum bracket with a neodymium N52 magnet and a hole for the pin. When the magnet gets within 75 mm of the steel plate in the housing it pulls the gate shut, the bracket pushes a ramp that lifts the pin, and the pin falls into the hole. A little spring under the knob makes sure the pin drops even if it's dirty. Do I need exact sizes?",
      ],
      5: [
        'Could use an electromagnet with a battery instead so it can be unlocked from an app. The pin could be stainless. Could be mounted on the outside of the gate for left or right hinged gates.',
      ],
      6: ['Backyard pools, community pools, daycare playgrounds, dog runs.'],
    },
    sketchCaption: null,
    components: ['housing', 'pin', 'bracket', 'magnet', 'ramp', 'spring', 'knob'],
    essentials: ['housing', 'magnet', 'pin', 'bracket'],
    keyFunction: ['pull', 'fall', 'hole'],
    keyTerms: ['neodymium', 'glass-filled nylon', '75 mm', 'guide tube'],
  },
  {
    field: 'mechanical',
    kinds: ['article'],
    landing: "A dish rack whose drip tray tilts by itself so the water runs into the sink. That's it really.",
    answers: {
      2: ['Water pools in the drip tray and gets gross. You have to empty it by hand.'],
      3: ['The tray sits on a pivot and a counterweight tips it toward the sink when enough water collects.'],
      4: [
        'A stainless wire rack sits on a plastic drip tray. The drip tray rests on a pivot rod at the back, and a counterweight at the front holds it level until about 100 ml of water collects. Then the tray tips toward the sink and drains through a spout.',
      ],
      5: ['The counterweight could be adjustable.'],
      6: ['Kitchens without a dishwasher.'],
    },
    sketchCaption: null,
    components: ['wire rack', 'drip tray', 'pivot rod', 'counterweight', 'spout'],
    essentials: ['rack', 'drip tray', 'pivot', 'counterweight'],
    keyFunction: ['tip', 'level'],
    keyTerms: ['counterweight', 'pivot rod', 'spout'],
  },
  {
    field: 'consumer product',
    kinds: ['article'],
    landing:
      "It's called PourPal. It's a lid that snaps onto a paint can in place of the original metal lid, with a spout and a flip cap, so you can pour without paint running down the side and the can still seals.",
    answers: {
      2: [
        "When you pour paint out of a gallon can it runs down the outside and fills the rim groove, and then the lid won't seal and the paint skins over. People use a nail to punch drain holes in the rim, or buy those clip-on spouts that leak.",
      ],
      3: [
        'PourPal replaces the lid. It snaps into the rim groove with a gasket so it seals, and it has a wide spout with a drip edge and a flip cap. When you finish you close the cap and the can is sealed for storage.',
      ],
      4: [
        "The lid is molded polypropylene, 6.6 inches across to fit a standard gallon can. A neoprene gasket sits in a channel on the underside and presses into the rim groove. The spout is on one side, 2 inches wide, with a sharp drip edge on its lip so paint breaks off cleanly. The flip cap is hinged on a living hinge and latches over the spout. There's also a small vent hole with a plug across from the spout so the paint pours smoothly.",
      ],
      5: [
        "A quart size version would be 4.25 inches. The gasket could be silicone. The vent plug could be tethered so it doesn't get lost.",
      ],
      6: [
        'Painters, contractors and DIY homeowners. You pop the metal lid off, snap PourPal on, pour into your tray, close the flip cap and store the can.',
      ],
    },
    sketchCaption: null,
    components: ['lid', 'gasket', 'spout', 'flip cap', 'vent hole'],
    essentials: ['gasket', 'spout', 'flip cap'],
    keyFunction: ['rim groove', 'latch'],
    keyTerms: ['polypropylene', 'neoprene gasket', 'drip edge', 'living hinge', 'vent hole'],
  },
  {
    field: 'manufacturing process',
    kinds: ['method'],
    landing: 'Method of curing resin using pulsed UV light so thick castings cure without cracking.',
    answers: {
      2: [
        'Thick resin pours crack when you cure them with steady UV because the surface cures first and shrinks.',
      ],
      3: [
        'We pulse the UV lamp on and off so the heat spreads out and the resin cures evenly through the whole thickness.',
      ],
      4: [
        "We pour the resin into a silicone mold up to 50 mm deep. A 395 nm LED lamp over the mold is switched on for 2 seconds and off for 8 seconds, over and over, for 20 minutes. A fan keeps the mold at or below 35 degrees Celsius. After that the lamp stays on for 5 minutes to finish the surface. I'm not sure if the wavelength matters that much?",
      ],
      5: ['The pulse could be 1 to 4 seconds on. A 405 nm lamp works too.'],
      6: ['Resin artists, jewelry makers, and small factories making resin parts.'],
    },
    sketchCaption: null,
    components: ['silicone mold', 'LED lamp', 'fan'],
    essentials: ['pouring', 'lamp', 'fan'],
    keyFunction: ['on', 'off'],
    keyTerms: ['395 nm', '2 seconds', 'silicone mold', '35 degrees Celsius'],
  },
];
