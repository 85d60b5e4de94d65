/** @navdhara/shared/division: the one division page layout and its pieces (filled by the division issue). */
export {};
