'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { uploadPhotoAction } from '@/lib/actions/uploads';
import { useCodedText } from '@/lib/i18n/use-coded-text';

export type PhotoUploadState = 'idle' | 'uploading' | 'uploaded' | 'failed';

const ALLOWED = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;
const UPLOAD_MESSAGE_MS = 3000;

/**
 * The registration photo: checked in the browser first (the spec's texts), then stored by uploadPhotoAction (the
 * upload of POST /api/upload-image), whose refusal is a code worded in the page's language. A failure clears the
 * photo; the success message disappears after 3 s.
 */
export function usePhotoUpload() {
  const t = useTranslations('authForm');
  const coded = useCodedText();
  const [state, setState] = useState<PhotoUploadState>('idle');
  const [url, setUrl] = useState('');
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const fail = (text: string) => {
    setState('failed');
    setUrl('');
    setMessage(text);
    return false;
  };

  /** Resolves true when the photo was stored. */
  const upload = async (file: File | undefined): Promise<boolean> => {
    clearTimeout(timer.current);
    if (!file) return false;
    if (!ALLOWED.includes(file.type)) return fail(t('photoInvalid'));
    if (file.size > MAX_BYTES) return fail(t('photoTooLarge'));
    setState('uploading');
    setMessage('');
    try {
      const body = new FormData();
      body.append('image', file);
      const result = await uploadPhotoAction(body);
      if (!result.ok) return fail(coded.error(result.error));
      setUrl(result.data.url);
      setState('uploaded');
      setMessage(t('photoUploaded'));
      timer.current = setTimeout(() => setMessage(''), UPLOAD_MESSAGE_MS);
      return true;
    } catch {
      return fail(t('photoFailed'));
    }
  };

  /** A new submission's result takes the banner over from the upload message. */
  const clearMessage = () => {
    clearTimeout(timer.current);
    setMessage('');
  };

  return { state, url, message, upload, clearMessage };
}
