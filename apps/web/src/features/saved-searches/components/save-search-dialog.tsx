import { zodResolver } from '@hookform/resolvers/zod';
import {
  apiMessages,
  defaultSearchName,
  savedSearchInputSchema,
  savedSearchQuerySchema,
  savedSearchText,
  type SavedSearchAlerts,
} from '@catalyst/shared';
import { useMemo, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { DialogActions, DialogShell } from '@/components/dialog-shell';
import { EditorField } from '@/components/form/editor-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth, type AuthRedirectState } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/notify';
import { useCreateSavedSearch } from '../api/save-search';
import { directorySearchOf } from '../directory-search';
import { AlertsSelect } from './alerts-select';

/** A weekly digest unless the person chooses: news of the search without a mail every day. */
const DEFAULT_ALERTS: SavedSearchAlerts = 'weekly';

/** The dialog's fields: the search itself is the address's, not typed. */
const saveSearchFormSchema = savedSearchInputSchema.pick({ name: true, alerts: true });
type SaveSearchFormInput = z.input<typeof saveSearchFormSchema>;
type SaveSearchFormOutput = z.output<typeof saveSearchFormSchema>;

/** The server's 409: this search is saved already, or the person keeps as many as allowed. */
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The name the server gives a search saved without one, or none when the address is not a search. */
function fallbackNameOf(query: string): string | undefined {
  const parsed = savedSearchQuerySchema.safeParse(query);
  return parsed.success ? defaultSearchName(parsed.data) : undefined;
}

function SaveSearchForm({
  query,
  create,
  onSaved,
}: {
  query: string;
  create: ReturnType<typeof useCreateSavedSearch>;
  onSaved: () => void;
}) {
  const navigate = useNavigate();
  const fallbackName = useMemo(() => fallbackNameOf(query), [query]);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<SaveSearchFormInput, unknown, SaveSearchFormOutput>({
    resolver: zodResolver(saveSearchFormSchema),
    defaultValues: { name: '', alerts: DEFAULT_ALERTS },
    reValidateMode: 'onSubmit',
    // One message at a time, in the alert under the fields or under the name.
    shouldFocusError: false,
  });

  const onValid = ({ name, alerts }: SaveSearchFormOutput) =>
    create.mutate(
      { query, alerts, ...(name ? { name } : {}) },
      {
        onSuccess: (saved) => {
          toast.success(savedSearchText.saved(saved.name), {
            action: {
              label: savedSearchText.manage,
              onClick: () => void navigate(paths.dashboardAlerts),
            },
          });
          onSaved();
        },
        onError: (error) =>
          setError('root', {
            type: isConflict(error) ? 'conflict' : 'failed',
            message: apiErrorMessage(error, apiMessages.internal),
          }),
      },
    );

  const rootError = errors.root;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-5 flex flex-col gap-5">
      <EditorField
        label={savedSearchText.nameLabel}
        hint={fallbackName ? savedSearchText.nameHint(fallbackName) : undefined}
        error={errors.name?.message}
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            {...register('name', { onChange: () => clearErrors() })}
            autoComplete="off"
            placeholder={fallbackName}
          />
        )}
      </EditorField>
      <EditorField label={savedSearchText.alertsLabel} error={errors.alerts?.message}>
        {(controlProps) => (
          <AlertsSelect
            {...controlProps}
            {...register('alerts', { onChange: () => clearErrors() })}
          />
        )}
      </EditorField>
      {rootError?.message ? (
        <Alert variant="destructive">
          <AlertDescription className="mt-0">
            {rootError.message}
            {rootError.type === 'conflict' ? (
              <>
                {' '}
                <Link
                  to={paths.dashboardAlerts}
                  className="font-medium underline underline-offset-4"
                >
                  {savedSearchText.manage}
                </Link>
              </>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
      <DialogActions
        className="mt-1"
        busy={create.isPending}
        label={savedSearchText.submit}
        busyLabel={savedSearchText.submitting}
      />
    </form>
  );
}

/** For an account not verified yet: why saving waits, and the way to verify, back to this search. */
function VerifyFirst() {
  const location = useLocation();
  const state: AuthRedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return (
    <DialogFooter className="flex-col-reverse sm:flex-row">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button asChild>
        <Link to={paths.verifyEmailRequired} state={state}>
          {savedSearchText.verifyEmail}
        </Link>
      </Button>
    </DialogFooter>
  );
}

/**
 * Saving the directory's current search (`search`, the address's query string) with an
 * optional name and how often its alerts are mailed. The server's refusals (saved already, one
 * too many) show in the dialog, with the way to the saved searches.
 */
export function SaveSearchDialog({
  open,
  onOpenChange,
  search,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  search: string;
  /** Where focus returns when the dialog closes: the button that opened it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const { isVerified } = useAuth();
  const create = useCreateSavedSearch();
  const query = directorySearchOf(search);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };

  if (!isVerified) {
    return (
      <DialogShell
        open={open}
        onOpenChange={onOpenChange}
        title={savedSearchText.verifyToSaveTitle}
        description={savedSearchText.verifyToSave}
        onCloseAutoFocus={returnFocus}
      >
        <VerifyFirst />
      </DialogShell>
    );
  }
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      // A save under way settles before the dialog can close.
      busy={create.isPending}
      title={savedSearchText.save}
      description={savedSearchText.dialogDescription}
      scrollable
      onCloseAutoFocus={returnFocus}
    >
      <SaveSearchForm query={query} create={create} onSaved={() => onOpenChange(false)} />
    </DialogShell>
  );
}
