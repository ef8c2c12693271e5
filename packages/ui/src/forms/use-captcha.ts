import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';

export interface Captcha {
  /** The current image (base64), empty while the first one loads. */
  image: string;
  /** Fetches a new image; a failure keeps the old one and is passed to `onError`. */
  refresh: () => Promise<void>;
}

/**
 * The captcha image a form shows: fetched through the app's callback when the captcha first
 * shows (`isShown` turns true) and on every refresh.
 */
export function useCaptcha(
  fetchImage: (() => Promise<string>) | undefined,
  isShown: boolean,
  onError: (error: unknown) => void,
): Captcha {
  const [image, setImage] = useState('');
  const latest = useRef({ fetchImage, onError });
  useInsertionEffect(() => {
    latest.current = { fetchImage, onError };
  });

  const refresh = useCallback(async () => {
    const fetch = latest.current.fetchImage;
    if (!fetch) return;
    try {
      setImage(await fetch());
    } catch (error) {
      latest.current.onError(error);
    }
  }, []);

  useEffect(() => {
    if (isShown) void refresh();
  }, [isShown, refresh]);

  return { image, refresh };
}
