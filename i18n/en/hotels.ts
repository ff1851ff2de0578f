/** The hotels namespace in English (see i18n/catalogues.ts for what it covers). Keys begin with "hotels.". */
export default {} as const;
