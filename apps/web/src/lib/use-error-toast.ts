import { useEffect } from 'react';
import { messageOf } from './http';
import { useToast } from './toast';

/** A failed load shows the server's Spanish message in a toast (besides the inline notice). */
export function useErrorToast(error: unknown, fallback: string, summary = 'Error'): void {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.show('error', summary, messageOf(error, fallback));
  }, [error, fallback, summary, toast]);
}
