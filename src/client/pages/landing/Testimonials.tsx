import { TESTIMONIAL_COUNT, TESTIMONIAL_RATING } from '../../../contract/constants';
import { StarIcon } from './icons';
import { SectionHeading } from './SectionHeading';

const TESTIMONIALS = [
  {
    quote:
      'I had sketches of my folding bike rack in a notebook for two years. The assistant asked questions I had never thought about, and I filed the same evening.',
    name: 'Marcus T.',
    detail: 'Hobby engineer, Ohio',
  },
  {
    quote:
      'The draft read like something a professional wrote. Knowing it was patent pending made my first meeting with a manufacturer far less nerve-racking.',
    name: 'Elena R.',
    detail: 'Product designer, Texas',
  },
  {
    quote:
      'I was quoted over two thousand dollars for a provisional. This got me a solid filing to build on, and I still have my twelve months to work with an attorney.',
    name: 'David K.',
    detail: 'Founder of a kitchen-tools start-up, Oregon',
  },
] as const;

function Stars() {
  return (
    <span className="flex text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className="h-5 w-5" />
      ))}
    </span>
  );
}

/** Spec §2: testimonials with the 4.9/5 rating from 200+ inventors. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Inventors like you trust us" />
        <p className="mt-4 flex flex-wrap items-center justify-center gap-2 text-lg font-semibold text-slate-900">
          <Stars />
          <span>
            {TESTIMONIAL_RATING} from {TESTIMONIAL_COUNT} inventors
          </span>
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li
              key={item.name}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <Stars />
              <p className="sr-only">Rated 5 out of 5</p>
              <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">“{item.quote}”</blockquote>
              <p className="mt-6 font-semibold text-slate-900">{item.name}</p>
              <p className="text-sm text-slate-600">{item.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
