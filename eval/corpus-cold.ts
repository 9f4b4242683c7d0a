import type { LabelledInvention } from './corpus';

/**
 * Inventions first drafted cold, after the drafter had been tuned on the rest of the corpus: each one
 * showed faults the tuned corpus hid (a claim 1 without the heated blade, a title cut mid-phrase, a
 * broken method step), so they stay here as the drafter's check on generalizing.
 */
export const COLD_INVENTIONS: LabelledInvention[] = [
  {
    field: 'heated tool',
    kinds: ['article'],
    landing:
      "I live in Minnesota and scraping thick ice off my windshield takes forever. So I built an ice scraper with a heated blade that plugs into the car's 12 volt socket.",
    answers: {
      2: [
        "Plastic scrapers just chip at the ice, and de-icer sprays freeze again when it's below zero. The heated scrapers I found online put the heater in the handle, so the blade itself stays cold and you're back to chipping.",
      ],
      3: [
        'The blade itself is heated. A 40 watt heater is bonded to the back of an aluminum blade, so the blade melts a thin layer of ice against the glass and the ice comes off in sheets instead of chips.',
      ],
      4: [
        "The handle is about 10 inches long and made of ABS, with a 12 foot cord that ends in a 12 V plug. The aluminum blade is 4 inches wide and 3 mm thick. The heater is a polyimide film heater glued to the back of the blade. A thermostat in the handle cuts the heater off at 70 degrees Celsius so it can't crack the glass. There's an LED on the handle that shows when the blade is warm. Should I say what glue I use?",
      ],
      5: [
        'It could run off a rechargeable battery pack instead of the cord. The blade could be copper, and the thermostat could be set anywhere from 50 to 80 degrees Celsius.',
      ],
      6: [
        'Anyone who parks outside in the winter, delivery drivers especially. You plug it in, wait about 30 seconds until the LED comes on, and push the blade across the glass.',
      ],
    },
    sketchCaption: null,
    components: ['handle', 'blade', 'heater', 'thermostat', 'LED'],
    essentials: ['blade', 'heater', 'thermostat'],
    keyFunction: ['heat', 'cut'],
    keyTerms: ['40 watt', '12 V', 'polyimide', 'aluminum', '70 degrees Celsius'],
  },
  {
    field: 'monitoring software',
    kinds: ['software'],
    landing:
      'I keep bees and lose a swarm or two every spring. My idea is an app that tells beekeepers when a hive is about to swarm, by listening to it.',
    answers: {
      2: [
        "Before a colony swarms the bees start piping and the hum of the hive changes pitch. Right now the only way to know is to open every hive once a week and look for queen cells, which disturbs the bees, and a lot of us keep hives in out-yards we don't get to that often.",
      ],
      3: [
        'A small microphone in the hive sends recordings to our server, and when the sound shows the swarm signature the app sends the beekeeper a push notification a few days ahead, so they have time to split the hive.',
      ],
      4: [
        'The microphone unit is a MEMS microphone and an ESP32 board in a waterproof box that sits under the inner cover, powered by a small solar panel. Every 15 minutes it records 30 seconds of sound and uploads it over WiFi or LoRa to the server. The server runs a fast Fourier transform on each recording and tracks the energy in the 200 to 500 Hz band. When the dominant frequency rises by more than 10 percent over three days, or piping shows up between 400 and 500 Hz, the server flags the hive and sends the notification. The app shows each hive with a green, yellow or red status and a chart of its frequency.',
      ],
      5: [
        "The analysis could run on the ESP32 instead of the server. You could add a temperature and humidity sensor. And for people who don't want hardware, the phone's own microphone held against the hive for a minute would work.",
      ],
      6: ['Hobby beekeepers, commercial pollination outfits with hundreds of hives, and bee research labs.'],
    },
    sketchCaption: null,
    components: ['microphone', 'server', 'app'],
    essentials: ['microphone', 'frequency', 'notification'],
    keyFunction: ['frequency', 'notification'],
    keyTerms: ['ESP32', '200 to 500 Hz', '15 minutes', 'LoRa', 'fast Fourier transform'],
  },
];
