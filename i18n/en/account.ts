/** The account namespace in English (see i18n/catalogues.ts for what it covers). Keys begin with "account.". */
export default {} as const;
