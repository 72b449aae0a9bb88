import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { getListDomainProofsQueryKey, verifyDomain } from '../../generated/endpoints/domains/domains';
import type { DomainProof } from '../../generated/model';

export interface DomainCheck {
  /** The domain after the check. */
  proof: DomainProof;
  /** The server's sentence about the outcome, in `locale`. */
  message: string | undefined;
  locale: string;
}

/**
 * Checks one domain now. The list shows the answer at once, and the tenants' lists, whose
 * domains carry the verified mark, are read again when next shown. A refusal (404, 429) goes
 * to the error funnel like any other.
 */
export function useDomainCheck() {
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  return useMutation({
    mutationKey: ['verifyDomain'],
    mutationFn: async (name: string): Promise<DomainCheck> => {
      let message: string | undefined;
      // The answer's data is the domain; the envelope's message says what the check found.
      const proof = await verifyDomain(name, {
        onResponse: ({ body }) => {
          const said = (body as { message?: unknown } | null)?.message;
          if (typeof said === 'string' && said !== '') message = said;
        },
      });
      return { proof, message, locale };
    },
    onSuccess: ({ proof }) => {
      queryClient.setQueryData<DomainProof[]>(getListDomainProofsQueryKey(), (proofs) =>
        proofs?.map((each) => (each.domainId === proof.domainId ? proof : each)),
      );
      void queryClient.invalidateQueries({ queryKey: ['tenants'] });
    },
  });
}
