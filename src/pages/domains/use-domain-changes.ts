import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDomain, getListDomainProofsQueryKey, removeDomain } from '../../generated/endpoints/domains/domains';
import type { DomainProof } from '../../generated/model';
import { toFormHttpError } from '../../lib/form-http-error';

/** The add form's one input: a refusal about it is shown there, and the error funnel leaves it alone. */
const FORM_FIELDS = ['name'] as const;

/**
 * Adds a domain to the acting tenant. The list shows it at once (pending, with its TXT record),
 * and the tenants' lists, which show a tenant's domains, are read again when next shown. A refusal
 * at the name (taken, malformed, too many) is the form's to show; any other goes to the error funnel.
 */
export function useAddDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addDomain'],
    mutationFn: async (name: string): Promise<DomainProof> => {
      try {
        return await addDomain({ name });
      } catch (error) {
        throw toFormHttpError(error, { notModified: 'domains.add.failed', formFields: FORM_FIELDS });
      }
    },
    onSuccess: (proof) => {
      queryClient.setQueryData<DomainProof[]>(getListDomainProofsQueryKey(), (proofs) =>
        proofs === undefined ? undefined : [...proofs.filter((each) => each.domainId !== proof.domainId), proof],
      );
      void queryClient.invalidateQueries({ queryKey: ['tenants'] });
    },
  });
}

/** Removes a domain from the acting tenant (its proof is forgotten); a refusal goes to the error funnel. */
export function useRemoveDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['removeDomain'],
    mutationFn: (name: string) => removeDomain(name),
    onSuccess: (_nothing, name) => {
      queryClient.setQueryData<DomainProof[]>(getListDomainProofsQueryKey(), (proofs) => proofs?.filter((each) => each.name !== name));
      void queryClient.invalidateQueries({ queryKey: ['tenants'] });
    },
  });
}
