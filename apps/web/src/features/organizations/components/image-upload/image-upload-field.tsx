import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES, imageMessages } from '@catalyst/shared';
import ImagePlus from 'lucide-react/icons/image-plus';
import Upload from 'lucide-react/icons/upload';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { toast } from '@/lib/notify';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useDeleteOrganizationImage } from '../../api/delete-organization-image';
import {
  useUploadOrganizationImage,
  type OrganizationImageTarget,
} from '../../api/upload-organization-image';
import { imageActionError } from './image-action-error';
import { imageFileError } from './image-file-error';
import { RemoveImageDialog } from './remove-image-dialog';

export interface ImageUploadFieldProps {
  organizationId: string;
  target: OrganizationImageTarget;
  /** e.g. 'Logo', 'Banner image', 'Clean Energy image'; messages use it in lower case. */
  label: string;
  hint?: string;
  imageUrl: string | null;
  disabled?: boolean;
}

// Each preview keeps the shape the profile shows the image in.
const previewShapes: Record<OrganizationImageTarget['kind'], string> = {
  logo: 'aspect-square w-28 sm:w-32',
  banner: 'aspect-[1280/360] w-full',
  category: 'aspect-video w-full max-w-md',
};

const acceptedTypes = IMAGE_ACCEPTED_TYPES.join(',');
const formatsHint = `JPEG, PNG or WebP, under ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;
const withFullStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * One of an organization's images: its preview, a file picker that uploads at once, and a
 * confirmed removal. The organization's cached page follows every change, so the profile
 * and the editor show the new image without a reload.
 */
export function ImageUploadField({
  organizationId,
  target,
  label,
  hint,
  imageUrl,
  disabled = false,
}: ImageUploadFieldProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const type = label.toLowerCase();

  const upload = useUploadOrganizationImage();
  const removal = useDeleteOrganizationImage();
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);

  // What the server last said about this image wins until the parent passes a newer address.
  const [shown, setShown] = useState<{ url: string | null; from: string | null } | null>(null);
  const currentUrl = shown && shown.from === imageUrl ? shown.url : imageUrl;

  const busy = upload.isPending || removal.isPending;
  const locked = disabled || busy;

  function fail(message: string) {
    setError(message);
    setAnnouncement('');
    toast.error(message);
  }

  function send(file: File | undefined) {
    const refusal = imageFileError(file);
    if (refusal || !file) {
      fail(refusal ?? imageMessages.required);
      return;
    }
    setError(null);
    setAnnouncement('Uploading...');
    upload.mutate(
      { organizationId, target, file },
      {
        onSuccess: (url) => {
          setShown({ url, from: imageUrl });
          setAnnouncement(`${label} uploaded`);
        },
        onError: (failure) => fail(imageActionError(failure, imageMessages.uploadFailed(type))),
      },
    );
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after an error) still reports a change.
    event.target.value = '';
    send(file);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!locked) send(event.dataTransfer.files[0]);
  }

  async function remove() {
    setError(null);
    try {
      await removal.mutateAsync({ organizationId, target });
      setShown({ url: null, from: imageUrl });
      setAnnouncement(`${label} removed`);
    } catch (failure) {
      fail(imageActionError(failure, imageMessages.deleteFailed(type)));
    }
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-3">
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!locked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'relative overflow-hidden rounded-xl border bg-slate-50',
          previewShapes[target.kind],
          currentUrl ? 'border-slate-200' : 'border-dashed border-slate-300',
          dragging && 'border-brand-600 bg-brand-50',
          error && 'border-red-400',
        )}
      >
        {currentUrl ? (
          <img
            src={currentUrl}
            alt={`Current ${type}`}
            className={cn(
              'absolute inset-0 size-full',
              target.kind === 'logo' ? 'bg-white object-contain' : 'object-cover',
            )}
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-2 text-center text-slate-500">
            <ImagePlus aria-hidden className="size-6" />
            <span className="text-xs">No {type} yet</span>
          </div>
        )}
        {busy ? (
          <div
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center bg-white/70 text-sm font-medium text-slate-800"
          >
            {upload.isPending ? 'Uploading...' : 'Removing...'}
          </div>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {/* The real file input keeps the keyboard and screen readers' file picker; its label is the button. */}
        <input
          id={inputId}
          type="file"
          accept={acceptedTypes}
          className="peer sr-only"
          disabled={locked}
          onChange={handleChange}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            locked && 'pointer-events-none opacity-50',
          )}
        >
          <Upload aria-hidden />
          {upload.isPending ? 'Uploading...' : `${currentUrl ? 'Replace' : 'Upload'} ${type}`}
        </label>
        {currentUrl ? (
          <RemoveImageDialog label={label} disabled={locked} onConfirm={remove} />
        ) : null}
      </div>

      <p id={hintId} className="text-xs text-slate-500">
        {hint ? `${withFullStop(hint)} ` : ''}
        {formatsHint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
