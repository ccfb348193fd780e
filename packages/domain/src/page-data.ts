/**
 * The id of the JSON element in which the server hands a public page its first API answers (decision 037): the
 * web app reads them from there instead of asking again. Its own module, free of zod, because the web app's
 * first script imports it.
 */
export const PAGE_DATA_ELEMENT_ID = 'pulse-page-data';
