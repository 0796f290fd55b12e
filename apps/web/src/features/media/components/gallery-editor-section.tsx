import { zodResolver } from '@hookform/resolvers/zod';
import {
  addVideoSchema,
  apiMessages,
  IMAGE_ACCEPTED_TYPES,
  MEDIA_ALT_MAX,
  MEDIA_MAX_ITEMS,
  mediaAltSchema,
  mediaMessages,
  videoProviderNames,
  type MediaItem,
  type Organization,
} from '@catalyst/shared';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ImagePlus from 'lucide-react/icons/image-plus';
import Trash2 from 'lucide-react/icons/trash';
import Video from 'lucide-react/icons/video';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormRootError } from '@/components/form-root-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage } from '@/lib/api-error-message';
import { EditorField } from '@/components/form/editor-field';
import { EditorSection, imageFileError } from '@/features/organizations';
import { useGalleryChanges } from '../api/gallery-api';

type GalleryChanges = ReturnType<typeof useGalleryChanges>;

const errorText = (error: unknown) => apiErrorMessage(error, apiMessages.internal);

/** What a row says the item is, for its buttons' names too. */
function itemLabel(item: MediaItem): string {
  return item.kind === 'photo'
    ? `Photo: ${item.alt}`
    : `${videoProviderNames[item.provider]} video ${item.videoId}`;
}

const photoFormSchema = z.object({ alt: mediaAltSchema });

function PhotoForm({ changes, full }: { changes: GalleryChanges; full: boolean }) {
  const [file, setFile] = useState<File | undefined>();
  // A new key empties the file input once its photo is added.
  const [inputKey, setInputKey] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<z.input<typeof photoFormSchema>, unknown, z.output<typeof photoFormSchema>>({
    resolver: zodResolver(photoFormSchema),
    defaultValues: { alt: '' },
    reValidateMode: 'onSubmit',
  });
  const altLength = useWatch({ control, name: 'alt' }).length;

  const onValid = ({ alt }: { alt: string }) => {
    const problem = imageFileError(file);
    setFileError(problem);
    if (problem || !file) return;
    changes.uploadPhoto.mutate(
      { file, alt },
      {
        onSuccess: () => {
          reset();
          setFile(undefined);
          setInputKey((key) => key + 1);
        },
        onError: (error) => setError('root', { message: errorText(error) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <EditorField
        label="Photo"
        required
        hint="JPEG, PNG or WebP, under 5 MB. Shown at 4:3."
        error={fileError ?? undefined}
      >
        {(control) => (
          <input
            {...control}
            key={inputKey}
            type="file"
            name="image"
            accept={IMAGE_ACCEPTED_TYPES.join(',')}
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setFileError(null);
            }}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        )}
      </EditorField>
      <EditorField
        label="Description (alt text)"
        required
        hint="What the photo shows, for people who cannot see it."
        error={errors.alt?.message}
        footer={(id) => (
          <p id={id} className="text-right text-xs text-slate-500">
            {altLength}/{MEDIA_ALT_MAX}
          </p>
        )}
      >
        {(control) => (
          <Textarea {...control} {...register('alt')} rows={2} maxLength={MEDIA_ALT_MAX + 50} />
        )}
      </EditorField>
      <FormRootError message={errors.root?.message} />
      <Button type="submit" className="self-start" disabled={full || changes.uploadPhoto.isPending}>
        <ImagePlus aria-hidden />
        {changes.uploadPhoto.isPending ? 'Uploading…' : 'Add photo'}
      </Button>
    </form>
  );
}

function VideoForm({ changes, full }: { changes: GalleryChanges; full: boolean }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof addVideoSchema>, unknown, z.output<typeof addVideoSchema>>({
    resolver: zodResolver(addVideoSchema),
    defaultValues: { url: '' },
    reValidateMode: 'onSubmit',
  });
  const onValid = ({ url }: { url: string }) =>
    changes.addVideo.mutate(url, {
      onSuccess: () => reset(),
      onError: (error) => setError('root', { message: errorText(error) }),
    });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <EditorField
        label="Video address"
        required
        hint="A YouTube or Vimeo link. Visitors load it only when they press play."
        error={errors.url?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('url')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://www.youtube.com/watch?v=…"
          />
        )}
      </EditorField>
      <FormRootError message={errors.root?.message} />
      <Button
        type="submit"
        variant="outline"
        className="self-start"
        disabled={full || changes.addVideo.isPending}
      >
        <Video aria-hidden />
        Add video
      </Button>
    </form>
  );
}

function GalleryList({ media, changes }: { media: readonly MediaItem[]; changes: GalleryChanges }) {
  const [error, setError] = useState<string | null>(null);
  const busy = changes.reorder.isPending || changes.remove.isPending;
  const move = (index: number, by: -1 | 1) => {
    const ids = media.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    setError(null);
    changes.reorder.mutate(ids, { onError: (failure) => setError(errorText(failure)) });
  };
  const remove = (item: MediaItem) => {
    setError(null);
    changes.remove.mutate(item.id, { onError: (failure) => setError(errorText(failure)) });
  };
  if (media.length === 0) {
    return <p className="text-sm text-slate-600">No photos or videos yet.</p>;
  }
  return (
    <>
      <ol className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
        {media.map((item, index) => {
          const label = itemLabel(item);
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-3 p-3">
              {item.kind === 'photo' ? (
                <img
                  src={item.url}
                  alt=""
                  width={64}
                  height={48}
                  className="h-12 w-16 shrink-0 rounded object-cover"
                />
              ) : (
                <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded bg-slate-800 text-white">
                  <Video aria-hidden className="size-5" />
                </span>
              )}
              <span className="min-w-0 flex-1 basis-40 text-sm break-words text-slate-800">
                {label}
              </span>
              <span className="ml-auto flex shrink-0 gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move up: ${label}`}
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move down: ${label}`}
                  disabled={busy || index === media.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete: ${label}`}
                  disabled={busy}
                  onClick={() => remove(item)}
                >
                  <Trash2 aria-hidden className="text-red-700" />
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <FormRootError message={error ?? undefined} />
    </>
  );
}

/**
 * The editor's 'Photos and videos': add a photo with its description or a video by its
 * address, order them and delete them. Saved at once, apart from the form's save; the server
 * checks every rule again.
 */
export function GalleryEditorSection({
  organization,
}: {
  organization: Pick<Organization, 'id' | 'media'>;
}) {
  const changes = useGalleryChanges(organization.id);
  const full = organization.media.length >= MEDIA_MAX_ITEMS;
  return (
    <EditorSection
      title="Photos and videos"
      description={`Shown on the profile in this order, up to ${MEDIA_MAX_ITEMS}. Changes are saved at once.`}
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        {organization.media.length} of {MEDIA_MAX_ITEMS} used.
        {full ? ` ${mediaMessages.limitReached}` : ''}
      </p>
      <GalleryList media={organization.media} changes={changes} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <PhotoForm changes={changes} full={full} />
        <VideoForm changes={changes} full={full} />
      </div>
    </EditorSection>
  );
}
