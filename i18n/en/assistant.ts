/** The assistant namespace in English (see i18n/catalogues.ts for what it covers). Keys begin with "assistant.". */
export default {} as const;
