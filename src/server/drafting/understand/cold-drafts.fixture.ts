import type { PatentData } from '../../../contract';

/**
 * Drafts of corpus inventions written cold at stop 49 (eval/corpus-cold.ts), as the interview drafted their
 * sections then, shared by the tests of the stops whose rules they showed missing.
 */

export const dustpan: PatentData = {
  title: 'Dustpan with Teeth on the Handle',
  summary:
    'The present invention is a dustpan with teeth on the handle so the user can comb the dust bunnies out of the broom.\n\n' +
    'The handle of the dustpan has a row of stiff plastic teeth along the top edge. The user drags the broom through the teeth and the hair falls straight into the pan. The front edge has a soft rubber lip that lies flat on the floor so the dust does not slip under.',
  details:
    'In one embodiment, a dustpan comprises a handle, a soft rubber lip, a pan, a plurality of teeth and a clip. Each tooth is disposed along the top edge of the handle and combs the dust bunnies out of the broom when the broom is dragged through the teeth.\n\n' +
    'It is molded polypropylene, the pan is 30 cm wide. The teeth are about 5 mm apart. The dustpan comprises a clip on the back of the handle that snaps onto the broom stick so they store together.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'In another embodiment, the dustpan is long-handled so that the user can use the dustpan standing up. The teeth may be metal for outdoor brooms.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The dustpan may be used by anyone who sweeps, especially people with long-haired pets and barbershops.',
  completedSections: [],
};

export const waxedTote: PatentData = {
  title: 'Method of Waterproofing a Canvas Tote Bag',
  summary:
    'The present invention is a method of waterproofing a canvas tote bag with a beeswax and paraffin bar and a hair dryer.\n\n' +
    '2 parts beeswax is melted with 1 part paraffin and poured into a soap mold to make a bar. The bar is rubbed hard over the whole outside of the bag until it looks cloudy. Then the bag is heated with a hair dryer on high so that the wax melts into the fibers. Then the user lets it cure overnight.',
  details:
    'In one embodiment, the method of waterproofing a canvas tote bag uses beeswax.\n\n' +
    'The canvas should be 10 oz or heavier. The seams are done twice. A second coat the next day makes it fully waterproof.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'A heat gun on low works instead of a hair dryer. Soy wax is a vegan option.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The method of waterproofing a canvas tote bag may be used by crafters, campers and people who bike to work in the rain.',
  completedSections: [],
};

export const busApp: PatentData = {
  title: 'Application That Tells When to Leave the House to Catch the Bus',
  summary:
    'The present invention is an application that tells the user when to leave the house to catch the bus, using the live arrival times.\n\n' +
    "The user saves the stop and the walk time to it. The app pulls the live arrival time for the next bus from the transit agency's feed every 30 seconds, subtracts the walk time, and sends a notification when it is time to go.",
  details:
    'The application performs the following operations: (1) receiving the stop and the walk time; (2) operating only during an hour selected by the user.\n\n' +
    "If the bus is going to arrive less than 2 minutes after the user would get there, it tells the user to hurry. It learns the real walk time from the phone's location over the first week. It only runs in the picked hour, such as 7 to 8 in the morning.",
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'The application may also do trains. A watch version may vibrate.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The application may be used by commuters, students and parents getting children to school buses.',
  completedSections: [],
};

export const wheelChock: PatentData = {
  title: 'Wheel Chock for RVs That Folds Flat and Has a Bubble Level',
  summary:
    'The present invention is a wheel chock for RVs that folds flat and has a bubble level built in so the user knows when the user is parked level.\n\n' +
    "The wheel chock for RVs is two ramps joined by a hinge in the middle so it folds flat like a book. Opened up, it wedges under the tire. A bubble level is set into the top face so the user can look at it from the driver's window with a mirror.",
  details:
    'In one embodiment, a wheel chock for RVs comprises a plurality of ramps, a hinge, a bubble level, a plurality of ramp surfaces and a strap.\n\n' +
    'It is glass-filled nylon, about 25 cm long and 15 cm wide. The ramp surfaces have rubber cleats so the tire does not slip. The strap keeps it closed when folded.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'The wheel chock for RVs may come in a pair with a carry bag. In another embodiment, the wheel chock for RVs is larger, for trucks.',
  useCases:
    'The present invention is suited to a variety of uses, including those described below.\n\n' +
    'The wheel chock for RVs may be used by RV owners, campers and boat trailer owners.',
  completedSections: [],
};
