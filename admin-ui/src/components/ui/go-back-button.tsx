import { useGoBack } from '@/hooks/use-go-back';
import { Button } from './button';
import { ArrowLeftIcon } from './icons';

export function GoBackButton({ fallback }: { fallback: string }) {
  const goBack = useGoBack(fallback);
  return (
    <Button variant="quiet" size="sm" onClick={goBack} icon={<ArrowLeftIcon />}>
      Go Back
    </Button>
  );
}
