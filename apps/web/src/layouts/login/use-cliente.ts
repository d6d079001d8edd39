import type { ClientePublico } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buscarCliente } from '../../lib/auth';
import { sessionStore } from '../../lib/session';

/** The municipality behind a login link, saved as `cliente` and `customer` once found. */
export function useCliente(link: string | undefined) {
  const query = useQuery({
    queryKey: ['cliente', link],
    queryFn: () => buscarCliente(link as string),
    enabled: !!link,
    staleTime: 5 * 60_000,
    // A wrong link is shown inline on the login page, not as an error notification.
    meta: { silent: true },
  });
  useEffect(() => {
    if (query.data) sessionStore.setCliente(query.data);
  }, [query.data]);
  return query;
}

export interface LoginOutletContext {
  link: string | undefined;
  cliente: ClientePublico | undefined;
  carregando: boolean;
  naoEncontrado: boolean;
}

export function cidadeUf(cliente: ClientePublico): string {
  if (cliente.cidade && cliente.uf) return `${cliente.cidade} - ${cliente.uf}`;
  return cliente.cidade ?? cliente.nome;
}
