// The report form's draft on the device (report-drafts.ts): saved as it is typed, offered again
// ("Restore the draft from <time>" or discard it) when the form opens, removed once the report is
// saved; the form says when the browser is offline and whether the draft is kept on this device.
import { useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { askToKeepDrafts, discardDraft, type ReportDraft, readDraft, saveDraft } from "./report-drafts";

function useOffline(): boolean {
  const [offline, setOffline] = useState(
    () => typeof navigator !== "undefined" && navigator.onLine === false,
  );
  useEffect(() => {
    const update = () => setOffline(navigator.onLine === false);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return offline;
}

export function useReportDraft<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, key: string) {
  const [offer, setOffer] = useState<ReportDraft | null>(null);
  const [kept, setKept] = useState(false);
  const offline = useOffline();
  // While a draft is offered, typing does not overwrite it: the user has not chosen yet.
  const offering = useRef(false);

  useEffect(() => {
    let live = true;
    askToKeepDrafts();
    void readDraft(key).then((draft) => {
      if (!live || !draft) return;
      offering.current = true;
      setOffer(draft);
    });
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    const subscription = form.watch((values) => {
      if (offering.current) return;
      void saveDraft(key, values).then(setKept);
    });
    return () => subscription.unsubscribe();
  }, [form, key]);

  const settle = () => {
    offering.current = false;
    setOffer(null);
  };
  return {
    offer,
    kept,
    offline,
    restore: () => {
      if (offer) form.reset(offer.values as V);
      settle();
    },
    discard: () => {
      void discardDraft(key);
      settle();
    },
    /** Once the report is saved, its draft has served. */
    clear: () => discardDraft(key),
  };
}

export function DraftNotes({ draft }: { draft: ReturnType<typeof useReportDraft> }) {
  return (
    <>
      {draft.offer && (
        <div
          role="status"
          className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-slate-900 ring-1 ring-amber-300"
        >
          <p>A draft of this report is kept on this device.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={draft.restore}
              className="min-h-11 rounded-md bg-brand px-4 font-semibold text-white"
            >
              Restore the draft from {new Date(draft.offer.savedAt).toLocaleString("en-KE")}
            </button>
            <button
              type="button"
              onClick={draft.discard}
              className="min-h-11 rounded-md border border-slate-400 px-4 font-semibold"
            >
              Discard the draft
            </button>
          </div>
        </div>
      )}
      <p aria-live="polite" className="mb-2 text-sm text-slate-700">
        {draft.offline && "You are offline: you can go on typing, and send once the network is back. "}
        {draft.kept && "Draft saved on this device."}
      </p>
    </>
  );
}
