"use client";

import { useId } from "react";
import { HERO_IMAGE_MAX_BYTES, HERO_IMAGE_MIME_TYPES, type AdminMedia } from "@site/contract";
import { Spinner } from "@/components/ui/spinner";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";

/**
 * Picks and uploads an image at once; the API judges it by its bytes (PNG, JPEG or WebP, at most 2 MB)
 * and answers the stored path. The form keeps only that path.
 */
export function HeroUpload({
  folder = "blog",
  label,
  value,
  onChange,
  error,
  required,
}: {
  folder?: "blog" | "authors";
  label: string;
  value: string;
  onChange: (path: string) => void;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  // The upload's own failure shows under the field; the page is not refreshed (the editor around it
  // holds what is typed and not yet saved).
  const action = useAdminAction<"upload">();
  const uploading = action.busy;
  const shown = action.errors.file ?? action.errors.form ?? error;

  async function upload(file: File) {
    if (file.size > HERO_IMAGE_MAX_BYTES) {
      action.setErrors({ file: "The image must be 2 MB or smaller" });
      return;
    }
    const form = new FormData();
    form.append("file", file);
    await action.run("upload", () => adminRequest<AdminMedia>(`/media/${folder}`, { body: form }), {
      failure: "form",
      refresh: false,
      onDone: (media) => onChange(media.file_path),
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
        {required ? <span className="ml-1 font-normal text-accent-600">(Required)</span> : null}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex aspect-[16/9] w-48 items-center justify-center overflow-hidden rounded-xl border border-ink-200 bg-ink-50">
          {value ? (
            // eslint-disable-next-line @next/next/no-img-element -- a just-uploaded image of any size; the box reserves its space
            <img
              src={value}
              alt=""
              width={192}
              height={108}
              className="h-full w-full object-cover"
              data-testid="hero-preview"
            />
          ) : (
            <span className="text-sm text-ink-600">No image yet</span>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <input
            id={id}
            type="file"
            accept={HERO_IMAGE_MIME_TYPES.join(",")}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-error` : `${id}-hint`}
            disabled={uploading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
              e.target.value = "";
            }}
            className="text-sm text-ink-800 file:mr-3 file:h-9 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
          />
          <p id={`${id}-hint`} className="text-sm text-ink-600">
            PNG, JPEG or WebP, up to 2 MB.
          </p>
          {uploading ? (
            <p className="flex items-center gap-2 text-sm text-ink-700" role="status">
              <Spinner /> Uploading...
            </p>
          ) : null}
          {shown ? (
            <p id={`${id}-error`} className="text-sm font-medium text-accent-600" role="alert">
              {shown}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
