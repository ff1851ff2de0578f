/** The errors namespace in English (see i18n/catalogues.ts for what it covers). Keys begin with "errors.". */
export default {} as const;
