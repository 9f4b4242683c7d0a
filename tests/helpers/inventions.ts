/**
 * Realistic inventor answers for whole interviews: plain language, first person, several answers per
 * step (the first often too thin, so the assistant must ask a follow-up). `components` are the parts
 * the inventor names, which the drafted Details section must keep.
 */
export type InventionScript = {
  field: string;
  /** The landing page's free description (step 1). */
  landing: string;
  /** Answers for steps 2 to 6, in order; the driver sends them until the step advances. */
  answers: Record<2 | 3 | 4 | 5 | 6, string[]>;
  /** Caption sent with the sketch at step 7, or null to skip the sketch. */
  sketchCaption: string | null;
  components: string[];
};

export const INVENTIONS: InventionScript[] = [
  {
    field: 'mechanical',
    landing:
      'I invented a folding sawhorse that levels itself on uneven ground. I do a lot of framing work on job sites and the ground is never flat, so my sawhorses always rock and I end up shimming them with scraps of wood.',
    answers: {
      2: [
        "It's annoying.",
        "Existing sawhorses have fixed legs, so on a slope or gravel they wobble and the cut goes crooked. Contractors today shove shims or bricks under the legs, which is slow and not safe when you're running a circular saw on top.",
      ],
      3: [
        'Each leg adjusts by itself.',
        "My sawhorse has four legs that each slide in a sleeve and lock automatically when the beam is level, so you just set it down and it finds level in a couple of seconds. It's safer and faster than shimming and it still folds flat for the truck.",
      ],
      4: [
        'It has a steel beam and four telescoping legs.',
        'The steel beam is made of 14 gauge square tubing about 36 inches long. Each telescoping leg slides inside an aluminum sleeve that is bolted to a hinge bracket under the beam. A spring-loaded cam lock in each sleeve grips the leg once it touches the ground.',
        'I put a bubble level on top of the beam so you can check it, and there are rubber feet on each leg. The hinge bracket lets the legs fold flat against the beam, and a release lever on the end of the beam opens all four cam locks at once.',
      ],
      5: [
        'The legs could be made of fiberglass instead of aluminum so it is lighter.',
        'A bigger version could be 48 inches long for sheet goods, and the cam lock could be replaced with a ratchet. I have also thought about a clamp rail on top of the beam.',
      ],
      6: [
        'Contractors use it.',
        'Framers, deck builders and weekend DIY people would use it on job sites, driveways and lawns. You carry it out, unfold the legs, set it down, it levels itself, and you start cutting.',
      ],
    },
    sketchCaption: 'Side view of my sawhorse with one leg extended on a slope',
    components: [
      'steel beam',
      'telescoping legs',
      'aluminum sleeve',
      'hinge bracket',
      'cam lock',
      'bubble level',
      'rubber feet',
      'release lever',
    ],
  },
  {
    field: 'software',
    landing:
      "My idea is an app called ShiftSwap that lets nurses trade shifts with each other without the manager having to do all the back and forth. Right now we use a group chat and a paper calendar and it's a mess.",
    answers: {
      2: [
        'Hospitals schedule nurses weeks ahead, and when someone needs a day off they have to find a replacement themselves. The current way is texting around or posting in a group chat, then the charge nurse has to check overtime rules by hand and update the paper schedule, and mistakes happen all the time.',
      ],
      3: [
        "My app matches a nurse who wants to give up a shift with qualified nurses who are available, checks the overtime and certification rules automatically, and only sends the final swap to the manager for one-tap approval. It cuts the manager's work and prevents illegal swaps.",
      ],
      4: [
        'There is a mobile app and a server.',
        'The mobile app runs on iPhone and Android phones. It talks over an encrypted API to a scheduling server that keeps the schedule in a PostgreSQL database. A rules engine on the server checks overtime limits, like no more than 60 hours a week, and unit certifications before a swap is offered.',
        'A matching module ranks the available nurses by seniority and hours worked, and a notification service sends push notifications to the phones. The manager dashboard is a web page where the charge nurse approves swaps, and an HL7 interface exports the final schedule to the hospital payroll system.',
      ],
      5: [
        'It could work for other shift workers like paramedics, factory workers or restaurant staff. The rules engine could load different union rules per hospital, and the matching module could use a machine learning model instead of simple ranking.',
      ],
      6: [
        'A nurse who needs Saturday off opens the app, taps the shift, and the app shows who can take it. The other nurse accepts, the charge nurse gets a notification, approves it with one tap, and the schedule updates for everyone. Staffing offices in big hospitals would use it too.',
      ],
    },
    sketchCaption: 'Diagram of the phone app, the server and the manager dashboard',
    components: [
      'mobile app',
      'scheduling server',
      'PostgreSQL database',
      'rules engine',
      'matching module',
      'notification service',
      'manager dashboard',
      'HL7 interface',
    ],
  },
  {
    field: 'chemical/food',
    landing:
      "I came up with a shelf-stable hot sauce that doesn't separate, using chia seed gel instead of xanthan gum. Every natural hot sauce I've made separates in the bottle after a week and customers think it went bad.",
    answers: {
      2: [
        'Natural hot sauces separate into a watery layer and pulp. Conventional makers add xanthan gum to stop it, but a lot of customers want clean-label products without gums, and the existing gum-free sauces have to be shaken every time.',
      ],
      3: [
        'My sauce stays mixed for at least six months on the shelf because ground chia seed gel holds the pepper solids in suspension. It has no gums or stabilizers on the label, and the chia also makes it a little thicker, which cooks like.',
      ],
      4: [
        'The ingredients are red habanero peppers, apple cider vinegar, chia seed gel, garlic, and sea salt.',
        'The chia seed gel is made by soaking 2 grams of finely ground chia seed in 20 ml of water for 15 minutes. The peppers, vinegar, garlic and sea salt are blended for 3 minutes, heated to 85 degrees Celsius for 10 minutes, and then the gel is mixed in at about 4 percent by weight. The pH is kept below 3.8 so it is shelf stable, and it is hot-filled into glass bottles.',
      ],
      5: [
        'It could use jalapeno or ghost peppers instead of habanero, or lime juice instead of vinegar.',
        'The gel could be made from flax seed or basil seed instead of chia, and the amount could range from 2 to 6 percent by weight for thinner or thicker sauces. A powdered version could be sold for restaurants.',
      ],
      6: [
        'Small hot sauce makers and farmers market vendors would use the recipe, and so would big food companies making clean-label condiments. A customer just takes the bottle off the shelf and pours it, no shaking.',
      ],
    },
    sketchCaption: null,
    components: [
      'habanero peppers',
      'apple cider vinegar',
      'chia seed gel',
      'garlic',
      'sea salt',
      'glass bottles',
    ],
  },
  {
    field: 'medical device',
    landing:
      "I'm a respiratory therapist and I designed a nebulizer mask with a built-in timer that tells kids when their breathing treatment is done. Little kids pull the mask off early all the time and then they don't get the full dose.",
    answers: {
      2: [
        'Children with asthma need nebulizer treatments that last about 10 minutes, but they get bored and pull the mask off. Parents have no easy way to know if the dose was finished, and the existing masks are just plain plastic with no feedback at all.',
      ],
      3: [
        'The mask has a small timer module that starts when it senses airflow and lights up a ring of LEDs that count down, so the child can see progress like a game. It plays a short tune at the end, so parents and kids know the treatment is complete.',
      ],
      4: [
        'The parts are a soft silicone face mask, a nebulizer cup connector, an airflow sensor, a timer module, an LED ring, a piezo buzzer, and a coin cell battery.',
        'The silicone face mask is medical grade silicone and fits over the nose and mouth. The nebulizer cup connector is a standard 22 mm port at the bottom. The airflow sensor is a small thermistor in the port that detects breathing, and it is wired to the timer module, which is sealed inside a clip-on housing on the front of the mask. The LED ring has 10 lights, one for each minute, and the coin cell battery is a CR2032 that lasts about 300 treatments.',
      ],
      5: [
        'The timer module could be removable so it clips onto other masks, and the LEDs could be replaced by a small screen with animals. It could also connect by Bluetooth to a parent app that logs each treatment for the doctor.',
      ],
      6: [
        'Parents use it at home twice a day for kids with asthma or cystic fibrosis, and nurses use it in pediatric clinics and emergency rooms. The child puts the mask on, the lights start when they breathe, and when the tune plays they are done.',
      ],
    },
    sketchCaption: 'Front view of the mask showing the LED ring and the clip-on housing',
    components: [
      'silicone face mask',
      'nebulizer cup connector',
      'airflow sensor',
      'timer module',
      'LED ring',
      'piezo buzzer',
      'coin cell battery',
    ],
  },
  {
    field: 'consumer product',
    landing:
      "It's a dog water bottle that clips onto a leash and folds out into a bowl. When I walk my dog in summer I carry a bottle and a separate bowl and always forget one of them.",
    answers: {
      2: [
        'People who walk dogs have to carry water and a bowl separately. Current dog water bottles have a little trough that is too shallow for big dogs, and they leak in your bag.',
        'Collapsible bowls exist but they are another thing to carry, and existing leash clips only hold poop bags.',
      ],
      3: [
        "My bottle hangs on the leash with a clip, and a hinged silicone bowl folds out from the side. You press a button, water flows into the bowl, and you release it to stop. Leftover water goes back into the bottle so you don't waste it.",
      ],
      4: [
        'It has a bottle body, a leash clip, a folding bowl, a push-button valve and a carbon filter.',
        'The bottle body is BPA-free Tritan plastic and holds 600 ml. The leash clip is a stainless steel carabiner attached to a loop molded on the back of the bottle body. The folding bowl is food grade silicone on a hinge that snaps into a recess on the side. The push-button valve sits at the top, and when pressed it lets water flow through the carbon filter into the folding bowl.',
      ],
      5: [
        'It could come in a 1 liter size for big dogs, or a 350 ml size for small ones. The bowl could be made of hard plastic, and the filter is optional.',
      ],
      6: [
        'Dog owners use it on walks, hikes, and road trips. You clip it on the leash, and when the dog is thirsty you fold out the bowl, press the button, and let the dog drink. Dog walkers who take several dogs at once would also use it.',
      ],
    },
    sketchCaption: 'Drawing of the bottle with the bowl folded out',
    components: ['bottle body', 'leash clip', 'folding bowl', 'push-button valve', 'carbon filter'],
  },
];
