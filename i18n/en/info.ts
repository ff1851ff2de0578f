/** The info namespace in English (see i18n/catalogues.ts for what it covers). Keys begin with "info.". */
export default {} as const;
