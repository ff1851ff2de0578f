/** The flights namespace in English (see i18n/catalogues.ts for what it covers). Keys begin with "flights.". */
export default {} as const;
