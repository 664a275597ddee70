import type { ImageText, ImageTexts } from '@estate/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/*
 * What staff wrote of a listing's stored pictures (docs/decisions/0087), for every picture
 * thumbnail of the form: its alt text and caption, and the way to record a new description.
 * Only the listing forms provide it; a thumbnail without it offers no Describe button.
 */

interface ImageTextsValue {
  textOf: (path: string) => ImageText | undefined;
  /** A description the server stored: shown at once, and the kind's cached answers marked stale. */
  saved: (path: string, text: ImageText) => void;
}

const ImageTextsContext = createContext<ImageTextsValue | null>(null);

export function ImageTextsProvider({
  texts,
  staleKey,
  children,
}: {
  /** The stored listing's imageTexts (none on an add form). */
  texts: ImageTexts | undefined;
  /** The kind's query key: its answers carry the texts, so a description makes them stale. */
  staleKey: QueryKey;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [written, setWritten] = useState<ImageTexts>({});
  const saved = useCallback(
    (path: string, text: ImageText) => {
      setWritten((all) => ({ ...all, [path]: text }));
      // Marked stale, not fetched again now: the open form keeps what it shows.
      void queryClient.invalidateQueries({ queryKey: staleKey, refetchType: 'none' });
    },
    [queryClient, staleKey],
  );
  const value = useMemo<ImageTextsValue>(
    () => ({ textOf: (path) => written[path] ?? texts?.[path], saved }),
    [written, texts, saved],
  );
  return <ImageTextsContext.Provider value={value}>{children}</ImageTextsContext.Provider>;
}

/** The texts of the form's pictures, or null outside a listing form. */
export const useImageTexts = () => useContext(ImageTextsContext);
