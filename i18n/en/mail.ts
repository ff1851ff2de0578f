/** The mail namespace in English (see i18n/catalogues.ts for what it covers). Keys begin with "mail.". */
export default {} as const;
