/** The donation form's text controls (its own look: larger text than the site's other forms). */
export const INPUT =
  'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500';

/** A preset amount or frequency: a large tile, outlined in brand colour when chosen. */
export const choice = (on: boolean) =>
  `flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 px-3 py-2 text-sm font-semibold transition ${
    on ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 bg-white text-gray-800 hover:border-brand-400'
  }`;
