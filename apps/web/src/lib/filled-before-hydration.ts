// What a reader typed or chose in a server-drawn form before its script arrived is not lost. On a
// slow phone the fields work at once (they are plain HTML), but their handlers come with the
// script, and React keeps a field's value as the reader left it when it hydrates without telling
// the component's state: a password typed meanwhile stayed on screen while the form checked an
// empty one, and a year picked in the impact filters did not move the figures. So on hydration the
// form's fields are read back, and if they differ from what the server drew they are handed over
// as if entered now. It travels in the public pages' shared chunk (vite.config.ts, PUBLIC_COMMON):
// a chunk of its own would cost each page a request and its headers.
import { type RefObject, useEffect, useRef } from "react";

/**
 * Once hydrated, calls `apply` with the values of the form's fields named in `drawn` if any of
 * them differs from what the server drew (`drawn`): all the named values, as the reader sees them.
 */
export function useFilledBeforeHydration<Name extends string>(
  form: RefObject<HTMLFormElement | null>,
  drawn: Record<Name, string>,
  apply: (shown: Record<Name, string>) => void,
): void {
  // Only the first render's values were drawn by the server; later ones are the reader's.
  const first = useRef({ drawn, apply });
  useEffect(() => {
    const { drawn, apply } = first.current;
    const elements = form.current?.elements;
    if (!elements) return;
    const shown = { ...drawn };
    for (const name of Object.keys(drawn) as Name[]) {
      const field = elements.namedItem(name);
      if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement
      )
        shown[name] = field.value;
    }
    if (Object.keys(drawn).some((name) => shown[name as Name] !== drawn[name as Name])) apply(shown);
  }, [form]);
}
