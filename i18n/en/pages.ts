/** The pages namespace in English (see i18n/catalogues.ts for what it covers). Keys begin with "pages.". */
export default {} as const;
