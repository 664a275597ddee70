import { useEffect } from 'react';

/**
 * TinyMCE needs a real browser (the e2e specs drive it): in DOM tests a textarea stands in for
 * it, labelled by the field's label, written back as the editor would on load (onNormalize).
 * Tests mock the editor module with it:
 * `vi.mock('@/components/form/rich-text-editor', () => import('@/testing/fake-rich-text-editor'))`.
 */
export default function FakeRichTextEditor({
  value,
  onChange,
  onNormalize,
  labelledBy,
  lang,
  dir,
}: {
  value: string;
  onChange: (html: string) => void;
  onNormalize: (html: string) => void;
  labelledBy: string;
  lang?: string;
  dir?: string;
}) {
  useEffect(() => onNormalize(value), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <textarea
      aria-labelledby={labelledBy}
      lang={lang}
      dir={dir}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
