import { createOfflineDrafter } from './src/server/drafting/offline/offline-drafter';
import { interview } from './eval/interview';
import type { InventionScript } from './tests/helpers/inventions';
const mine: InventionScript[] = [
  {
    landing: "so I came up with a cold brew coffee concentrate that doesn't go bitter, we make it in small batches.",
    answers: {
      2: ["Normal cold brew gets sour after a few days in the fridge and a lot of people dump it out. The stuff at the store has preservatives."],
      3: ["We grind the beans coarse, steep them in filtered water for 18 hours at 4 degrees Celsius, then filter it twice and add a pinch of sea salt so it stays smooth for 3 weeks."],
      4: ["First we grind 1 kg of medium roast beans to about 1 mm. We soak them in 5 liters of filtered water in a stainless tank for 18 hours at 4 degrees Celsius. Then we pour it through a paper filter and a 5 micron cartridge and add 2 grams of sea salt per liter. We bottle it in amber glass and keep it cold."],
      5: ["You could use oat milk instead of water for a creamy version, or decaf beans. A shelf-stable version could be pasteurized."],
      6: ["Coffee shops, offices, people who hate making coffee every morning."],
    },
    sketchCaption: null,
  } as unknown as InventionScript,
  {
    landing: "I built a garden kneeler that helps you stand back up, it has handles that fold out.",
    answers: {
      2: ["Older gardeners have bad knees and it's a real pain to get up off the ground. Kneeling pads exist but they don't help you get up."],
      3: ["It's a foam pad on a steel frame with two handles that swing up. You push on the handles to stand, and a little gas spring helps lift you."],
      4: ["The frame is powder coated steel tube, 25 mm across. The pad is closed cell foam, 40 mm thick. Each handle pivots on a bolt and locks upright with a spring pin. The gas spring is 100 newtons and sits under the pad. Does the color matter?"],
      5: ["The handles could be aluminum instead to make it lighter. A bigger version could be used as a bench too."],
      6: ["Gardeners, tile setters, plumbers, anybody who kneels a lot."],
    },
    sketchCaption: null,
  } as unknown as InventionScript,
  {
    landing: "My app's called ChoreChamp. It lets parents assign chores to kids and kids earn points they can trade for screen time.",
    answers: {
      2: ["Parents nag all the time and chore charts on the fridge get ignored. Other chore apps don't tie points to anything kids actually want."],
      3: ["The parent app sends a chore to the kid's phone, the kid takes a photo when it's done, and the parent approves it with one tap. Points turn into minutes of screen time automatically."],
      4: ["There's a mobile app for parents and one for kids, a cloud server with a Firebase database, and a screen time module that talks to the phone's parental controls API. A points engine gives 10 points per chore and 1 point equals 1 minute. Push notifications remind kids 30 minutes before a chore is due."],
      5: ["You could trade points for allowance money instead of screen time. It could also work for roommates splitting chores."],
      6: ["Families with kids 6 to 16, foster homes, summer camps."],
    },
    sketchCaption: null,
  } as unknown as InventionScript,
];
for (const inv of mine) {
  const { patentData } = await interview(inv, createOfflineDrafter());
  for (const k of ['title','background','summary','details','variations','useCases','abstract'] as const) console.log(`=== ${k}\n${patentData[k]}`);
}
