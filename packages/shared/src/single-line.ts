// One rule for text that must stay on one line (names, organisations, roles, titles, subjects):
// a carriage return or line feed typed there could pass for a header line in an e-mail
// ("Bcc: ...") or split a row of an export, so any control character is refused with a 400 that
// names the field. Unicode's own line breaks count too: NEL (U+0085, a C1 control) and the line
// and paragraph separators (U+2028, U+2029), which JavaScript, YAML and some mail readers break on.

/** C0 controls, DEL and C1 controls (NEL among them), line breaks included; U+2028 and U+2029. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** In multi-line text: the same, but line feed, carriage return and tab are allowed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const MULTILINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const isSingleLine = (value: string): boolean => !CONTROL.test(value);

export const singleLineMessage = (label: string) =>
  `${label} must be one line, without line breaks or control characters`;
