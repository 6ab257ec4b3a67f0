// Every message id, from the English catalogues (the completeness test keeps Kiswahili's the
// same), so that a mistyped or removed id is a type error where it is used.
import type common from "./locales/en/common.json";
import type home from "./locales/en/home.json";

export type MessageId = keyof typeof common | keyof typeof home;
