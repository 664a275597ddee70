import { useEffect } from 'react';

const SUFFIX = 'Staff Admin';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SUFFIX}` : SUFFIX;
  }, [title]);
}
