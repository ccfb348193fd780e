import {
  DATA_EXPORT_MESSAGES,
  DELETE_ACCOUNT_MESSAGES,
  DELETED_ACCOUNT_NAME,
  DeleteAccountRequest,
  dataExportFileName,
} from '@pulse/domain/account-data';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { useDeleteAccount } from '../api/delete-account';
import { saveFile, useDownloadMyData } from '../api/download-my-data';

/**
 * "Your data" on /settings (issue 36 item 7, decision 051): download everything Pulse holds about the account,
 * and delete the account after confirming with the password. A refusal (an open deal, money held) is shown in
 * the dialog as the server words it; on success the person is signed out and taken home.
 */
export function YourDataSettings() {
  const download = useDownloadMyData();
  const [open, setOpen] = useState(false);

  async function downloadData() {
    try {
      saveFile(await download.mutateAsync(), dataExportFileName(new Date()));
      toast.success(DATA_EXPORT_MESSAGES.ready);
    } catch {
      // Shown under the button (download.error).
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-fg">Download my data</h3>
        <p className="text-sm text-muted">
          Your profile, works with their files, messages, deals, licenses, reviews you gave and the payments about you,
          as one ZIP file.
        </p>
        {download.isError ? <Alert tone="danger">{errorMessage(download.error)}</Alert> : null}
        <div>
          <Button
            variant="secondary"
            onClick={() => void downloadData()}
            pending={download.isPending}
            pendingLabel={DATA_EXPORT_MESSAGES.preparing}
          >
            Download my data
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-5">
        <h3 className="font-semibold text-fg">Delete my account</h3>
        <p className="text-sm text-muted">
          Your profile, uploads and sign-in are erased and your public pages go. Deals, payments and messages stay for
          the other party, under “{DELETED_ACCOUNT_NAME}”.
        </p>
        <div>
          <Button variant="danger" onClick={() => setOpen(true)}>
            Delete my account
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    showServerErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(DeleteAccountRequest, { defaultValues: { password: '' } });

  function change(next: boolean) {
    if (isSubmitting) return;
    if (!next) reset();
    onOpenChange(next);
  }

  async function onSubmit(values: DeleteAccountRequest) {
    try {
      await remove.mutateAsync(values);
      toast.success(DELETE_ACCOUNT_MESSAGES.deleted);
      onOpenChange(false);
      navigate('/');
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      busy={isSubmitting}
      title="Delete your account?"
      description="This cannot be undone. Download your data first if you want to keep it. Enter your password to confirm."
    >
      <form noValidate aria-label="Delete my account" className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => change(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" pending={isSubmitting} pendingLabel={DELETE_ACCOUNT_MESSAGES.deleting}>
            Delete my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
