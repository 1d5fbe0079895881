'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { UserAvatar } from '@/components/site/user-avatar';
import type { usePhotoUpload } from './use-photo-upload';

/**
 * The avatar and the photo file picker of registration and the profile. The picked file is uploaded at once
 * (usePhotoUpload); a refused or failed one is cleared from the picker. The picker sits under the avatar:
 * beside it, in the profile's half-width card or on a phone, "No file chosen" was cut to "No …sen".
 */
export function PhotoPicker({
  label,
  name,
  shown,
  photo,
  onPick,
  error,
  children,
}: {
  label: string;
  /** Whose initials the avatar shows while there is no photo. */
  name: string | null;
  /** The photo shown in the avatar. */
  shown: string | null;
  photo: ReturnType<typeof usePhotoUpload>;
  /** Called when a file is picked, before it uploads. */
  onPick: () => void;
  error?: string;
  /** Extra controls under the hint (the profile's "Remove photo"). */
  children?: React.ReactNode;
}) {
  const t = useTranslations('authForm');
  const inputId = useId();
  const uploading = photo.state === 'uploading';
  return (
    <div className="flex flex-col items-start gap-4">
      <UserAvatar name={name} photo={shown} size="lg" />
      <div className="w-full min-w-0">
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-700">
          {label}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          // Not disabled while uploading: disabling the focused input would drop focus to the page body.
          aria-busy={uploading}
          onChange={(e) => {
            const input = e.currentTarget;
            if (uploading) return;
            onPick();
            void photo.upload(input.files?.[0]).then((stored) => {
              if (!stored) input.value = '';
            });
          }}
          className="mt-1 block w-full text-sm text-gray-600 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
        <p className="mt-1 text-xs text-gray-600" aria-live="polite">
          {uploading ? t('uploading') : t('photoHint')}
        </p>
        {children}
        {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
      </div>
    </div>
  );
}
