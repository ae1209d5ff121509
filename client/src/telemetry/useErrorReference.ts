import { useEffect, useState } from 'react';
import { serverEventIdOf } from '../lib/serverErrors';
import { reportError } from './errorReporting';

/**
 * Reports an error a screen caught, once, and returns what a person can quote to support: the report's event id,
 * or the server's when the failure came from there and nothing was reported here.
 */
export function useErrorReference(error: unknown): string | undefined {
  const serverEventId = serverEventIdOf(error);
  const [reported, setReported] = useState<{ error: unknown; eventId: string | undefined }>();
  useEffect(() => {
    let current = true;
    void reportError(error, { serverEventId }).then((eventId) => {
      if (current) setReported({ error, eventId });
    });
    return () => {
      current = false;
    };
  }, [error, serverEventId]);
  return (reported && reported.error === error ? reported.eventId : undefined) ?? serverEventId;
}
