import { zodResolver } from '@hookform/resolvers/zod';
import { apiMessages, savedSearchInputSchema, savedSearchText } from '@catalyst/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions, DialogShell } from '@/components/dialog-shell';
import { EditorField } from '@/components/form/editor-field';
import { FormRootError } from '@/components/form-root-error';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/notify';
import { Input } from '@/components/ui/input';
import { useReplaceSavedSearch } from '../api/change-saved-search';
import type { SavedSearchItem } from '../api/get-saved-searches';

const renameFormSchema = savedSearchInputSchema.pick({ name: true });
type RenameFormInput = z.input<typeof renameFormSchema>;
type RenameFormOutput = z.output<typeof renameFormSchema>;

function RenameForm({
  search,
  rename,
  onRenamed,
}: {
  search: SavedSearchItem;
  rename: ReturnType<typeof useReplaceSavedSearch>;
  onRenamed: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<RenameFormInput, unknown, RenameFormOutput>({
    resolver: zodResolver(renameFormSchema),
    defaultValues: { name: search.name },
    reValidateMode: 'onSubmit',
  });

  const onValid = ({ name }: RenameFormOutput) =>
    rename.mutate(
      // The whole search goes back, as the server keeps it; blank, the server names it anew.
      {
        id: search.id,
        body: { query: search.query, alerts: search.alerts, ...(name ? { name } : {}) },
      },
      {
        onSuccess: (saved) => {
          toast.success(savedSearchText.renamed(saved.name));
          onRenamed();
        },
        onError: (error) =>
          setError('root', { message: apiErrorMessage(error, apiMessages.internal) }),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-5 flex flex-col gap-5">
      <EditorField label={savedSearchText.nameField} error={errors.name?.message}>
        {(controlProps) => (
          <Input
            {...controlProps}
            {...register('name', { onChange: () => clearErrors() })}
            autoComplete="off"
          />
        )}
      </EditorField>
      <FormRootError message={errors.root?.message} />
      <DialogActions
        className="mt-1"
        busy={rename.isPending}
        label={savedSearchText.renameSubmit}
        busyLabel={savedSearchText.submitting}
      />
    </form>
  );
}

/** A saved search's Rename button (named after it for screen readers) and its dialog. */
export function RenameSavedSearchAction({ search }: { search: SavedSearchItem }) {
  const [open, setOpen] = useState(false);
  const rename = useReplaceSavedSearch();
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      busy={rename.isPending}
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`${savedSearchText.rename} ${search.name}`}
        >
          {savedSearchText.rename}
        </Button>
      }
      title={savedSearchText.renameTitle}
      description={savedSearchText.renameDescription}
    >
      <RenameForm search={search} rename={rename} onRenamed={() => setOpen(false)} />
    </DialogShell>
  );
}
