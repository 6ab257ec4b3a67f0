// Image picker with preview: the file is uploaded as soon as it is chosen and the form keeps the
// answer's address, so the preview is the image the server will serve.
import { TOASTS, UPLOAD_ACCEPT } from "@alliance/shared";
import { useId, useRef, useState } from "react";
import { isUnauthorized } from "../../lib/staff/session";
import { uploadImage } from "../../lib/staff/uploads";
import { notify } from "../../lib/toast";
import { FieldError, FieldLabel } from "../ui/field";

export function ImageField({
  label,
  value,
  onChange,
  onBusyChange,
  error,
  required,
  previewAlt,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
  required?: boolean;
  previewAlt: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    onBusyChange?.(true);
    try {
      onChange(await uploadImage(file));
    } catch (uploadError) {
      console.error(uploadError);
      if (!isUnauthorized(uploadError)) notify.error(TOASTS.imageUploadFailed);
      if (input.current) input.current.value = "";
    } finally {
      setUploading(false);
      onBusyChange?.(false);
    }
  }

  const describedBy = [error ? `${id}-error` : "", `${id}-status`].filter(Boolean).join(" ");

  return (
    <div className="mb-3">
      <FieldLabel id={id} label={label} required={required} />
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => void onFile(event.target.files?.[0])}
        className="block w-full text-sm text-gray-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand file:px-3 file:py-2 file:text-white"
      />
      <p id={`${id}-status`} className="mt-1 text-xs text-gray-700" aria-live="polite">
        {uploading ? "Uploading image..." : value ? "Image ready" : "PNG, JPEG, WebP, GIF or AVIF"}
      </p>
      <FieldError id={id} error={error} />
      {value && (
        <img
          src={value}
          alt={previewAlt}
          className="mt-2 h-24 w-auto max-w-full rounded border border-gray-300 object-contain"
        />
      )}
    </div>
  );
}
