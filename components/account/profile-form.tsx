'use client';

import { useActionState, useEffect, useId, useState } from 'react';
import { updateProfileAction } from '@/lib/actions/profile';
import type { WireUser } from '@/lib/domain/user';
import { ProfileFields } from './profile-fields';
import { StatusBanner, SubmitButton, useDismissibleErrors } from '@/components/auth/form-bits';
import { usePhotoUpload } from '@/components/auth/use-photo-upload';
import { useSession } from '@/components/site/session-provider';
import { UserAvatar } from '@/components/site/user-avatar';

/** Edit name, phone, address and photo (the photo goes through the same upload as registration). */
export function ProfileForm({ user }: { user: WireUser }) {
  const [state, formAction, pending] = useActionState(updateProfileAction, null);
  const { refresh } = useSession();
  const photo = usePhotoUpload();
  const [removePhoto, setRemovePhoto] = useState(false);
  const photoInputId = useId();
  const { error, dismiss } = useDismissibleErrors(state?.errors);
  const currentPhoto = state?.ok && state.data ? state.data.photo : user.photo;
  const shownPhoto = removePhoto ? '' : photo.url || currentPhoto || '';
  const uploading = photo.state === 'uploading';

  // The header's avatar and name follow the change at once.
  useEffect(() => {
    if (state?.ok) void refresh();
  }, [state, refresh]);

  return (
    <form action={formAction} onSubmit={photo.clearMessage} className="space-y-5" aria-labelledby="edit-profile-h">
      <h2 id="edit-profile-h" className="text-xl font-bold text-gray-900">
        Edit profile
      </h2>
      <StatusBanner text={photo.message || (state?.message ?? '')} />
      {/* Stacked on phones: beside the avatar the file picker had no room for its "No file chosen". */}
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <UserAvatar name={user.name} photo={shownPhoto || null} size="lg" />
        <div className="w-full min-w-0 sm:flex-1">
          <label htmlFor={photoInputId} className="block text-sm font-medium text-gray-700">
            Profile photo
          </label>
          <input
            id={photoInputId}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={uploading}
            onChange={(e) => {
              const input = e.currentTarget;
              setRemovePhoto(false);
              dismiss('photo');
              void photo.upload(input.files?.[0]).then((stored) => {
                if (!stored) input.value = '';
              });
            }}
            className="mt-1 block w-full text-sm text-gray-600 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
          />
          <p className="mt-1 text-xs text-gray-600" aria-live="polite">
            {uploading ? 'Uploading...' : 'JPG, PNG, GIF or WebP, up to 5 MB.'}
          </p>
          {currentPhoto && (
            <label className="mt-2 inline-flex items-center gap-2 text-sm text-gray-700">
              <input type="checkbox" checked={removePhoto} onChange={(e) => setRemovePhoto(e.target.checked)} className="h-4 w-4" />
              Remove photo
            </label>
          )}
          {error('photo') && <p className="mt-1 text-sm text-red-600">{error('photo')}</p>}
        </div>
        <input type="hidden" name="photo" value={shownPhoto} />
      </div>
      <ProfileFields user={state?.values ? { ...user, ...state.values } : (state?.data ?? user)} error={error} dismiss={dismiss} />
      <SubmitButton disabled={pending || uploading}>{pending ? 'Saving...' : 'Save Changes'}</SubmitButton>
    </form>
  );
}
