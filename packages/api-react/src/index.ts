/** Shared React data hooks for the site and the console (filled in by issue 17's data-layer work). */
export {};
