'use client';

import { useActionState, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { updateProfileAction } from '@/lib/actions/profile';
import type { WireUser } from '@/lib/domain/user';
import { ProfileFields } from './profile-fields';
import { StatusBanner, answerBanner, useDismissibleErrors } from '@/components/auth/form-bits';
import { SubmitButton } from '@/components/ui/submit-button';
import { usePhotoUpload } from '@/components/auth/use-photo-upload';
import { useSession } from '@/components/site/session-provider';
import { PhotoPicker } from '@/components/auth/photo-picker';

/** Edit name, phone, address and photo (the photo goes through the same upload as registration). */
export function ProfileForm({ user }: { user: WireUser }) {
  const t = useTranslations('account');
  const [state, formAction] = useActionState(updateProfileAction, null);
  const { refresh } = useSession();
  const photo = usePhotoUpload();
  const [removePhoto, setRemovePhoto] = useState(false);
  const { error, dismiss } = useDismissibleErrors(state?.fieldErrors);
  const coded = useCodedText();
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
        {t('editProfile')}
      </h2>
      <StatusBanner {...answerBanner(state, coded, photo)} />
      <PhotoPicker
        label={t('photo')}
        name={user.name}
        shown={shownPhoto || null}
        photo={photo}
        onPick={() => {
          setRemovePhoto(false);
          dismiss('photo');
        }}
        error={error('photo')}
      >
        {currentPhoto && (
          <label className="mt-2 inline-flex items-center gap-2 text-sm text-gray-700">
            <input type="checkbox" checked={removePhoto} onChange={(e) => setRemovePhoto(e.target.checked)} className="h-4 w-4" />
            {t('removePhoto')}
          </label>
        )}
      </PhotoPicker>
      <input type="hidden" name="photo" value={shownPhoto} />
      <ProfileFields user={state?.values ? { ...user, ...state.values } : (state?.data ?? user)} error={error} dismiss={dismiss} />
      <SubmitButton disabled={uploading} pendingText={t('saving')}>
        {t('saveChanges')}
      </SubmitButton>
    </form>
  );
}
